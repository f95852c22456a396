import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CorruptImageError,
  decodePhoto,
  decodePlanePng,
  encodeJpeg,
  encodePlanePng,
  encodePng,
  exifImageDescription,
  readImageDescription,
  type RgbImage,
} from '../../src/image/index';

function gradient(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0, j = 0; y < height; y++) {
    for (let x = 0; x < width; x++, j += 3)
      data.set([(x * 255) / (width - 1), (y * 255) / (height - 1), 128], j);
  }
  return { width, height, data };
}

describe('encodeJpeg', () => {
  it('writes a metadata-free 4:4:4 JPEG that decodes back close to the image', async () => {
    const image = gradient(64, 32);
    const jpeg = await encodeJpeg(image);
    const metadata = await sharp(jpeg).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.chromaSubsampling]).toEqual([
      'jpeg',
      64,
      32,
      '4:4:4',
    ]);
    expect(metadata.exif).toBeUndefined();
    const back = (await decodePhoto(jpeg)).image;
    let worst = 0;
    for (let i = 0; i < image.data.length; i++)
      worst = Math.max(worst, Math.abs((back.data[i] ?? 0) - (image.data[i] ?? 0)));
    expect(worst).toBeLessThanOrEqual(6);
  });

  it('writes a description as EXIF IFD0 ImageDescription, and the same pixels as without it', async () => {
    const image = gradient(64, 32);
    const description = 'Hairhue: Copper, intensity 80%, shine 60%';
    const described = await encodeJpeg(image, 90, description);
    expect(await readImageDescription(described)).toBe(description);
    const plain = await encodeJpeg(image, 90);
    expect(await readImageDescription(plain)).toBeUndefined();
    const [a, b] = await Promise.all([decodePhoto(described), decodePhoto(plain)]);
    expect(a.image.data).toEqual(b.image.data);
  });

  it('makes smaller files at lower quality', async () => {
    const image = gradient(128, 128);
    expect((await encodeJpeg(image, 50)).length).toBeLessThan((await encodeJpeg(image, 95)).length);
  });

  it('accepts a view into a larger buffer', async () => {
    const image = gradient(16, 8);
    const padded = new Uint8Array(image.data.length + 10);
    padded.set(image.data, 10);
    const png = await encodePng({ width: 16, height: 8, data: padded.subarray(10) });
    expect((await decodePhoto(png)).image.data).toEqual(image.data);
  });

  it('refuses an image whose data does not match its size', async () => {
    await expect(encodeJpeg({ width: 10, height: 10, data: new Uint8Array(299) })).rejects.toThrow(
      RangeError,
    );
    await expect(encodeJpeg(gradient(4, 4), 101)).rejects.toThrow(RangeError);
  });
});

describe('encodePng', () => {
  it('is lossless', async () => {
    const image = gradient(40, 30);
    const png = await encodePng(image);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect((await decodePhoto(png)).image.data).toEqual(image.data);
  });
});

describe('encodePlanePng / decodePlanePng', () => {
  it('stores a [0, 1] plane as 8-bit greyscale and reads it back within half a level', async () => {
    const width = 50;
    const height = 20;
    const data = new Float32Array(width * height);
    for (let i = 0; i < data.length; i++) data[i] = (i % 97) / 96;
    const png = await encodePlanePng({ width, height, data });
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.channels, metadata.width, metadata.height]).toEqual([
      'png',
      1,
      width,
      height,
    ]);
    const back = await decodePlanePng(png);
    expect([back.width, back.height]).toEqual([width, height]);
    for (let i = 0; i < data.length; i++)
      expect(Math.abs((back.data[i] ?? 0) - (data[i] ?? 0))).toBeLessThanOrEqual(0.5 / 255 + 1e-7);
  });

  it('clips values outside [0, 1] and treats NaN as 0', async () => {
    const plane = { width: 4, height: 1, data: Float32Array.of(-0.5, Number.NaN, 1.5, 0.5) };
    const back = await decodePlanePng(await encodePlanePng(plane));
    expect([...back.data]).toEqual([0, 0, 1, 128 / 255].map(Math.fround));
  });

  it('reports a damaged file as CORRUPT_IMAGE', async () => {
    await expect(decodePlanePng(Buffer.from('not a png'))).rejects.toBeInstanceOf(CorruptImageError);
  });
});

describe('exifImageDescription', () => {
  /** A TIFF block with one IFD0 entry, in either byte order, as a camera or another encoder would write it. */
  function tiffWithDescription(text: string, little: boolean): Uint8Array {
    const value = new TextEncoder().encode(`${text}\0`);
    const bytes = new Uint8Array(8 + 2 + 12 + 4 + value.length);
    const view = new DataView(bytes.buffer);
    view.setUint16(0, little ? 0x4949 : 0x4d4d);
    view.setUint16(2, 42, little);
    view.setUint32(4, 8, little);
    view.setUint16(8, 1, little);
    view.setUint16(10, 0x010e, little);
    view.setUint16(12, 2, little);
    view.setUint32(14, value.length, little);
    view.setUint32(18, 26, little);
    bytes.set(value, 26);
    return bytes;
  }

  it('reads the description in little- and big-endian blocks, with or without the Exif header', () => {
    expect(exifImageDescription(tiffWithDescription('Hairhue: Teal', true))).toBe('Hairhue: Teal');
    expect(exifImageDescription(tiffWithDescription('Hairhue: Teal', false))).toBe('Hairhue: Teal');
    const withHeader = new Uint8Array([
      ...new TextEncoder().encode('Exif\0\0'),
      ...tiffWithDescription('x y z', true),
    ]);
    expect(exifImageDescription(withHeader)).toBe('x y z');
  });

  it('reads a description of up to 4 bytes from the entry itself', () => {
    const bytes = tiffWithDescription('abc', true);
    const view = new DataView(bytes.buffer);
    view.setUint32(14, 4, true);
    bytes.set(new TextEncoder().encode('abc\0'), 18);
    expect(exifImageDescription(bytes)).toBe('abc');
  });

  it('says nothing for a block without one, a damaged block or something that is not TIFF', () => {
    const other = tiffWithDescription('not this', true);
    new DataView(other.buffer).setUint16(10, 0x010f, true);
    expect(exifImageDescription(other)).toBeUndefined();
    expect(exifImageDescription(tiffWithDescription('cut short', true).subarray(0, 24))).toBeUndefined();
    expect(exifImageDescription(new TextEncoder().encode('not exif at all'))).toBeUndefined();
    expect(exifImageDescription(new Uint8Array(0))).toBeUndefined();
  });
});
