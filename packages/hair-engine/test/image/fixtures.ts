import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/*
 * Every image a test needs is made here, in memory, with sharp: no binary fixtures in the repository.
 */

/** A flat-coloured image of any size (cheap even at 4000 × 3000). */
export function solid(width: number, height: number, background = '#a0522d'): Sharp {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A noisy image (compresses like a photo, so cutting the file really cuts pixel data). */
export function noisy(width: number, height: number): Sharp {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

export const RED = [255, 0, 0];
export const GREEN = [0, 255, 0];
export const BLUE = [0, 0, 255];
export const WHITE = [255, 255, 255];

/** width × height split in four: red top-left, green top-right, blue bottom-left, white bottom-right. */
export function quadrants(width: number, height: number): Sharp {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = y < height / 2 ? (x < width / 2 ? RED : GREEN) : x < width / 2 ? BLUE : WHITE;
      data.set(colour, (y * width + x) * 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** The RGB of pixel (x, y) of an interleaved 3-channel image. */
export function pixelAt(image: { width: number; data: Uint8Array }, x: number, y: number): number[] {
  const i = (y * image.width + x) * 3;
  return [...image.data.subarray(i, i + 3)];
}

/**
 * Rewrites a PNG's IHDR to claim another size, with a correct CRC, so that decoders believe the header: the
 * classic decompression-bomb shape (a tiny file announcing a huge image).
 */
export function withClaimedSize(png: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(png);
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4) at 12, data (13) at 16, CRC (4) at 29.
  if (patched.toString('latin1', 12, 16) !== 'IHDR') throw new Error('Not a PNG with IHDR first');
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}
