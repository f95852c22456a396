import { describe, expect, it } from 'vitest';
import { fromHalfFloat, toHalfFloat } from '@/lib/hair-gl/half-float';

describe('half floats', () => {
  it.each([
    [0, 0x0000],
    [1, 0x3c00],
    [0.5, 0x3800],
    [-2, 0xc000],
    [65504, 0x7bff],
    [1e6, 0x7c00],
    [2 ** -24, 0x0001],
  ])('encodes %d as its IEEE bits', (value, bits) => {
    expect(toHalfFloat(value)).toBe(bits);
  });

  it('keeps every value in 0..1 within half a unit in the last place', () => {
    for (let k = 0; k <= 10_000; k++) {
      const value = k / 10_000;
      const back = fromHalfFloat(toHalfFloat(value));
      const ulp = value === 0 ? 2 ** -24 : 2 ** (Math.floor(Math.log2(value)) - 10);
      expect(Math.abs(back - value)).toBeLessThanOrEqual(ulp / 2 + 1e-12);
    }
  });
});
