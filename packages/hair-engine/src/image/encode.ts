import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { CorruptImageError } from './errors';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';

/*
 * Encoders for what the engine produces: result photos (JPEG), and lossless images and planes (PNG) such as
 * the hair mask that is cached per photo. Outputs carry no metadata, except a description a caller asks for.
 */

/**
 * Encodes an sRGB image as a JPEG (4:4:4, so coloured hair edges keep their colour resolution). Huffman
 * tables are not optimised: on a 2048×1536 result that costs ~40 ms, three times the rest of the encode, for
 * files only ~3 % smaller. A `description` is written as EXIF IFD0 ImageDescription (in the same encode), so
 * a saved picture can say how it was made; it should be ASCII, as EXIF wants (libvips writes '?' for the
 * rest). Without one the file has no EXIF at all.
 */
export async function encodeJpeg(image: RgbImage, quality = 90, description?: string): Promise<Buffer> {
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`JPEG quality must be a whole number from 1 to 100, got ${quality}.`);
  }
  const jpeg = rawRgb(image).jpeg({ quality, chromaSubsampling: '4:4:4', optimiseCoding: false });
  if (description !== undefined) jpeg.withExif({ IFD0: { ImageDescription: description } });
  return jpeg.toBuffer();
}

/** Encodes an sRGB image as an 8-bit RGB PNG. */
export async function encodePng(image: RgbImage): Promise<Buffer> {
  return rawRgb(image).png().toBuffer();
}

/**
 * Encodes a plane of values in [0, 1] (a mask, a matte) as an 8-bit greyscale PNG: 0 → 0, 1 → 255, rounded,
 * values outside [0, 1] clipped. 256 levels are plenty for a soft mask, at half the size of 16 bits.
 */
export async function encodePlanePng(plane: FloatPlane): Promise<Buffer> {
  const { width, height, data } = plane;
  checkSize(width, height, data.length, 1);
  const bytes = Buffer.allocUnsafe(width * height);
  for (let i = 0; i < bytes.length; i++) {
    const v = data[i];
    bytes[i] = v >= 1 ? 255 : v > 0 ? Math.round(v * 255) : 0;
  }
  // Without 'b-w' sharp would widen the single channel to sRGB and write three identical ones.
  return sharp(bytes, { raw: { width, height, channels: 1 } })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}

/** Reads back a plane written by encodePlanePng, as values in [0, 1]. */
export async function decodePlanePng(png: Uint8Array): Promise<FloatPlane> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(png, { failOn: 'error' })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new CorruptImageError({ cause: error });
  }
  const { data, info } = decoded;
  const plane = new Float32Array(info.width * info.height);
  for (let i = 0; i < plane.length; i++) plane[i] = data[i] / 255;
  return { width: info.width, height: info.height, data: plane };
}

function rawRgb({ width, height, data }: RgbImage): Sharp {
  checkSize(width, height, data.length, 3);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(bytes, { raw: { width, height, channels: 3 } });
}

function checkSize(width: number, height: number, length: number, channels: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`An image needs a positive whole width and height, got ${width}×${height}.`);
  }
  if (length !== width * height * channels) {
    throw new RangeError(
      `A ${width}×${height} image with ${channels} channel(s) needs ${width * height * channels} values, got ${length}.`,
    );
  }
}
