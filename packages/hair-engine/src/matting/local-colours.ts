import { boxMean } from '@hairhue/recolour';

import type { WorkGrid } from './work-grid';

/** The local colour of one side (hair or background) around each grid cell. */
export interface LocalColours {
  /** Mean colour of the side's nearby cells, interleaved RGB, 0..255 (0 where `found` is 0). */
  mean: Float32Array;
  /** Their variance, summed over the three channels (how textured the side is there). */
  spread: Float32Array;
  /** 1 where the side has cells near enough to estimate from, else 0. */
  found: Uint8Array;
}

/** Share of a window that must belong to the side before its mean is trusted. */
const MIN_SHARE = 0.04;
/** Each further scale looks this many times farther, for cells whose side lies beyond the nearer window. */
const SCALE_STEP = 4;
const SCALES = 3;

/**
 * Normalised convolution: the mean and variance of the colours of the `members` cells in a square window
 * around every cell, over the smallest of three windows (radius, 4× and 16× it) that holds enough of them,
 * so a cell next to the side takes its nearest colours and one deep in a wide band still finds some
 * (`scales` = 1: the first window only).
 */
export function localColours(
  grid: WorkGrid,
  members: Uint8Array,
  radius: number,
  scales = SCALES,
): LocalColours {
  const { width, height, rgb } = grid;
  const cells = width * height;
  const weight = new Float32Array(cells);
  const planes = [0, 1, 2].map(() => new Float32Array(cells));
  const squares = new Float32Array(cells);
  for (let g = 0; g < cells; g++) {
    if (!members[g]) continue;
    weight[g] = 1;
    let square = 0;
    for (let c = 0; c < 3; c++) {
      const v = rgb[g * 3 + c];
      planes[c][g] = v;
      square += v * v;
    }
    squares[g] = square;
  }
  const mean = new Float32Array(cells * 3);
  const spread = new Float32Array(cells);
  const found = new Uint8Array(cells);
  let pending = cells;
  for (let scale = 0, r = Math.max(1, radius); scale < scales && pending > 0; scale++, r *= SCALE_STEP) {
    const share = boxMean(weight, width, height, r);
    const sums = planes.map((plane) => boxMean(plane, width, height, r));
    const squareSum = boxMean(squares, width, height, r);
    for (let g = 0; g < cells; g++) {
      if (found[g] || share[g] < (scale === scales - 1 ? 1e-6 : MIN_SHARE)) continue;
      found[g] = 1;
      pending--;
      let meanSquare = 0;
      for (let c = 0; c < 3; c++) {
        const m = sums[c][g] / share[g];
        mean[g * 3 + c] = m;
        meanSquare += m * m;
      }
      spread[g] = Math.max(0, squareSum[g] / share[g] - meanSquare);
    }
  }
  return { mean, spread, found };
}
