import type { RgbImage } from '../image-types';
import type { WorkingGrid } from './working-grid';

/*
 * How busy the photo is at a place, at the scale of strands: the mean absolute step in brightness between
 * neighbouring pixels over a small square. Hair is strands, so it is busy; a wall, a sky or a blurred
 * background of the same colour as the hair is smooth (issue 23 §3 polish 2: an 'add' stroke on a dark wall
 * behind dark hair took the wall, whose colours the hair has too).
 */

/** Texture levels: the mean step on a log scale, 0 (flat) to LEVELS − 1 (a step of about 60 or more). */
export const TEXTURE_LEVELS = 16;
const LEVELS_PER_DOUBLING = 2.5;
/**
 * The square's side in photo pixels: a working pixel's block, but at least 2 (so steps are measured on a
 * photo refined pixel for pixel) and at most 8 (so a coarse grid costs no more; a block's middle stands for it).
 */
const MIN_SIDE = 2;
const MAX_SIDE = 8;

/** The side of the square a texture is measured over on a grid of `factor`-pixel blocks. */
export function textureSide(factor: number): number {
  return Math.min(MAX_SIDE, Math.max(MIN_SIDE, factor));
}

/** The texture level of the `side`-pixel square whose top left corner is (x0, y0), clipped to the photo. */
export function textureLevel(image: RgbImage, x0: number, y0: number, side: number): number {
  const { width, height, data } = image;
  // The last row and column have no neighbour below or to the right to step to.
  const left = Math.max(0, x0);
  const x1 = Math.min(width - 1, x0 + side);
  const y1 = Math.min(height - 1, y0 + side);
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, y0); y < y1; y++) {
    for (let x = left, i = y * width + left; x < x1; x++, i++) {
      const here = brightness(data, i);
      sum += Math.abs(brightness(data, i + 1) - here) + Math.abs(brightness(data, i + width) - here);
      count++;
    }
  }
  if (count === 0) return 0;
  // brightness() is four times luma: the step in luma levels.
  const level = Math.floor(LEVELS_PER_DOUBLING * Math.log2(1 + sum / (4 * count)));
  return Math.min(TEXTURE_LEVELS - 1, level);
}

/** The texture level of every working pixel: its block's, or the middle of its block on a coarse grid. */
export function gridTextureLevels(image: RgbImage, grid: WorkingGrid): Uint8Array {
  const { left, top, factor } = grid;
  const { width, height } = grid.guide;
  const side = textureSide(factor);
  const inset = (factor - side) >> 1;
  const out = new Uint8Array(width * height);
  for (let v = 0, i = 0; v < height; v++) {
    for (let u = 0; u < width; u++, i++) {
      out[i] = textureLevel(image, left + u * factor + inset, top + v * factor + inset, side);
    }
  }
  return out;
}

/** Green counted twice, as luma weighs it: cheap, and ample for telling smooth from busy. */
function brightness(data: Uint8Array, i: number): number {
  const j = i * 3;
  return data[j] + 2 * data[j + 1] + data[j + 2];
}
