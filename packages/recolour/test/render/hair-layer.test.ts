import { describe, expect, it } from 'vitest';

import { prepareHairLayer, shapeMaskValue } from '../../src/render/hair-layer';

/** A 200×200 photo of flat brown "hair": a cap over rows 20–80 of columns 60–140, and the given extra blocks. */
function layerWith(extra: { x0: number; x1: number; y0: number; y1: number }[]) {
  const width = 200;
  const height = 200;
  const data = new Uint8Array(width * height * 3).fill(90);
  const mask = new Uint8Array(width * height);
  const blocks = [{ x0: 60, x1: 140, y0: 20, y1: 80 }, ...extra];
  for (const { x0, x1, y0, y1 } of blocks) {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) mask[y * width + x] = 255;
  }
  return prepareHairLayer({ width, height, data }, mask);
}

describe('prepareHairLayer', () => {
  it('shapes the mask: faint tails drop out, the nearly sure interior counts fully', () => {
    expect(shapeMaskValue(0.05)).toBe(0);
    expect(shapeMaskValue(0.9)).toBe(1);
    const middle = shapeMaskValue(0.45);
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(1);
  });

  it('puts the roots at the top of the head, also above a lock that hangs beside it', () => {
    // A side lock right of the cap, starting at row 60: its columns' roots are still the cap's top.
    const layer = layerWith([{ x0: 140, x1: 152, y0: 60, y1: 180 }]);
    expect(layer.stats.rootRow[100]).toBeCloseTo(20, 0);
    expect(layer.stats.rootRow[146]).toBeLessThan(35);
    expect(layer.stats.box).toEqual({ left: 60, top: 20, right: 151, bottom: 179 });
  });

  it('keeps a far-away lock its own roots', () => {
    // Hair at the far left, starting low, more than a tenth of the hair's width from the cap.
    const layer = layerWith([{ x0: 0, x1: 20, y0: 120, y1: 180 }]);
    expect(layer.stats.rootRow[5]).toBeGreaterThan(100);
  });
});
