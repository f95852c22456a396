import { HairEngineError } from '../errors';

/** The model file is not a TFLite flatbuffer we can read, or uses something the converter does not map. */
export class ModelFormatError extends HairEngineError {
  readonly code = 'MODEL_FORMAT';
}

/** The downloaded or local model bytes do not have the pinned sha256; nothing was written. */
export class ModelChecksumError extends HairEngineError {
  readonly code = 'MODEL_CHECKSUM';

  constructor(
    readonly expected: string,
    readonly actual: string,
    readonly source: string,
  ) {
    super(`Model from ${source} has sha256 ${actual}, expected ${expected}`);
  }
}

/** The model could not be fetched (network failure or a non-2xx answer). */
export class ModelDownloadError extends HairEngineError {
  readonly code = 'MODEL_DOWNLOAD';

  constructor(
    message: string,
    readonly url: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
