import { describe, expect, it } from 'vitest';

import { resizePlane } from '../src/resample';
import { seededRandom } from './colour/random';

describe('resizePlane (bilinear, pixel-centre aligned)', () => {
  it('returns the same values at the same size', () => {
    const random = seededRandom(7);
    const data = Float32Array.from({ length: 13 * 9 }, () => random());
    const out = resizePlane({ width: 13, height: 9, data }, 13, 9);
    expect(Array.from(out.data)).toEqual(Array.from(data));
  });

  it('upsamples [0, 1] to [0, 0.25, 0.75, 1] (centres at −0.25, 0.25, 0.75, 1.25, clamped)', () => {
    const out = resizePlane({ width: 2, height: 1, data: Float32Array.from([0, 1]) }, 4, 1);
    expect(Array.from(out.data)).toEqual([0, 0.25, 0.75, 1]);
  });

  it('halves a row by averaging pairs (centres fall midway between source pixels)', () => {
    const out = resizePlane({ width: 4, height: 1, data: Float32Array.from([0, 2, 4, 8]) }, 2, 1);
    expect(Array.from(out.data)).toEqual([1, 6]);
  });

  it('interpolates in both directions: 2×2 → 4×4 has the known inner values', () => {
    // Source 0 4 / 8 12. Output (1, 1) sits at source (0.25, 0.25): 0.1875·4 + 0.1875·8 + 0.0625·12 = 3;
    // output (1, 2) at source (0.25, 0.75): 0.0625·4 + 0.5625·8 + 0.1875·12 = 7.
    const out = resizePlane({ width: 2, height: 2, data: Float32Array.from([0, 4, 8, 12]) }, 4, 4);
    expect(out.width).toBe(4);
    expect(out.height).toBe(4);
    expect(out.data[1 * 4 + 1]).toBeCloseTo(3, 6);
    expect(out.data[2 * 4 + 1]).toBeCloseTo(7, 6);
    expect(out.data[0]).toBe(0);
    expect(out.data[15]).toBe(12);
  });
});
