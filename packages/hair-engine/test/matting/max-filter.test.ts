import { describe, expect, it } from 'vitest';

import { maxFilter } from '../../src/matting/max-filter';

/** The window's maximum by looking at every value in it (and 0, the filter's floor). */
function bruteMax(plane: Float32Array, width: number, height: number, r: number): Float32Array {
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let best = 0;
      for (let v = Math.max(0, y - r); v <= Math.min(height - 1, y + r); v++) {
        for (let u = Math.max(0, x - r); u <= Math.min(width - 1, x + r); u++) {
          best = Math.max(best, plane[v * width + u]);
        }
      }
      out[y * width + x] = best;
    }
  }
  return out;
}

/** A repeatable pseudo-random plane in 0..1 (a linear congruential sequence). */
function noisePlane(length: number, seed: number): Float32Array {
  let state = seed;
  return Float32Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  });
}

describe('maxFilter', () => {
  it.each([
    [17, 11, 1],
    [17, 11, 3],
    [9, 23, 4],
    [5, 4, 7],
    [31, 1, 2],
  ])('takes the largest value of each window on a %i×%i plane, radius %i', (width, height, r) => {
    const plane = noisePlane(width * height, width * 100 + height * 10 + r);
    expect(Array.from(maxFilter(plane, width, height, r))).toEqual(
      Array.from(bruteMax(plane, width, height, r)),
    );
  });

  it('grows a single cell into a square of side 2r + 1, clipped at the edges', () => {
    const plane = new Float32Array(8 * 6);
    plane[1 * 8 + 6] = 0.5;
    const grown = maxFilter(plane, 8, 6, 2);
    for (let y = 0; y < 6; y++) {
      for (let x = 0; x < 8; x++) {
        const inside = Math.abs(x - 6) <= 2 && Math.abs(y - 1) <= 2;
        expect(grown[y * 8 + x]).toBe(inside ? 0.5 : 0);
      }
    }
  });
});
