import { HairEngineError } from '../errors';

/*
 * Why an uploaded file cannot be used as a photo. Each has a stable `code` for the server to map to a reply;
 * the message is written for a person, and the decoder's own error, when there is one, is the `cause`.
 */

export const ACCEPTED_FORMATS_TEXT = 'JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF';

export class EmptyImageError extends HairEngineError {
  readonly code = 'EMPTY_IMAGE';

  constructor() {
    super('The file is empty.');
  }
}

export class FileTooLargeError extends HairEngineError {
  readonly code = 'FILE_TOO_LARGE';

  constructor(
    readonly byteLength: number,
    readonly maxBytes: number,
  ) {
    super(`The file is ${formatBytes(byteLength)}; files up to ${formatBytes(maxBytes)} are accepted.`);
  }
}

/** The content is not an image, or is one in a format we do not take (SVG, PDF, HEVC-coded HEIC here…). */
export class UnsupportedImageError extends HairEngineError {
  readonly code = 'UNSUPPORTED_IMAGE';

  constructor(detail = 'The file is not an image', options?: { cause?: unknown }) {
    super(`${detail}. Please use a ${ACCEPTED_FORMATS_TEXT} photo.`, options);
  }
}

/** The file starts as an image but ends too early, as after an interrupted upload or copy. */
export class TruncatedImageError extends HairEngineError {
  readonly code = 'TRUNCATED_IMAGE';

  constructor(options?: { cause?: unknown }) {
    super('The image file is incomplete: it ends before the picture does. Please upload it again.', options);
  }
}

/** The file starts as an image in an accepted format but its data cannot be decoded. */
export class CorruptImageError extends HairEngineError {
  readonly code = 'CORRUPT_IMAGE';

  constructor(options?: { cause?: unknown }) {
    super('The image file is damaged and cannot be read.', options);
  }
}

/** Too many pixels to decode safely, judged from the file's header before any pixel is decoded. */
export class ImageTooLargeError extends HairEngineError {
  readonly code = 'IMAGE_TOO_LARGE';

  constructor(
    readonly width: number,
    readonly height: number,
    readonly maxPixels: number,
    options?: { cause?: unknown },
  ) {
    super(
      `The image is ${width} × ${height} pixels (${megapixels(width * height)} MP); ` +
        `images up to ${megapixels(maxPixels)} MP are accepted.`,
      options,
    );
  }
}

export type ImageIntakeError =
  | EmptyImageError
  | FileTooLargeError
  | UnsupportedImageError
  | TruncatedImageError
  | CorruptImageError
  | ImageTooLargeError;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function megapixels(pixels: number): string {
  return (pixels / 1e6).toFixed(pixels < 10e6 ? 1 : 0);
}
