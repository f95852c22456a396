import { describe, expect, it } from 'vitest';

import type { RgbImage } from '@hairhue/recolour';
import { createAnalysis } from '../../src/analysis';
import { correctHairAnalysis } from '../../src/correction';

/** Dark hair on the left half, light skin on the right, and a mask that finds only the left quarter. */
function halfAndHalf(width: number, height: number) {
  const data = new Uint8Array(width * height * 3);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const hair = x < width / 2;
      data.fill(hair ? 40 : 210, i * 3, i * 3 + 3);
      mask[i] = x < width / 4 ? 255 : 0;
    }
  }
  const image: RgbImage = { width, height, data };
  return { image, mask };
}

/** An 'add' stroke down the middle of the missed hair, between a quarter and half of the width. */
const addMissed = { tool: 'add' as const, radius: 0.125, points: [0.375, 0.1, 0.375, 0.5, 0.375, 0.9] };

describe('correctHairAnalysis', () => {
  it('applies the strokes to the mask and recounts the hair', () => {
    const { image, mask } = halfAndHalf(120, 80);
    const analysis = createAnalysis(120, 80, mask);
    const { analysis: corrected, strokesWithoutHair } = correctHairAnalysis(image, analysis, [addMissed]);
    expect(strokesWithoutHair).toEqual([]);
    expect(analysis.hairFraction).toBeCloseTo(0.25, 2);
    expect(corrected.hairFraction).toBeGreaterThan(0.45);
    expect(corrected.hairFraction).toBeLessThan(0.55);
    expect(corrected.mask[40 * 120 + 45]).toBe(255);
    expect(analysis.mask).toEqual(mask);
  });

  it("keeps a matte a matte: its hair colours where the strokes leave the outline, the photo's where they make it", () => {
    const { image, mask } = halfAndHalf(120, 80);
    // A one-pixel soft outline at x = 10, far from the stroke: a matte with a colour for each of its pixels.
    for (let y = 0; y < 80; y++) mask[y * 120 + 10] = 128;
    const matte = createAnalysis(120, 80, mask, new Uint8Array(80 * 3).fill(50));
    const { analysis: corrected } = correctHairAnalysis(image, matte, [addMissed]);
    expect(corrected.mask[40 * 120 + 45]).toBe(255);
    expect(corrected.mask[40 * 120 + 10]).toBe(128);
    const partial: number[] = [];
    corrected.mask.forEach((value, i) => {
      if (value > 0 && value < 255) partial.push(i);
    });
    expect(corrected.foreground).toHaveLength(partial.length * 3);
    partial.forEach((pixel, k) => {
      const expected = pixel % 120 === 10 ? 50 : image.data[pixel * 3];
      expect(corrected.foreground?.[k * 3], `pixel ${pixel}`).toBe(expected);
    });
  });

  it('returns the analysis itself, a matte included, when there are no strokes', () => {
    const { image, mask } = halfAndHalf(40, 30);
    for (let y = 0; y < 30; y++) mask[y * 40 + 10] = 128;
    const matte = createAnalysis(40, 30, mask, new Uint8Array(30 * 3));
    expect(correctHairAnalysis(image, matte, [])).toEqual({ analysis: matte, strokesWithoutHair: [] });
    expect(correctHairAnalysis(image, matte, []).analysis).toBe(matte);
  });

  it('names the add strokes that found nothing like hair, of a mask and of a matte alike, and changes nothing for them', () => {
    const { image, mask } = halfAndHalf(120, 80);
    // Deep in the light skin, far from any hair: nothing under it looks like this photo's hair.
    const onSkin = { tool: 'add' as const, radius: 0.05, points: [0.85, 0.3, 0.85, 0.7] };
    const probability = createAnalysis(120, 80, mask);
    const plain = correctHairAnalysis(image, probability, [addMissed, onSkin]);
    expect(plain.strokesWithoutHair).toEqual([1]);
    expect(plain.analysis.mask[50 * 120 + 102]).toBe(0);
    for (let y = 0; y < 80; y++) mask[y * 120 + 10] = 128;
    const matte = createAnalysis(120, 80, mask, new Uint8Array(80 * 3).fill(50));
    expect(correctHairAnalysis(image, matte, [onSkin, addMissed]).strokesWithoutHair).toEqual([0]);
  });

  it('refuses an analysis of a photo of another size', () => {
    const { image, mask } = halfAndHalf(40, 30);
    const other = { ...image, width: 30, height: 40 };
    expect(() => correctHairAnalysis(other, createAnalysis(40, 30, mask), [addMissed])).toThrow(RangeError);
  });
});
