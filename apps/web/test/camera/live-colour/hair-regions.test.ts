import { describe, expect, it } from 'vitest';
import { hairRegions, REGION_CELL } from '@/features/camera/live-colour/hair-regions';

const SIZE = 4 * REGION_CELL;

/** Whether the unit-square point (x, y) lies in one of the rectangles. */
function covered(rectangles: Float32Array, x: number, y: number): boolean {
  for (let r = 0; r < rectangles.length; r += 4) {
    const [left, top, right, bottom] = rectangles.subarray(r, r + 4);
    if (x >= (left ?? 1) && x < (right ?? 0) && y >= (top ?? 1) && y < (bottom ?? 0)) return true;
  }
  return false;
}

describe('the hair shader’s regions', () => {
  it('cover every hair texel and its neighbours, in whole cells, and nothing far from the hair', () => {
    // One texel of hair just inside the second cell: its left neighbour is in the first cell.
    const x = REGION_CELL;
    const y = 2 * REGION_CELL + 3;
    const regions = hairRegions([y * SIZE + x], SIZE);
    const centre = (tx: number, ty: number) => [(tx + 0.5) / SIZE, (ty + 0.5) / SIZE] as const;
    expect(covered(regions, ...centre(x, y))).toBe(true);
    expect(covered(regions, ...centre(x - 1, y))).toBe(true);
    expect(covered(regions, ...centre(x + 1, y + 1))).toBe(true);
    // Two cells merged into one run along the row: a single rectangle.
    expect(Array.from(regions)).toEqual([0, 0.5, 0.5, 0.75]);
    expect(covered(regions, ...centre(3 * REGION_CELL, y))).toBe(false);
    expect(covered(regions, ...centre(x, 0))).toBe(false);
  });

  it('adds the glow’s box, edges inclusive, and is empty without hair', () => {
    expect(hairRegions([], SIZE)).toHaveLength(0);
    const box = { left: 2, top: 4, right: 9, bottom: 13 };
    expect(Array.from(hairRegions([], SIZE, box))).toEqual([2 / SIZE, 4 / SIZE, 10 / SIZE, 14 / SIZE]);
  });

  it('stops at the layer’s edge', () => {
    const last = SIZE * SIZE - 1;
    const regions = hairRegions([last], SIZE);
    expect(Math.max(...regions)).toBe(1);
    expect(regions).toHaveLength(4);
  });
});
