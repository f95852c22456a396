import { describe, expect, it } from 'vitest';
import { labF } from '../../src/colour/cielab';
import { cbrtUnit, labFUnit } from '../../src/colour/unit-curves';

/** x from 0 to 1, dense near 0 where the cube root bends most. */
const samples = Array.from({ length: 400_001 }, (_, i) => (i / 400_000) ** 3);

function worstError(fast: (x: number) => number, exact: (x: number) => number): number {
  return samples.reduce((worst, x) => Math.max(worst, Math.abs(fast(x) - exact(x))), 0);
}

describe('table cube roots', () => {
  it('cbrtUnit is within 1e-7 of Math.cbrt on [0, 1]', () => {
    expect(worstError(cbrtUnit, Math.cbrt)).toBeLessThan(1e-7);
    expect([cbrtUnit(0), cbrtUnit(1)]).toEqual([0, 1]);
  });

  it('labFUnit is within 1e-7 of labF on [0, 1]', () => {
    expect(worstError(labFUnit, labF)).toBeLessThan(1e-7);
  });
});
