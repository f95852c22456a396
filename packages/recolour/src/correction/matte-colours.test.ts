import { describe, expect, it } from 'vitest';
import { matteColoursAfterCorrection } from './matte-colours';

/** A 4×4 photo whose every pixel has its own colour: (index, 100, 200). */
function photo() {
  const data = new Uint8Array(16 * 3);
  for (let i = 0; i < 16; i++) data.set([i, 100, 200], i * 3);
  return { width: 4, height: 4, data };
}

describe('matteColoursAfterCorrection', () => {
  it("keeps the matte's colour where a pixel stays partly covered and takes the photo's where it becomes so", () => {
    // Hair in the top row, the second row the matte's outline with its own hair colours.
    const before = new Uint8Array(16);
    before.fill(255, 0, 4);
    before.fill(128, 4, 8);
    const foreground = new Uint8Array(4 * 3);
    for (let k = 0; k < 4; k++) foreground.set([50 + k, 60, 70], k * 3);
    const after = new Uint8Array(before);
    // Pixel 1 of the hair becomes partly covered, outline pixel 5 whole, pixel 9 joins the outline.
    after[1] = 200;
    after[5] = 255;
    after[9] = 40;
    expect(Array.from(matteColoursAfterCorrection(photo(), before, foreground, after))).toEqual([
      ...[1, 100, 200], // pixel 1: the photo's
      ...[50, 60, 70], // pixel 4: the matte's
      ...[52, 60, 70], // pixel 6
      ...[53, 60, 70], // pixel 7
      ...[9, 100, 200], // pixel 9: the photo's
    ]);
  });
});
