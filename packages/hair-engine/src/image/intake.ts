import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import type { HairEngineError } from '../errors';
import {
  CorruptImageError,
  EmptyImageError,
  FileTooLargeError,
  ImageTooLargeError,
  TruncatedImageError,
  UnsupportedImageError,
} from './errors';
import { looksTruncated, sniffFormat } from './sniff';
import type { RgbImage } from '@hairhue/recolour';

/*
 * Photo intake: the only place where untrusted bytes meet the image decoder.
 *
 * 1. Cheap checks on the bytes: empty, too many bytes.
 * 2. The header, read by sharp's metadata() without decoding pixels: the format must be one we accept and
 *    the pixel count within the limit. A decompression bomb (a small file that claims 20000 × 20000) stops here.
 * 3. The decode, oriented by EXIF, shrunk to the working size, alpha flattened on white, converted to sRGB
 *    through any embedded ICC profile. failOn 'error' refuses truncated and broken data but lets through the
 *    harmless warnings that some phone cameras produce (sharp's default, 'warning', refuses those photos).
 *
 * Every refusal is a HairEngineError subclass from ./errors.ts with sharp's error, if any, as the cause.
 */

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif' | 'tiff';

export interface IntakeOptions {
  /** The longest side of the result, in pixels; larger photos are shrunk, smaller ones never enlarged. */
  maxLongSide?: number;
  /** The most pixels (width × height, from the header) a photo may have. */
  maxInputPixels?: number;
  /** The most bytes a file may have; no limit when absent. */
  maxBytes?: number;
}

export interface NormaliseOptions extends IntakeOptions {
  /** JPEG quality, 1–100. */
  quality?: number;
}

export interface DecodedPhoto {
  /** Upright, sRGB, opaque, long side ≤ maxLongSide. */
  image: RgbImage;
  /** The photo's size as a person sees it (after EXIF orientation), before any shrinking. */
  originalWidth: number;
  originalHeight: number;
  format: PhotoFormat;
}

export interface NormalisedPhoto {
  /** Upright sRGB JPEG with no metadata at all: no EXIF (so no GPS), no XMP, no ICC profile. */
  jpeg: Buffer;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  format: PhotoFormat;
}

export const DEFAULT_MAX_LONG_SIDE = 2048;
/**
 * 64 MP: phones' 48 and 50 MP modes (8064 × 6048, 8160 × 6144) pass; 200 MP modes and crafted headers do not.
 * Decoding stays affordable because JPEG shrinks while decoding and everything else streams through the resize.
 */
export const DEFAULT_MAX_INPUT_PIXELS = 64_000_000;
export const DEFAULT_JPEG_QUALITY = 90;

/** Decodes an uploaded photo into the engine's working image. */
export async function decodePhoto(input: Uint8Array, options: IntakeOptions = {}): Promise<DecodedPhoto> {
  const limits = intakeLimits(options);
  const bytes = checkBytes(input, limits.maxBytes);
  const header = await readHeader(bytes, limits.maxInputPixels);
  const { data, info } = await run(bytes, header, limits, () =>
    workingPipeline(bytes, header, limits).raw().toBuffer({ resolveWithObject: true }),
  );
  if (info.channels !== 3) throw new Error(`Expected 3 channels from the decoder, got ${info.channels}.`);
  return {
    image: {
      width: info.width,
      height: info.height,
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    },
    originalWidth: header.width,
    originalHeight: header.height,
    format: header.format,
  };
}

/**
 * Re-encodes an upload for storage: upright, at most maxLongSide on the long side, sRGB, every piece of
 * metadata dropped (sharp keeps none unless asked to). Chroma is kept at full resolution (4:4:4): this file is
 * the source of every recolour, and halving colour resolution would soften hair edges before we start.
 */
export async function normalisePhoto(
  input: Uint8Array,
  options: NormaliseOptions = {},
): Promise<NormalisedPhoto> {
  const limits = intakeLimits(options);
  const quality = options.quality ?? DEFAULT_JPEG_QUALITY;
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`JPEG quality must be a whole number from 1 to 100, got ${quality}.`);
  }
  const bytes = checkBytes(input, limits.maxBytes);
  const header = await readHeader(bytes, limits.maxInputPixels);
  const { data, info } = await run(bytes, header, limits, () =>
    workingPipeline(bytes, header, limits)
      .jpeg({ quality, chromaSubsampling: '4:4:4' })
      .toBuffer({ resolveWithObject: true }),
  );
  return {
    jpeg: data,
    width: info.width,
    height: info.height,
    originalWidth: header.width,
    originalHeight: header.height,
    format: header.format,
  };
}

interface Limits {
  maxLongSide: number;
  maxInputPixels: number;
  maxBytes: number | undefined;
}

interface Header {
  format: PhotoFormat;
  /** After EXIF orientation. */
  width: number;
  height: number;
  heifCompression: Metadata['compression'];
  /**
   * sharp converts a 16-bit image with an embedded profile (10-bit HEIF and AVIF from phones, 16-bit PNG) into
   * Display P3, not sRGB, and then only rescales the numbers to 8 bits: P3 values labelled sRGB, visibly
   * washed out. Such images need an explicit conversion to sRGB at the end of the pipeline.
   */
  decodesToP3: boolean;
}

function intakeLimits({
  maxLongSide = DEFAULT_MAX_LONG_SIDE,
  maxInputPixels = DEFAULT_MAX_INPUT_PIXELS,
  maxBytes,
}: IntakeOptions): Limits {
  for (const [name, value] of [
    ['maxLongSide', maxLongSide],
    ['maxInputPixels', maxInputPixels],
    ['maxBytes', maxBytes ?? 1],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) {
      throw new RangeError(`${name} must be a positive whole number, got ${value}.`);
    }
  }
  return { maxLongSide, maxInputPixels, maxBytes };
}

function checkBytes(input: Uint8Array, maxBytes: number | undefined): Buffer {
  if (input.byteLength === 0) throw new EmptyImageError();
  if (maxBytes !== undefined && input.byteLength > maxBytes) {
    throw new FileTooLargeError(input.byteLength, maxBytes);
  }
  return Buffer.isBuffer(input) ? input : Buffer.from(input.buffer, input.byteOffset, input.byteLength);
}

const DECODER_OPTIONS = { failOn: 'error', pages: 1 } as const satisfies SharpOptions;

async function readHeader(bytes: Buffer, maxInputPixels: number): Promise<Header> {
  let metadata: Metadata;
  try {
    // sharp's own pixel limit would refuse a bomb here with a bare message; we check below, with the numbers.
    metadata = await sharp(bytes, { ...DECODER_OPTIONS, limitInputPixels: false }).metadata();
  } catch (error) {
    throw refusal(error, bytes);
  }
  const format = photoFormat(metadata);
  if (!format) {
    throw new UnsupportedImageError(`${describeFormat(metadata.format)} images are not accepted`);
  }
  if (metadata.width * metadata.height > maxInputPixels) {
    throw new ImageTooLargeError(metadata.autoOrient.width, metadata.autoOrient.height, maxInputPixels);
  }
  return {
    format,
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    heifCompression: metadata.compression,
    decodesToP3: metadata.space === 'rgb16' && metadata.hasProfile,
  };
}

function photoFormat({ format, compression }: Metadata): PhotoFormat | undefined {
  switch (format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
    case 'tiff':
      return format;
    case 'heif':
      return compression === 'av1' ? 'avif' : 'heif';
    default:
      return undefined;
  }
}

function describeFormat(format: string): string {
  return format === 'svg' || format === 'pdf' ? format.toUpperCase() : `'${format}'`;
}

function workingPipeline(bytes: Buffer, header: Header, { maxLongSide, maxInputPixels }: Limits): Sharp {
  const pipeline = sharp(bytes, { ...DECODER_OPTIONS, limitInputPixels: maxInputPixels, autoOrient: true })
    .resize({ width: maxLongSide, height: maxLongSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb');
  return header.decodesToP3 ? pipeline.withIccProfile('srgb', { attach: false }) : pipeline;
}

async function run<T>(bytes: Buffer, header: Header, limits: Limits, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusal(error, bytes, { header, limits });
  }
}

/** Words that libjpeg, giflib, libheif and libvips use when data ends early. */
const TRUNCATION_MESSAGE =
  /premature end|unexpected end|end of (file|stream|data)|truncated|not enough data|out of data|bad seek|outside of file bounds/i;

/** Turns a decoder failure into the refusal a person can act on. */
function refusal(
  error: unknown,
  bytes: Buffer,
  decoding?: { header: Header; limits: Limits },
): HairEngineError {
  const message = error instanceof Error ? error.message : String(error);
  const cause = { cause: error };
  const header = decoding?.header;
  if (decoding && /exceeds pixel limit/i.test(message)) {
    // readHeader checks the same limit first; this is sharp's own check agreeing with it.
    return new ImageTooLargeError(
      decoding.header.width,
      decoding.header.height,
      decoding.limits.maxInputPixels,
      cause,
    );
  }
  const sniffed = sniffFormat(bytes);
  if (!header && !sniffed) return new UnsupportedImageError(undefined, cause);
  if (TRUNCATION_MESSAGE.test(message) || (sniffed && looksTruncated(bytes, sniffed))) {
    return new TruncatedImageError(cause);
  }
  if (header?.format === 'heif' && header.heifCompression === 'hevc') {
    return new UnsupportedImageError('HEIC photos coded with HEVC cannot be read here', cause);
  }
  return new CorruptImageError(cause);
}
