// Synthetic pictures with known answers, for this package's tests and the hair engine's (exported to them as
// `@hairhue/recolour/testing`).
import type { RgbImage } from '../src';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** A photo of two flat colours: `left` for x < edge, `right` from x = edge on. */
export function twoColourImage(width: number, height: number, edge: number, left: Rgb, right: Rgb): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = x < edge ? left : right;
      const j = (y * width + x) * 3;
      data[j] = c.r;
      data[j + 1] = c.g;
      data[j + 2] = c.b;
    }
  }
  return { width, height, data };
}

/** Value at (x, y) of a row-major plane. */
export function at(plane: Float32Array, width: number, x: number, y: number): number {
  return plane[y * width + x];
}
