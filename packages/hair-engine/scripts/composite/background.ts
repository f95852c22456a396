import type { RgbImage } from '@hairhue/recolour';
import { boxMean } from '@hairhue/recolour';

/**
 * The plain background of a photo: the pixels around the hair whose colour barely varies locally, connected
 * to the photo's top or sides, where the scene behind a portrait lies (the bottom is the body). Plain means
 * the local standard deviation over a 5×5 window stays under a few sRGB steps: a JPEG's noise and a soft
 * wall gradient pass, a strand or a texture does not. A sharp edge between two plain areas is not plain for
 * two pixels, so the fill stops there; a face reached by the fill is a reason to refuse the photo (see
 * `faceShare`).
 */

/** Half-size of the window the local variation is measured over. */
export const PLAIN_RADIUS = 2;
/** Largest local standard deviation (sRGB steps, root of the channels' mean variance) that counts as plain. */
export const PLAIN_STD = 3.5;
/** The background keeps this far from the true outline, whose pixels mix hair and background. */
const OUTLINE_GAP = 2;
/** Seeds lie within this share of the short side of the top, left or right border … */
const SEED_MARGIN = 0.03;
/** … and in the upper part of the photo, above most bodies. */
const SEED_DEPTH = 0.6;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Local standard deviation of the colour over a (2r+1)² window: root of the three channels' mean variance. */
export function localDeviation(image: RgbImage, radius = PLAIN_RADIUS): Float32Array {
  const { width, height, data } = image;
  const n = width * height;
  const sum = new Float32Array(n);
  const channel = new Float32Array(n);
  const squares = new Float32Array(n);
  const mean = new Float32Array(n);
  const meanSquare = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) {
      const v = data[i * 3 + c];
      channel[i] = v;
      squares[i] = v * v;
    }
    boxMean(channel, width, height, radius, mean);
    boxMean(squares, width, height, radius, meanSquare);
    for (let i = 0; i < n; i++) sum[i] += Math.max(0, meanSquare[i] - mean[i] * mean[i]);
  }
  for (let i = 0; i < n; i++) sum[i] = Math.sqrt(sum[i] / 3);
  return sum;
}

/**
 * 1 where the photo shows its plain background: plain pixels, more than 2 px outside the true hair, in a
 * 4-connected region that reaches the top, left or right border in the photo's upper part.
 */
export function findPlainBackground(image: RgbImage, distanceOutside: Float32Array): Uint8Array {
  const { width, height } = image;
  const deviation = localDeviation(image);
  const open = new Uint8Array(width * height);
  for (let i = 0; i < open.length; i++) {
    open[i] = deviation[i] <= PLAIN_STD && distanceOutside[i] > OUTLINE_GAP ? 1 : 0;
  }
  const margin = Math.max(4, Math.round(SEED_MARGIN * Math.min(width, height)));
  const depth = Math.round(SEED_DEPTH * height);
  const background = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let tail = 0;
  for (let y = 0; y < depth; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const nearBorder = y < margin || x < margin || x >= width - margin;
      if (nearBorder && open[i]) {
        background[i] = 1;
        queue[tail++] = i;
      }
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    const x = i % width;
    const visit = (j: number) => {
      if (open[j] && !background[j]) {
        background[j] = 1;
        queue[tail++] = j;
      }
    };
    if (x > 0) visit(i - 1);
    if (x < width - 1) visit(i + 1);
    if (i >= width) visit(i - width);
    if (i + width < open.length) visit(i + width);
  }
  return background;
}

/**
 * The share of a face's inner part (its box with a sixth cut from every side, so a box wider than a face
 * in profile does not count the wall beside the cheek) that `mask` covers.
 */
export function faceShare(mask: Uint8Array, width: number, height: number, face: Box): number {
  const left = Math.max(0, Math.round(face.left + face.width / 6));
  const right = Math.min(width, Math.round(face.left + (face.width * 5) / 6));
  const top = Math.max(0, Math.round(face.top + face.height / 6));
  const bottom = Math.min(height, Math.round(face.top + (face.height * 5) / 6));
  let inside = 0;
  let covered = 0;
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      inside++;
      covered += mask[y * width + x] ? 1 : 0;
    }
  }
  return inside === 0 ? 0 : covered / inside;
}

/** 1 inside any of the boxes. */
export function boxMask(width: number, height: number, boxes: readonly Box[]): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const box of boxes) {
    const left = Math.max(0, Math.floor(box.left));
    const right = Math.min(width, Math.ceil(box.left + box.width));
    const top = Math.max(0, Math.floor(box.top));
    const bottom = Math.min(height, Math.ceil(box.top + box.height));
    for (let y = top; y < bottom; y++) mask.fill(1, y * width + left, y * width + right);
  }
  return mask;
}
