import { describe, expect, it } from 'vitest';

import { rankShadesFor, SKIN_DEPTH_SWATCHES, skinOfDepth, withSkinToneChoice } from '../src';

const measured = {
  skinIta: 48,
  skinLightness: 70,
  undertone: 'neutral' as const,
  contrast: 50,
  hairLevel: 2,
  hairLightness: 20,
};

describe("a person's own skin tone ('Not right?')", () => {
  it('six depths, each swatch inside its ITA group, from very light to dark', () => {
    const itas = SKIN_DEPTH_SWATCHES.map((_, index) => skinOfDepth(index + 1).skinIta);
    const groups = [
      [55, 90],
      [41, 55],
      [28, 41],
      [10, 28],
      [-30, 10],
      [-90, -30],
    ];
    itas.forEach((ita, index) => {
      const [low, high] = groups[index] as [number, number];
      expect(ita).toBeGreaterThan(low);
      expect(ita).toBeLessThan(high);
    });
  });

  it('replaces the measured skin, undertone and contrast; keeps the hair', () => {
    const chosen = withSkinToneChoice(measured, { depth: 6, undertone: 'warm' });
    expect(chosen.skinIta).toBeLessThan(-30);
    expect(chosen.undertone).toBe('warm');
    expect(chosen.contrast).toBeCloseTo(Math.abs(chosen.skinLightness - 20), 6);
    expect(chosen.hairLevel).toBe(2);
    expect(rankShadesFor(chosen).reason).toMatch(/^Warm undertone/);
  });

  it('without a choice, the measurement stands', () => {
    expect(withSkinToneChoice(measured, null)).toBe(measured);
  });

  it('refuses a depth outside 1..6', () => {
    expect(() => skinOfDepth(0)).toThrow(RangeError);
    expect(() => skinOfDepth(7)).toThrow(RangeError);
  });
});
