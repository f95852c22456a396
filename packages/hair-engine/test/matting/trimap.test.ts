import { describe, expect, it } from 'vitest';

import {
  TRIMAP_BACKGROUND,
  TRIMAP_FOREGROUND,
  TRIMAP_UNKNOWN,
  bandRadius,
  buildTrimap,
} from '../../src/matting/trimap';
import { syntheticMatte } from './synthetic-matte';

describe('buildTrimap', () => {
  const scene = syntheticMatte();
  const { width, height, alpha, naive } = scene;
  const trimap = buildTrimap(naive, width, height, 4);

  it('puts every partly covered pixel of the strands in the unknown band', () => {
    for (let i = 0; i < alpha.length; i++) {
      if (alpha[i] > 0 && alpha[i] < 1) expect(trimap[i]).toBe(TRIMAP_UNKNOWN);
    }
  });

  it('marks only true hair as sure hair and only true background as sure background', () => {
    let sureHair = 0;
    let sureBackground = 0;
    for (let i = 0; i < alpha.length; i++) {
      if (trimap[i] === TRIMAP_FOREGROUND) {
        expect(alpha[i]).toBe(1);
        sureHair++;
      }
      if (trimap[i] === TRIMAP_BACKGROUND) {
        expect(alpha[i]).toBe(0);
        sureBackground++;
      }
    }
    // Most of each side stays sure: the band is the outline, not the photo.
    expect(sureHair).toBeGreaterThan(width * height * 0.3);
    expect(sureBackground).toBeGreaterThan(width * height * 0.3);
  });

  it('makes the band as wide as the radius on both sides of a hard outline', () => {
    const hard = Float32Array.from({ length: 40 * 10 }, (_, i) => (i % 40 < 20 ? 1 : 0));
    const row = Array.from(buildTrimap(hard, 40, 10, 3).subarray(40 * 5, 40 * 6));
    const unknownColumns = row.flatMap((t, x) => (t === TRIMAP_UNKNOWN ? [x] : []));
    // Hair is columns 0–19: hair within 3 px of background, and background within 3 px of hair.
    expect(unknownColumns).toEqual([17, 18, 19, 20, 21, 22]);
  });

  it('scales the band with the photo, never below a few pixels', () => {
    expect(bandRadius(2048, 1536)).toBeGreaterThan(bandRadius(1024, 768));
    expect(bandRadius(2048, 1536)).toBe(Math.round(0.008 * 1536));
    expect(bandRadius(120, 90)).toBe(3);
  });
});
