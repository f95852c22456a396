import { describe, expect, it } from 'vitest';

import { boxMean } from '../src/box-filter';
import { seededRandom } from './colour/random';

/** Mean of the in-image pixels of the (2r+1)² window around every pixel, the slow obvious way. */
function bruteForceMean(src: Float32Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let v = Math.max(0, y - radius); v <= Math.min(height - 1, y + radius); v++) {
        for (let u = Math.max(0, x - radius); u <= Math.min(width - 1, x + radius); u++) {
          sum += src[v * width + u];
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

function randomPlane(width: number, height: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  return Float32Array.from({ length: width * height }, () => random());
}

describe('boxMean', () => {
  it.each([
    { width: 37, height: 23, radius: 1 },
    { width: 37, height: 23, radius: 4 },
    { width: 16, height: 40, radius: 7 },
    { width: 9, height: 6, radius: 5 },
    { width: 5, height: 5, radius: 20 },
    { width: 1, height: 12, radius: 3 },
    { width: 12, height: 1, radius: 2 },
  ])('matches the brute-force window mean, borders included ($width×$height, r=$radius)', (size) => {
    const { width, height, radius } = size;
    const src = randomPlane(width, height, width * 100 + height + radius);
    const fast = boxMean(src, width, height, radius);
    const slow = bruteForceMean(src, width, height, radius);
    for (let i = 0; i < src.length; i++) expect(fast[i]).toBeCloseTo(slow[i], 5);
  });

  it('averages the corner of a ramp over the clipped window only', () => {
    // 3×3 ramp 0..8, radius 1: the top-left window holds 0, 1, 3, 4.
    const src = Float32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const out = boxMean(src, 3, 3, 1);
    expect(out[0]).toBeCloseTo(2, 6);
    expect(out[4]).toBeCloseTo(4, 6);
    expect(out[8]).toBeCloseTo(6, 6);
  });

  it('keeps a constant plane constant and writes into a given buffer', () => {
    const src = new Float32Array(20 * 10).fill(0.25);
    const out = new Float32Array(src.length);
    expect(boxMean(src, 20, 10, 3, out)).toBe(out);
    for (const v of out) expect(v).toBeCloseTo(0.25, 6);
  });

  it('refuses to filter in place', () => {
    const src = new Float32Array(4);
    expect(() => boxMean(src, 2, 2, 1, src)).toThrow(RangeError);
  });
});
