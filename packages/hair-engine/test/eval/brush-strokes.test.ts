import { BRUSH_RADIUS } from '@hairhue/contracts';
import { mulberry32 } from '@hairhue/recolour';
import { describe, expect, it } from 'vitest';

import { brushFor, JITTER, strokeThrough } from '../../scripts/brush/simulated-strokes';
import { wrongRegions } from '../../scripts/brush/wrong-regions';

const WIDTH = 400;
const HEIGHT = 300;

/**
 * True hair: a disc. The automatic mask: the same disc grown by a 24 px band on its upper half (false hair
 * hugging the outline), and missing a 40 × 40 square inside it (missed hair).
 */
function scene() {
  const truth = new Uint8Array(WIDTH * HEIGHT);
  const hair = new Uint8Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const r = Math.hypot(x + 0.5 - 200, y + 0.5 - 160);
      truth[i] = r <= 100 ? 1 : 0;
      hair[i] = r <= 100 || (r <= 124 && y < 160) ? 1 : 0;
      if (x >= 180 && x < 220 && y >= 160 && y < 200) hair[i] = 0;
    }
  }
  return { truth, hair };
}

describe('wrongRegions', () => {
  it('finds the false band and the missed square, largest first, with their thickness', () => {
    const { truth, hair } = scene();
    const regions = wrongRegions(hair, truth, WIDTH, HEIGHT, 20);
    expect(regions.map((r) => r.kind)).toEqual(['false-hair', 'missed-hair']);
    expect(regions[1].pixels.length).toBe(1600);
    // A 24 px band: a disc of radius ~12; a 40 px square: ~20.
    expect(regions[0].inscribedRadius).toBeGreaterThan(10);
    expect(regions[0].inscribedRadius).toBeLessThan(14);
    expect(regions[1].inscribedRadius).toBeGreaterThan(18);
    expect(regions[1].inscribedRadius).toBeLessThan(22);
  });

  it('leaves out regions under the minimum area', () => {
    const { truth, hair } = scene();
    expect(wrongRegions(hair, truth, WIDTH, HEIGHT, 2000).map((r) => r.kind)).toEqual(['false-hair']);
  });
});

describe('strokeThrough', () => {
  it('picks the largest brush whose radius fits in the region', () => {
    const { truth, hair } = scene();
    const [band, square] = wrongRegions(hair, truth, WIDTH, HEIGHT, 20);
    // Long side 400: radii 4.8, 10 and 20 px.
    expect(brushFor(band, WIDTH)).toBe('medium');
    expect(brushFor(square, WIDTH)).toBe('large');
  });

  it('removes false hair along the band, its points in the band up to the jitter, from end to end', () => {
    const { truth, hair } = scene();
    const [band] = wrongRegions(hair, truth, WIDTH, HEIGHT, 20);
    const stroke = strokeThrough(band, WIDTH, HEIGHT, mulberry32(5));
    expect(stroke.tool).toBe('remove');
    expect(stroke.radius).toBe(BRUSH_RADIUS.medium);
    const radiusPx = stroke.radius * WIDTH;
    const xs: number[] = [];
    const count = stroke.points.length / 2;
    for (let k = 0; k < count; k++) {
      const x = stroke.points[2 * k] * WIDTH;
      const y = stroke.points[2 * k + 1] * HEIGHT;
      xs.push(x);
      // The band's middle is 112 px from the centre; a point strays at most √2 · JITTER · radius from it,
      // plus the slice's own spread (more at the band's square-cut ends, where slices are not cross-sections).
      const spread = k < 2 || k >= count - 2 ? 6 : 2;
      expect(Math.abs(Math.hypot(x - 200, y - 160) - 112)).toBeLessThan(
        Math.SQRT2 * JITTER * radiusPx + spread,
      );
    }
    // From one end of the half ring to the other, points about radius / 2 apart.
    expect(Math.min(...xs)).toBeLessThan(100);
    expect(Math.max(...xs)).toBeGreaterThan(300);
    const length = Math.PI * 112;
    expect(stroke.points.length / 2).toBeGreaterThan((length / (radiusPx / 2)) * 0.7);
  });

  it('adds missed hair with one stroke through the blob', () => {
    const { truth, hair } = scene();
    const [, square] = wrongRegions(hair, truth, WIDTH, HEIGHT, 20);
    const stroke = strokeThrough(square, WIDTH, HEIGHT, mulberry32(5));
    expect(stroke.tool).toBe('add');
    for (let k = 0; k < stroke.points.length; k += 2) {
      expect(stroke.points[k] * WIDTH).toBeGreaterThan(175);
      expect(stroke.points[k] * WIDTH).toBeLessThan(225);
    }
  });
});
