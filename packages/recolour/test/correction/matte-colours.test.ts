import { describe, expect, it } from 'vitest';
import { correctMatte, matteColoursAfterCorrection } from '../../src/correction/matte-colours';

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

describe('correctMatte', () => {
  /** A 64×64 photo: dark hair on the left half over a light wall, a soft matte between them. */
  function scene() {
    const width = 64;
    const height = 64;
    const data = new Uint8Array(width * height * 3);
    const mask = new Uint8Array(width * height);
    const colours: number[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = y * width + x;
        const alpha = Math.min(1, Math.max(0, (34 - x) / 4));
        mask[i] = Math.round(alpha * 255);
        data.set(
          [0, 1, 2].map(() => Math.round(alpha * 40 + (1 - alpha) * 220)),
          i * 3,
        );
        if (mask[i] > 0 && mask[i] < 255) colours.push(40, 40, 40);
      }
    }
    return { image: { width, height, data }, mask, foreground: Uint8Array.from(colours) };
  }

  it('leaves no faint trace of hair where a remove stroke took it, and keeps the matte elsewhere', () => {
    const { image, mask, foreground } = scene();
    const stroke = { tool: 'remove' as const, radius: 0.25, points: [0.2, 0.5] };
    const corrected = correctMatte(image, mask, foreground, [stroke]);
    let faint = 0;
    let removed = 0;
    for (let i = 0; i < mask.length; i++) {
      const value = corrected.mask[i];
      if (value < mask[i] && value > 0 && value < 38) faint++;
      if (mask[i] === 255 && value === 0) removed++;
    }
    expect(removed).toBeGreaterThan(200);
    expect(faint).toBe(0);
    // The untouched rows far below the stroke keep the matte's alpha and hair colours.
    const lastRow = (image.height - 1) * image.width;
    expect(corrected.mask.subarray(lastRow)).toEqual(mask.subarray(lastRow));
    let partial = 0;
    for (const value of corrected.mask) if (value > 0 && value < 255) partial++;
    expect(corrected.foreground.length).toBe(partial * 3);
  });
});
