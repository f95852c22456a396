import { describe, expect, it } from 'vitest';

import { solveAlpha } from '../../src/matting/alpha';
import { TRIMAP_UNKNOWN, buildTrimap } from '../../src/matting/trimap';
import { guideFromRgb } from '@hairhue/recolour';
import { sad, syntheticMatte } from './synthetic-matte';

describe('solveAlpha', () => {
  const scene = syntheticMatte();
  const { width, height, alpha: truth, naive, rgb } = scene;
  const trimap = buildTrimap(naive, width, height, 4);
  const inBand = (i: number) => trimap[i] === TRIMAP_UNKNOWN;
  const solved = solveAlpha(guideFromRgb(rgb), trimap, naive);

  it('follows the strands: its error in the band is a fraction of the naive mask’s', () => {
    const naiveError = sad(naive, truth, inBand);
    const matteError = sad(solved, truth, inBand);
    expect(matteError).toBeLessThan(0.25 * naiveError);
    let count = 0;
    let squared = 0;
    for (let i = 0; i < truth.length; i++) {
      if (!inBand(i)) continue;
      count++;
      squared += (solved[i] - truth[i]) ** 2;
    }
    expect(squared / count).toBeLessThan(0.002);
  });

  it('keeps the sure pixels at exactly 0 and 1, and the band within [0, 1]', () => {
    for (let i = 0; i < solved.length; i++) {
      if (!inBand(i)) expect(solved[i]).toBe(trimap[i] === 255 ? 1 : 0);
      else expect(solved[i] >= 0 && solved[i] <= 1).toBe(true);
    }
  });

  it('tells a strand row from a gap row at the same distance from the outline', () => {
    // Rows 1 (strand, sin > 0) and 4 (gap, sin < 0), column 50: the truth differs by far more than 0.1.
    const strand = 1 * width + 50;
    const gap = 4 * width + 50;
    expect(truth[strand] - truth[gap]).toBeGreaterThan(0.2);
    expect(solved[strand] - solved[gap]).toBeGreaterThan(0.8 * (truth[strand] - truth[gap]));
  });
});
