import type { RgbImage } from '@hairhue/recolour';
import { distanceToMask } from '../edges/distance';
import type { Box } from './background';
import { boxMask, localDeviation } from './background';

/**
 * A natural texture to composite over: the busiest square of a photo's scene (leaves, blossom, a room) that
 * keeps clear of its hair and faces and lies in the photo's upper 55 % (below, it would be clothes), scored by
 * its mean local colour variation. Squares are tried on a grid a quarter of their side apart; the side is a
 * fifth of the short side (at most 200 px), photos under 400 px on the short side are not used.
 */
const SCENE_DEPTH = 0.55;
/** A smaller photo's square (LFW's are 250 px, in a black frame) would repeat too visibly over a large one. */
const MIN_SHORT_SIDE = 400;

export interface TextureSquare {
  x: number;
  y: number;
  side: number;
  /** Mean local standard deviation inside the square (sRGB steps). */
  busyness: number;
}

export function busiestSquare(
  image: RgbImage,
  truth: Uint8Array,
  faces: readonly Box[],
): TextureSquare | undefined {
  const { width, height } = image;
  if (Math.min(width, height) < MIN_SHORT_SIDE) return undefined;
  const side = Math.min(200, Math.round(0.2 * Math.min(width, height)));
  const margin = Math.max(3, Math.round(0.01 * Math.max(width, height)));
  const grown = faces.map((f) => ({
    left: f.left - f.width / 4,
    top: f.top - f.height / 4,
    width: f.width * 1.5,
    height: f.height * 1.5,
  }));
  const faceMask = boxMask(width, height, grown);
  const nearHair = distanceToMask(truth, width, height);
  const forbidden = new Float64Array(width * height);
  for (let i = 0; i < forbidden.length; i++) forbidden[i] = faceMask[i] || nearHair[i] <= margin ? 1 : 0;
  const busy = integral(Float64Array.from(localDeviation(image)), width, height);
  const blocked = integral(forbidden, width, height);
  let best: TextureSquare | undefined;
  const step = Math.max(1, side >> 2);
  for (let y = 0; y + side <= SCENE_DEPTH * height; y += step) {
    for (let x = 0; x + side <= width; x += step) {
      if (boxSum(blocked, width, x, y, side) > 0) continue;
      const busyness = boxSum(busy, width, x, y, side) / (side * side);
      if (!best || busyness > best.busyness) best = { x, y, side, busyness };
    }
  }
  return best;
}

/** Summed-area table with a zero first row and column: (width + 1) × (height + 1). */
function integral(values: Float64Array, width: number, height: number): Float64Array {
  const table = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += values[y * width + x];
      table[(y + 1) * (width + 1) + x + 1] = table[y * (width + 1) + x + 1] + row;
    }
  }
  return table;
}

function boxSum(table: Float64Array, width: number, x: number, y: number, side: number): number {
  const w = width + 1;
  return (
    table[(y + side) * w + x + side] - table[y * w + x + side] - table[(y + side) * w + x] + table[y * w + x]
  );
}
