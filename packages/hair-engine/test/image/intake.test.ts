import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HairEngineError } from '../../src/errors';
import {
  CorruptImageError,
  EmptyImageError,
  FileTooLargeError,
  ImageTooLargeError,
  TruncatedImageError,
  UnsupportedImageError,
  decodePhoto,
  normalisePhoto,
} from '../../src/image/index';
import { BLUE, GREEN, RED, WHITE, noisy, pixelAt, quadrants, solid, withClaimedSize } from './fixtures';

/** The error a promise rejects with (fails the test when it resolves). */
async function rejection(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected a rejection');
}

/** Channels equal within JPEG's tolerance. */
function expectColour(actual: number[], expected: number[], tolerance = 8) {
  actual.forEach((value, i) => expect(Math.abs(value - (expected[i] ?? 0))).toBeLessThanOrEqual(tolerance));
}

describe('decodePhoto', () => {
  it('decodes a JPEG to an upright sRGB RgbImage with its format and size', async () => {
    const jpeg = await quadrants(64, 48).jpeg({ quality: 95 }).toBuffer();
    const { image, format, originalWidth, originalHeight } = await decodePhoto(jpeg);
    expect([format, originalWidth, originalHeight, image.width, image.height]).toEqual([
      'jpeg',
      64,
      48,
      64,
      48,
    ]);
    expect(image.data).toBeInstanceOf(Uint8Array);
    expect(image.data.length).toBe(64 * 48 * 3);
    expectColour(pixelAt(image, 5, 5), RED);
    expectColour(pixelAt(image, 60, 44), WHITE);
  });

  it('turns an EXIF-rotated JPEG (orientation 6) upright, swapping width and height', async () => {
    // Stored 300 × 200 with red top-left; orientation 6 means "rotate 90° clockwise to display".
    const jpeg = await quadrants(300, 200).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { image, originalWidth, originalHeight } = await decodePhoto(jpeg);
    expect([image.width, image.height, originalWidth, originalHeight]).toEqual([200, 300, 200, 300]);
    // Rotating clockwise carries the top-left corner to the top-right and the bottom-left to the top-left.
    expectColour(pixelAt(image, 190, 10), RED);
    expectColour(pixelAt(image, 10, 10), BLUE);
    expectColour(pixelAt(image, 190, 290), GREEN);
    expectColour(pixelAt(image, 10, 290), WHITE);
  });

  it('shrinks a 4000 × 3000 photo to 2048 × 1536 and never enlarges a small one', async () => {
    const large = await decodePhoto(await solid(4000, 3000).jpeg().toBuffer());
    expect([large.image.width, large.image.height, large.originalWidth, large.originalHeight]).toEqual([
      2048, 1536, 4000, 3000,
    ]);
    const small = await decodePhoto(await solid(640, 480).png().toBuffer());
    expect([small.image.width, small.image.height]).toEqual([640, 480]);
    const custom = await decodePhoto(await solid(600, 900).png().toBuffer(), { maxLongSide: 300 });
    expect([custom.image.width, custom.image.height]).toEqual([200, 300]);
  });

  it('flattens PNG transparency onto white', async () => {
    const rgba = Buffer.alloc(30 * 10 * 4);
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 30; x++) {
        // Transparent red, then half-transparent black, then opaque blue.
        const pixel = x < 10 ? [255, 0, 0, 0] : x < 20 ? [0, 0, 0, 128] : [0, 0, 255, 255];
        rgba.set(pixel, (y * 30 + x) * 4);
      }
    }
    const png = await sharp(rgba, { raw: { width: 30, height: 10, channels: 4 } })
      .png()
      .toBuffer();
    const { image } = await decodePhoto(png);
    expect(image.data.length).toBe(30 * 10 * 3);
    expect(pixelAt(image, 5, 5)).toEqual(WHITE);
    expectColour(pixelAt(image, 15, 5), [127, 127, 127], 1);
    expect(pixelAt(image, 25, 5)).toEqual(BLUE);
  });

  it('gives three 8-bit channels for greyscale, 16-bit and CMYK input', async () => {
    const grey = await decodePhoto(await solid(20, 10, '#777777').greyscale().png().toBuffer());
    expect(pixelAt(grey.image, 3, 3)).toEqual([119, 119, 119]);
    const deep = await decodePhoto(await solid(20, 10, '#a0522d').toColourspace('rgb16').png().toBuffer());
    expect(pixelAt(deep.image, 3, 3)).toEqual([160, 82, 45]);
    const cmyk = await decodePhoto(await solid(20, 10, '#a0522d').toColourspace('cmyk').jpeg().toBuffer());
    // Through the generic CMYK profile and back, blue drifts by about 28 levels; the point is RGB out.
    expectColour(pixelAt(cmyk.image, 3, 3), [160, 82, 45], 32);
  });

  it('converts a photo with a Display P3 profile into sRGB instead of reinterpreting its numbers', async () => {
    const p3 = await solid(20, 10, '#3c8c50').withIccProfile('p3').png().toBuffer();
    const stored = await sharp(p3).raw().toBuffer();
    expect([...stored.subarray(0, 3)]).not.toEqual([0x3c, 0x8c, 0x50]); // the file holds P3 numbers
    const { image } = await decodePhoto(p3);
    expectColour(pixelAt(image, 3, 3), [0x3c, 0x8c, 0x50], 2);
  });

  it.each([
    [
      'a 16-bit PNG',
      () => solid(20, 10, '#3c8c50').toColourspace('rgb16').withIccProfile('p3').png().toBuffer(),
    ],
    ['a 10-bit AVIF', () => solid(20, 10, '#3c8c50').withIccProfile('p3').avif({ bitdepth: 10 }).toBuffer()],
  ])(
    'converts %s with a Display P3 profile into sRGB too (sharp alone would leave P3 values)',
    async (_, make) => {
      const { image } = await decodePhoto(await make());
      expectColour(pixelAt(image, 3, 3), [0x3c, 0x8c, 0x50], 3);
      const { jpeg } = await normalisePhoto(await make());
      expect((await sharp(jpeg).metadata()).icc).toBeUndefined();
      expectColour([...(await sharp(jpeg).raw().toBuffer()).subarray(0, 3)], [0x3c, 0x8c, 0x50], 3);
    },
  );

  it('leaves a 16-bit PNG without a profile as it is', async () => {
    const { image } = await decodePhoto(
      await solid(20, 10, '#3c8c50').toColourspace('rgb16').png().toBuffer(),
    );
    expect(pixelAt(image, 3, 3)).toEqual([0x3c, 0x8c, 0x50]);
  });

  it.each([
    ['png', () => quadrants(40, 30).png().toBuffer()],
    ['webp', () => quadrants(40, 30).webp({ lossless: true }).toBuffer()],
    ['avif', () => quadrants(40, 30).avif({ lossless: true }).toBuffer()],
    ['tiff', () => quadrants(40, 30).tiff().toBuffer()],
    ['gif', () => quadrants(40, 30).gif().toBuffer()],
  ])('accepts %s', async (format, make) => {
    const decoded = await decodePhoto(await make());
    expect([decoded.format, decoded.image.width, decoded.image.height]).toEqual([format, 40, 30]);
    expectColour(pixelAt(decoded.image, 5, 5), RED, 12);
  });

  it('takes the first frame of an animated GIF', async () => {
    const frames = Buffer.concat([Buffer.alloc(20 * 10 * 3, 0), Buffer.alloc(20 * 10 * 3, 255)]);
    for (let i = 0; i < 20 * 10 * 3; i += 3) frames[i] = 255; // frame 1 red, frame 2 white
    const gif = await sharp(frames, { raw: { width: 20, height: 20, channels: 3, pageHeight: 10 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const { image } = await decodePhoto(gif);
    expect([image.width, image.height]).toEqual([20, 10]);
    expect(pixelAt(image, 3, 3)).toEqual(RED);
  });
});

describe('normalisePhoto', () => {
  it('strips EXIF with GPS, XMP and ICC, keeping the photo upright', async () => {
    const input = await quadrants(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSMapDatum: 'WGS-84' },
      })
      .withMetadata({ orientation: 6 })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withIccProfile('p3')
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('WGS-84')).toBe(true);
    expect(before.exif?.includes('PhoneMaker')).toBe(true);
    expect(before.orientation).toBe(6);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const { jpeg, width, height } = await normalisePhoto(input);
    const after = await sharp(jpeg).metadata();
    expect([after.format, width, height, after.width, after.height]).toEqual(['jpeg', 200, 300, 200, 300]);
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(jpeg.includes('Exif\0\0')).toBe(false);
    expect(jpeg.includes('WGS-84')).toBe(false);
    expect(jpeg.includes('PhoneMaker')).toBe(false);
  });

  it('normalises a 4000 × 3000 photo to a 2048 × 1536 JPEG with full-resolution colour (4:4:4)', async () => {
    const result = await normalisePhoto(await solid(4000, 3000).png().toBuffer());
    expect([result.width, result.height, result.originalWidth, result.originalHeight, result.format]).toEqual(
      [2048, 1536, 4000, 3000, 'png'],
    );
    const metadata = await sharp(result.jpeg).metadata();
    expect([metadata.width, metadata.height, metadata.chromaSubsampling]).toEqual([2048, 1536, '4:4:4']);
  });

  it('never enlarges, and honours its quality option', async () => {
    const input = await noisy(300, 200).png().toBuffer();
    const high = await normalisePhoto(input);
    const low = await normalisePhoto(input, { quality: 40 });
    expect([high.width, high.height]).toEqual([300, 200]);
    expect(low.jpeg.length).toBeLessThan(high.jpeg.length);
    await expect(normalisePhoto(input, { quality: 0 })).rejects.toThrow(RangeError);
  });
});

describe('refusals', () => {
  const both = [
    ['decodePhoto', decodePhoto],
    ['normalisePhoto', normalisePhoto],
  ] as const;

  it.each(both)('%s refuses an empty file with EMPTY_IMAGE', async (_, intake) => {
    const error = await rejection(intake(new Uint8Array(0)));
    expect(error).toBeInstanceOf(EmptyImageError);
    expect(error).toBeInstanceOf(HairEngineError);
    expect(error).toMatchObject({ code: 'EMPTY_IMAGE', message: 'The file is empty.' });
  });

  it.each(both)('%s refuses text saved as photo.jpg with UNSUPPORTED_IMAGE', async (_, intake) => {
    const error = await rejection(intake(Buffer.from('Dear diary, today I dyed my hair.\n'.repeat(20))));
    expect(error).toBeInstanceOf(UnsupportedImageError);
    expect(error).toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(error.message).toMatch(/not an image.*JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF/);
    // sharp's words travel as the cause, not as the message.
    expect(error.cause).toBeInstanceOf(Error);
    expect(error.message).not.toContain((error.cause as Error).message);
  });

  it('refuses SVG and PDF, which sharp could otherwise render', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const error = await rejection(decodePhoto(svg));
    expect(error).toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(error.message).toMatch(/^SVG images are not accepted/);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    await expect(decodePhoto(pdf)).rejects.toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
  });

  it.each(both)('%s refuses a JPEG cut in half with TRUNCATED_IMAGE', async (_, intake) => {
    const jpeg = await noisy(400, 300).jpeg().toBuffer();
    const error = await rejection(intake(jpeg.subarray(0, jpeg.length / 2)));
    expect(error).toBeInstanceOf(TruncatedImageError);
    expect(error).toMatchObject({ code: 'TRUNCATED_IMAGE' });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it.each([
    ['PNG', () => noisy(200, 150).png().toBuffer()],
    ['WebP', () => noisy(200, 150).webp().toBuffer()],
    ['GIF', () => noisy(200, 150).gif().toBuffer()],
    ['TIFF', () => noisy(200, 150).tiff().toBuffer()],
    ['AVIF', () => noisy(200, 150).avif().toBuffer()],
  ])('refuses a %s cut short with TRUNCATED_IMAGE', async (_, make) => {
    const bytes = await make();
    for (const fraction of [0.1, 0.5, 0.9]) {
      const error = await rejection(decodePhoto(bytes.subarray(0, Math.floor(bytes.length * fraction))));
      expect(error).toMatchObject({ code: 'TRUNCATED_IMAGE' });
    }
  });

  it('refuses a complete PNG with damaged pixel data with CORRUPT_IMAGE', async () => {
    const png = Buffer.from(await noisy(100, 100).png().toBuffer());
    png[png.indexOf('IDAT') + 60] ^= 0xff;
    const error = await rejection(decodePhoto(png));
    expect(error).toBeInstanceOf(CorruptImageError);
    expect(error).toMatchObject({
      code: 'CORRUPT_IMAGE',
      message: 'The image file is damaged and cannot be read.',
    });
  });

  it('lets through JPEG damage that libjpeg only warns about, as browsers do', async () => {
    const jpeg = Buffer.from(await noisy(200, 150).jpeg().toBuffer());
    const middle = Math.floor(jpeg.length / 2);
    jpeg.fill(0x00, middle, middle + 64);
    await expect(decodePhoto(jpeg)).resolves.toMatchObject({ format: 'jpeg' });
  });

  it('refuses a PNG whose header claims 20000 × 20000 before decoding any pixel', async () => {
    const bomb = withClaimedSize(await noisy(16, 16).png().toBuffer(), 20_000, 20_000);
    expect(bomb.length).toBeLessThan(2000);
    const claimed = await sharp(bomb, { limitInputPixels: false }).metadata();
    expect([claimed.width, claimed.height]).toEqual([20_000, 20_000]);

    const started = performance.now();
    const error = await rejection(decodePhoto(bomb));
    const elapsed = performance.now() - started;
    // Decoding would have failed differently (the file holds 16 × 16 pixels of data); this is the header check.
    expect(error).toBeInstanceOf(ImageTooLargeError);
    expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', width: 20_000, height: 20_000 });
    expect(error.message).toBe(
      'The image is 20000 × 20000 pixels (400 MP); images up to 64 MP are accepted.',
    );
    expect(elapsed).toBeLessThan(500);
    await expect(normalisePhoto(bomb)).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it('applies a custom pixel limit', async () => {
    const png = await solid(1000, 1000).png().toBuffer();
    await expect(decodePhoto(png, { maxInputPixels: 500_000 })).rejects.toMatchObject({
      code: 'IMAGE_TOO_LARGE',
    });
    await expect(decodePhoto(png, { maxInputPixels: 1_000_000 })).resolves.toMatchObject({ format: 'png' });
  });

  it.each(both)('%s refuses more bytes than maxBytes with FILE_TOO_LARGE', async (_, intake) => {
    const jpeg = await noisy(200, 150).jpeg().toBuffer();
    const error = await rejection(intake(jpeg, { maxBytes: 1000 }));
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect(error).toMatchObject({ code: 'FILE_TOO_LARGE', byteLength: jpeg.length, maxBytes: 1000 });
    await expect(intake(jpeg, { maxBytes: jpeg.length })).resolves.toBeDefined();
  });

  it('rejects nonsensical options as a programming error', async () => {
    const png = await solid(10, 10).png().toBuffer();
    await expect(decodePhoto(png, { maxLongSide: 0 })).rejects.toThrow(RangeError);
    await expect(decodePhoto(png, { maxInputPixels: 1.5 })).rejects.toThrow(RangeError);
  });
});
