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

/** Each further window reaches this many times farther, for cells whose side lies beyond the nearer ones. */
const SCALE_STEP = 4;
const SCALES = 3;
/** Below this share of the smallest window's cells (summed over the windows) the side counts as not found. */
const MIN_SHARE = 1e-4;

/**
 * Normalised convolution: the mean and variance of the colours of the `members` cells around every cell,
 * weighted by a kernel that is the sum of `scales` square windows (radius, 4× and 16× it), each normalised
 * by its area. Near members weigh far more than distant ones, so a cell next to the side takes its nearest
 * colours and one deep in a wide band still finds some, and the estimate varies smoothly from cell to cell
 * (no window is chosen over another, which would draw the windows' squares into the matte).
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
  const share = new Float32Array(cells);
  const sums = [0, 1, 2].map(() => new Float32Array(cells));
  const squareSum = new Float32Array(cells);
  const add = (into: Float32Array, from: Float32Array) => {
    for (let g = 0; g < cells; g++) into[g] += from[g];
  };
  for (let scale = 0, r = Math.max(1, radius); scale < scales; scale++, r *= SCALE_STEP) {
    add(share, boxMean(weight, width, height, r));
    for (let c = 0; c < 3; c++) add(sums[c], boxMean(planes[c], width, height, r));
    add(squareSum, boxMean(squares, width, height, r));
  }
  const mean = new Float32Array(cells * 3);
  const spread = new Float32Array(cells);
  const found = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) {
    if (share[g] < MIN_SHARE) continue;
    found[g] = 1;
    let meanSquare = 0;
    for (let c = 0; c < 3; c++) {
      const m = sums[c][g] / share[g];
      mean[g * 3 + c] = m;
      meanSquare += m * m;
    }
    spread[g] = Math.max(0, squareSum[g] / share[g] - meanSquare);
  }
  return { mean, spread, found };
}
