import { describe, expect, it } from 'vitest';

import { guideFromRgb, prepareGuide } from '@hairhue/recolour';
import { meanFieldRefine } from '../../src/segmentation/mean-field';
import { at, twoColourImage } from '@hairhue/recolour/testing';

const WIDTH = 40;
const HEIGHT = 30;
const EDGE = 20;

describe('mean-field refinement with the guided filter as pairwise term', () => {
  const photo = twoColourImage(WIDTH, HEIGHT, EDGE, { r: 50, g: 35, b: 25 }, { r: 210, g: 175, b: 150 });
  const prepared = prepareGuide(guideFromRgb(photo), 4, 0.01);
  // Evidence: hair (+3) on the left, not hair (−3) on the right, with an undecided 6×6 patch (0) on each side.
  const unary = new Float32Array(WIDTH * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const patch = y >= 12 && y < 18 && ((x >= 8 && x < 14) || (x >= 26 && x < 32));
      unary[y * WIDTH + x] = patch ? 0 : x < EDGE ? 3 : -3;
    }
  }
  const belief = meanFieldRefine(prepared, unary, 2, 3);

  it('lets undecided pixels follow their like-coloured neighbours', () => {
    expect(at(belief, WIDTH, 10, 15)).toBeGreaterThan(0.8);
    expect(at(belief, WIDTH, 29, 15)).toBeLessThan(0.2);
  });

  it('does not carry the hair across the colour edge', () => {
    expect(at(belief, WIDTH, EDGE - 1, 5)).toBeGreaterThan(0.9);
    expect(at(belief, WIDTH, EDGE, 5)).toBeLessThan(0.1);
  });

  it('is the plain sigmoid of the evidence with no iterations', () => {
    const plain = meanFieldRefine(prepared, unary, 2, 0);
    expect(at(plain, WIDTH, 10, 15)).toBeCloseTo(0.5, 6);
    expect(at(plain, WIDTH, 0, 0)).toBeCloseTo(1 / (1 + Math.exp(-3)), 6);
  });
});
