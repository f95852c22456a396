import { describe, expect, it } from 'vitest';

import { removeSpeckle } from '../../src/segmentation/speckle';

const WIDTH = 60;
const HEIGHT = 40;

/** A 40×30 block of hair (0.9) from (10, 5) on a background of 0.1. */
function hairBlock(): Float32Array {
  const mask = new Float32Array(WIDTH * HEIGHT).fill(0.1);
  fill(mask, 10, 5, 50, 35, 0.9);
  return mask;
}

function fill(mask: Float32Array, x0: number, y0: number, x1: number, y1: number, value: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) mask[y * WIDTH + x] = value;
}

describe('removeSpeckle', () => {
  it('fills a small hole in the hair with the value of the hair around it', () => {
    const mask = hairBlock();
    fill(mask, 20, 10, 22, 12, 0.2); // 4 px, hair area 1196 px: under 1 %
    expect(removeSpeckle(mask, WIDTH, HEIGHT, 0.01)).toBe(4);
    expect(mask[10 * WIDTH + 20]).toBeCloseTo(0.9, 6);
    expect(mask[11 * WIDTH + 21]).toBeCloseTo(0.9, 6);
  });

  it('fills a hole with soft sides as opaque as the hair beyond them, not with its ½-crossing rim', () => {
    const mask = hairBlock();
    // A 2×2 gap inside a soft-edged dip: the rim right beside it is 0.55, the hair 3 px out is 0.9.
    fill(mask, 19, 8, 25, 14, 0.55);
    fill(mask, 21, 10, 23, 12, 0.2);
    expect(removeSpeckle(mask, WIDTH, HEIGHT, 0.01)).toBe(4);
    expect(mask[10 * WIDTH + 21]).toBeGreaterThan(0.7);
  });

  it('keeps a hole larger than the fraction, and a gap that opens onto the border', () => {
    const mask = hairBlock();
    fill(mask, 20, 10, 30, 20, 0.2); // 100 px of 1100 hair px
    fill(mask, 0, 20, 12, 21, 0.3); // notch from the left border into the hair
    const before = Float32Array.from(mask);
    expect(removeSpeckle(mask, WIDTH, HEIGHT, 0.01)).toBe(0);
    expect(Array.from(mask)).toEqual(Array.from(before));
  });

  it('drops a small island of hair in the background to the background around it', () => {
    const mask = hairBlock();
    fill(mask, 54, 30, 56, 33, 0.7); // 6 px island, away from the block and the borders
    expect(removeSpeckle(mask, WIDTH, HEIGHT, 0.01)).toBe(6);
    expect(mask[31 * WIDTH + 55]).toBeCloseTo(0.1, 6);
    expect(mask[20 * WIDTH + 30]).toBeCloseTo(0.9, 6);
  });

  it('joins pixels into one region through 4-neighbours only', () => {
    const mask = hairBlock();
    // Two 2×2 holes touching at a corner: two regions of 4 px, each under the 5 px limit (0.0042 · 1192).
    fill(mask, 20, 10, 22, 12, 0.2);
    fill(mask, 22, 12, 24, 14, 0.2);
    expect(removeSpeckle(mask, WIDTH, HEIGHT, 0.0042)).toBe(8);
  });

  it('changes nothing in a mask without hair', () => {
    const mask = new Float32Array(WIDTH * HEIGHT).fill(0.2);
    expect(removeSpeckle(mask, WIDTH, HEIGHT, 0.01)).toBe(0);
  });
});
