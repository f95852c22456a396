import { describe, expect, it } from 'vitest';

import { estimateForeground } from '../../src/matting/foreground';
import { meanColourError, syntheticMatte } from './synthetic-matte';

describe('estimateForeground', () => {
  const scene = syntheticMatte();
  const { width, height, image, alpha, foreground, background } = scene;
  const estimate = estimateForeground(image, alpha, width, height);
  const hairShows = (i: number) => alpha[i] > 0.1 && alpha[i] < 1;
  const backgroundShows = (i: number) => alpha[i] < 0.9 && alpha[i] > 0;

  it('recovers the hair’s own colour where hair shows, not the mixed colour', () => {
    const error = meanColourError(estimate.foreground, foreground, hairShows);
    expect(error).toBeLessThan(0.03);
    expect(meanColourError(image, foreground, hairShows)).toBeGreaterThan(5 * error);
  });

  it('recovers the background behind the strands', () => {
    const error = meanColourError(estimate.background, background, backgroundShows);
    expect(error).toBeLessThan(0.03);
    expect(meanColourError(image, background, backgroundShows)).toBeGreaterThan(5 * error);
  });

  it('composites back to the photo', () => {
    const recomposed = new Float32Array(image.length);
    for (let i = 0; i < alpha.length; i++) {
      for (let c = 0; c < 3; c++) {
        const o = i * 3 + c;
        recomposed[o] = alpha[i] * estimate.foreground[o] + (1 - alpha[i]) * estimate.background[o];
      }
    }
    expect(meanColourError(recomposed, image, () => true)).toBeLessThan(0.01);
  });
});
