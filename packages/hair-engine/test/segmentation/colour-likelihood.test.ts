import { describe, expect, it } from 'vitest';

import { colourLikelihoodLogit, colourLikelihoodPosterior } from '../../src/segmentation/colour-likelihood';

const HAIR = [70, 45, 30];
const BACKGROUND = [120, 170, 230];

/**
 * 100 pixels: 48 of hair colour the network is sure are hair (0.95), 48 of background colour it is sure are
 * not (0.05), then two pixels it cannot decide (0.5) — one of each colour — and two it wrongly leans on.
 */
function scene() {
  const colours: number[][] = [];
  const probability: number[] = [];
  for (let i = 0; i < 48; i++) {
    colours.push(HAIR);
    probability.push(0.95);
  }
  for (let i = 0; i < 48; i++) {
    colours.push(BACKGROUND);
    probability.push(0.05);
  }
  colours.push(HAIR, BACKGROUND, HAIR, BACKGROUND);
  probability.push(0.5, 0.5, 0.4, 0.6);
  return { rgb: Uint8Array.from(colours.flat()), probability: Float32Array.from(probability) };
}

describe('colour likelihood posterior', () => {
  const { rgb, probability } = scene();
  const posterior = colourLikelihoodPosterior(rgb, probability, 0.3);

  it("pushes an undecided pixel of the hair's colour up and one of the background's colour down", () => {
    expect(posterior[96]).toBeGreaterThan(0.7);
    expect(posterior[97]).toBeLessThan(0.3);
  });

  it('moves the log-odds by strength × log(likelihood ratio), with half a count in every bin', () => {
    // Hair bin: 48.5 of 48 + 0.5·4096 hair counts, 0.5 of 48 + 0.5·4096 background counts (the totals match).
    const logit = colourLikelihoodLogit(rgb, probability, 0.3);
    expect(logit[96]).toBeCloseTo(0.3 * Math.log(48.5 / 0.5), 4);
    expect(logit[97]).toBeCloseTo(-0.3 * Math.log(48.5 / 0.5), 4);
  });

  it('lets colour overturn a weak lean the wrong way', () => {
    expect(posterior[98]).toBeGreaterThan(0.5);
    expect(posterior[99]).toBeLessThan(0.5);
  });

  it('barely moves what the network is sure of, and nothing at strength 0', () => {
    expect(posterior[0]).toBeGreaterThan(0.95);
    expect(posterior[50]).toBeLessThan(0.05);
    const unchanged = colourLikelihoodPosterior(rgb, probability, 0);
    for (let i = 0; i < probability.length; i++) expect(unchanged[i]).toBeCloseTo(probability[i], 5);
  });
});
