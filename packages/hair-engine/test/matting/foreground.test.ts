import { describe, expect, it } from 'vitest';

import { estimateForeground, refineForegroundInBand } from '../../src/matting/foreground';
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

describe('refineForegroundInBand', () => {
  it('moves a poor first estimate of the band towards the true colours', () => {
    const scene = syntheticMatte();
    const { width, height, rgb, alpha, foreground, background } = scene;
    const band: number[] = [];
    for (let i = 0; i < alpha.length; i++) if (alpha[i] > 0 && alpha[i] < 1) band.push(i);
    const pixels = Uint32Array.from(band);
    // The first estimate: the mixed colour itself for both, as if nothing were known.
    const estimate = {
      pixels,
      foreground: Float32Array.from(
        { length: band.length * 3 },
        (_, k) => rgb.data[band[(k / 3) | 0] * 3 + (k % 3)] / 255,
      ),
      background: Float32Array.from(
        { length: band.length * 3 },
        (_, k) => rgb.data[band[(k / 3) | 0] * 3 + (k % 3)] / 255,
      ),
    };
    const truthOf = (plane: Float32Array) =>
      Float32Array.from({ length: band.length * 3 }, (_, k) => plane[band[(k / 3) | 0] * 3 + (k % 3)]);
    const showsHair = (k: number) => alpha[band[k]] > 0.1;
    const before = meanColourError(estimate.foreground, truthOf(foreground), showsHair);
    refineForegroundInBand(rgb.data, alpha, width, height, estimate, 40);
    const after = meanColourError(estimate.foreground, truthOf(foreground), showsHair);
    expect(after).toBeLessThan(0.5 * before);
    const showsBackground = (k: number) => alpha[band[k]] < 0.9;
    const mixed = truthOf(scene.image);
    expect(meanColourError(estimate.background, truthOf(background), showsBackground)).toBeLessThan(
      0.5 * meanColourError(mixed, truthOf(background), showsBackground),
    );
  });
});
