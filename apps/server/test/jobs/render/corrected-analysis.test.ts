import { createAnalysis, decodeAnalysis, encodeAnalysis, type RgbImage } from '@hairhue/hair-engine';
import { describe, expect, it } from 'vitest';

import { correctAnalysis, outlineColours } from '../../../src/jobs/render/corrected-analysis';

/** A 4×4 photo whose every pixel has its own colour: (index, 100, 200). */
function photo(): RgbImage {
  const data = new Uint8Array(16 * 3);
  for (let i = 0; i < 16; i++) data.set([i, 100, 200], i * 3);
  return { width: 4, height: 4, data };
}

/** Hair in the top two rows; the second row a matte's outline (partly covered, with its hair colours). */
function matte() {
  const mask = new Uint8Array(16);
  mask.fill(255, 0, 4);
  mask.fill(128, 4, 8);
  const foreground = new Uint8Array(4 * 3);
  for (let k = 0; k < 4; k++) foreground.set([50 + k, 60, 70], k * 3);
  return createAnalysis(4, 4, mask, foreground);
}

describe('correctAnalysis', () => {
  it('applies the strokes to a probability mask and keeps it one (no matte colours appear)', () => {
    const probability = createAnalysis(4, 4, new Uint8Array(16).fill(255, 0, 8));
    // A dab of half a pixel's radius at the centre of pixel (1, 2), and one removing pixel (2, 0).
    const corrected = correctAnalysis(photo(), probability, [
      { tool: 'add', radius: 0.125, points: [0.375, 0.625] },
      { tool: 'remove', radius: 0.125, points: [0.625, 0.125] },
    ]);
    expect(corrected.foreground).toBeUndefined();
    expect(corrected.mask[2 * 4 + 1]).toBe(255);
    expect(corrected.mask[2]).toBe(0);
    expect(corrected.hairFraction).toBe(8 / 16);
    expect(probability.mask[2]).toBe(255);
  });

  it("keeps a matte's outline colours where pixels stay partly covered and drops those the brush settled", () => {
    // Removes pixel (1, 1) of the outline; the others keep their matte colours, in order.
    const corrected = correctAnalysis(photo(), matte(), [
      { tool: 'remove', radius: 0.125, points: [0.375, 0.375] },
    ]);
    expect(Array.from(corrected.mask.subarray(4, 8))).toEqual([128, 0, 128, 128]);
    expect(Array.from(corrected.foreground ?? [])).toEqual([50, 60, 70, 52, 60, 70, 53, 60, 70]);
  });

  it("gives a pixel the brush leaves partly covered the photo's own colour, as an edge-aware brush would", () => {
    const { mask, foreground } = matte();
    const after = new Uint8Array(mask);
    // Pixel 1 of the hair becomes partly covered, outline pixel 5 leaves the outline, pixel 9 joins it.
    after[1] = 200;
    after[5] = 255;
    after[9] = 40;
    const colours = outlineColours(photo(), mask, foreground ?? new Uint8Array(0), after);
    expect(Array.from(colours)).toEqual([
      ...[1, 100, 200], // pixel 1: the photo's
      ...[50, 60, 70], // pixel 4: the matte's
      ...[52, 60, 70], // pixel 6
      ...[53, 60, 70], // pixel 7
      ...[9, 100, 200], // pixel 9: the photo's
    ]);
  });

  it('survives the PNG layout: a corrected matte encodes and decodes with its colours', async () => {
    const corrected = correctAnalysis(photo(), matte(), [
      { tool: 'add', radius: 0.125, points: [0.125, 0.375] },
    ]);
    const decoded = await decodeAnalysis(await encodeAnalysis(corrected));
    expect(decoded.mask).toEqual(corrected.mask);
    expect(decoded.foreground).toEqual(corrected.foreground);
  });

  it('refuses an analysis of another size than the photo', () => {
    const small = createAnalysis(2, 2, new Uint8Array(4));
    expect(() => correctAnalysis(photo(), small, [])).toThrow(RangeError);
  });
});
