import { describe, expect, it } from 'vitest';

import { computeMatte } from '../../src/matting/matte';
import { syntheticMatte } from './synthetic-matte';

describe('computeMatte', async () => {
  // Larger than the working copy, so the solve runs reduced and the guided filter brings it back.
  const scene = syntheticMatte(640, 480, 320, 12);
  const { width, height, alpha: truth, naive, rgb, foreground } = scene;
  const matte = await computeMatte(rgb, { width, height, data: naive });
  const soft = (i: number) => truth[i] > 0 && truth[i] < 1;

  it('gives an alpha closer to the strands than the network’s soft outline', () => {
    let naiveError = 0;
    let matteError = 0;
    for (let i = 0; i < truth.length; i++) {
      if (!soft(i)) continue;
      naiveError += Math.abs(naive[i] - truth[i]);
      matteError += Math.abs(matte.alpha[i] / 255 - truth[i]);
    }
    expect(matteError).toBeLessThan(0.35 * naiveError);
  });

  it('lists exactly the partly covered pixels as the band, in row order', () => {
    const expected: number[] = [];
    for (let i = 0; i < matte.alpha.length; i++)
      if (matte.alpha[i] > 0 && matte.alpha[i] < 255) expected.push(i);
    expect(Array.from(matte.band.indices)).toEqual(expected);
    expect(matte.band.foreground.length).toBe(expected.length * 3);
  });

  it('stores the hair’s own colour in the band, not the mixed colour', () => {
    const { indices } = matte.band;
    let estimated = 0;
    let mixed = 0;
    let count = 0;
    for (let k = 0; k < indices.length; k++) {
      const i = indices[k];
      if (truth[i] < 0.3) continue;
      count++;
      for (let c = 0; c < 3; c++) {
        estimated += Math.abs(matte.band.foreground[k * 3 + c] / 255 - foreground[i * 3 + c]);
        mixed += Math.abs(rgb.data[i * 3 + c] / 255 - foreground[i * 3 + c]);
      }
    }
    expect(count).toBeGreaterThan(1000);
    expect(estimated).toBeLessThan(0.3 * mixed);
  });
});
