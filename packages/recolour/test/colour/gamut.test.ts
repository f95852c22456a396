import { describe, expect, it } from 'vitest';
import {
  createOklchGamutTable,
  labToLch,
  labToLinearRgb,
  lchToLab,
  maxChromaInGamut,
  maxLabChromaInGamut,
  oklabToLinearRgb,
  oklchGamutGrid,
  oklchGamutTableOf,
  oklabToOklch,
  oklchToOklab,
  srgbToLab,
  srgbToOklab,
} from '../../src/colour/index';
import { seededRandom } from './random';

/** Within [0, 1] up to the documented tolerance, which absorbs the rounding of the published matrices. */
const insideCube = ({ r, g, b }: { r: number; g: number; b: number }) =>
  Math.min(r, g, b) >= -1e-6 && Math.max(r, g, b) <= 1 + 1e-6;

describe('maxChromaInGamut (OKLCh)', () => {
  it('finds the primaries and secondaries on the gamut boundary (blue is below)', () => {
    for (const rgb of [
      { r: 255, g: 0, b: 0 },
      { r: 0, g: 255, b: 0 },
      { r: 255, g: 255, b: 0 },
      { r: 0, g: 255, b: 255 },
      { r: 255, g: 0, b: 255 },
    ]) {
      const { L, C, h } = oklabToOklch(srgbToOklab(rgb));
      expect(maxChromaInGamut(L, h)).toBeCloseTo(C, 5);
    }
  });

  it('reaches pure blue from above its hue; just below, the spike of sRGB limits chroma to about 0.26', () => {
    // At blue's exact hue the ray runs along the spike's edge, so the answer there is ill-conditioned.
    const blue = oklabToOklch(srgbToOklab({ r: 0, g: 0, b: 255 }));
    expect(maxChromaInGamut(blue.L, blue.h + 1e-3)).toBeCloseTo(0.313, 3);
    expect(maxChromaInGamut(blue.L, blue.h - 1e-3)).toBeCloseTo(0.262, 3);
  });

  it('returns a chroma just inside sRGB: a step further is outside', () => {
    const random = seededRandom(31);
    for (let k = 0; k < 500; k++) {
      const L = 0.02 + 0.96 * random();
      const h = 2 * Math.PI * random();
      const C = maxChromaInGamut(L, h);
      expect(insideCube(oklabToLinearRgb(oklchToOklab({ L, C, h })))).toBe(true);
      expect(insideCube(oklabToLinearRgb(oklchToOklab({ L, C: C + 1e-5, h })))).toBe(false);
    }
  });

  it('is 0 at black, at white and beyond', () => {
    expect([maxChromaInGamut(0, 1), maxChromaInGamut(1, 1), maxChromaInGamut(1.2, 1)]).toEqual([0, 0, 0]);
  });
});

describe('maxLabChromaInGamut (CIELCh)', () => {
  it('finds pure red and blue on the boundary', () => {
    for (const rgb of [
      { r: 255, g: 0, b: 0 },
      { r: 0, g: 0, b: 255 },
    ]) {
      const { L, C, h } = labToLch(srgbToLab(rgb));
      expect(maxLabChromaInGamut(L, h)).toBeCloseTo(C, 3);
    }
  });

  it('returns a chroma inside sRGB', () => {
    const random = seededRandom(32);
    for (let k = 0; k < 200; k++) {
      const L = 2 + 96 * random();
      const h = 2 * Math.PI * random();
      const C = maxLabChromaInGamut(L, h);
      expect(insideCube(labToLinearRgb(lchToLab({ L, C, h })))).toBe(true);
      expect(insideCube(labToLinearRgb(lchToLab({ L, C: C + 1e-4, h })))).toBe(false);
    }
  });
});

describe('createOklchGamutTable', () => {
  const table = createOklchGamutTable();

  it('stays within 0.01 above the exact limit and matches it closely almost everywhere', () => {
    const random = seededRandom(33);
    const errors: number[] = [];
    let worstOver = 0;
    for (let k = 0; k < 5000; k++) {
      const L = random();
      const h = 2 * Math.PI * random() - Math.PI; // negative hues must wrap too
      const error = table.maxChroma(L, h) - maxChromaInGamut(L, h);
      worstOver = Math.max(worstOver, error);
      errors.push(Math.abs(error));
    }
    errors.sort((p, q) => p - q);
    expect(worstOver).toBeLessThan(0.01);
    expect(errors[Math.floor(errors.length * 0.99)]).toBeLessThan(2e-3);
  });

  it('is 0 at black and white', () => {
    expect([table.maxChroma(0, 2), table.maxChroma(1, 2)]).toEqual([0, 0]);
  });
});

describe('a gamut grid handed to another thread', () => {
  const size = { lightnessSteps: 16, hueSteps: 24 };

  it('makes the same table as building it there', () => {
    const built = createOklchGamutTable(size);
    const handed = oklchGamutTableOf(oklchGamutGrid(size).slice(), size);
    const random = seededRandom(7);
    for (let k = 0; k < 200; k++) {
      const L = random();
      const hue = 2 * Math.PI * random();
      expect(handed.maxChroma(L, hue)).toBe(built.maxChroma(L, hue));
    }
  });

  it('is refused at another size', () => {
    expect(() => oklchGamutTableOf(oklchGamutGrid(size), { lightnessSteps: 16, hueSteps: 25 })).toThrow(
      RangeError,
    );
  });
});
