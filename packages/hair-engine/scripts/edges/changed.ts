import { rgbImageToLab } from '@hairhue/recolour';
import type { RgbImage } from '@hairhue/recolour';

/**
 * The "changed pixels" of issue 11: a pixel counts as changed by a render when ΔE76 (CIELAB) between the
 * original and the result exceeds the threshold (12 for the neon-green render).
 */

/** ΔE76 between the two images at every pixel. */
export function deltaE76Plane(original: RgbImage, result: RgbImage): Float32Array {
  if (original.width !== result.width || original.height !== result.height) {
    throw new RangeError('the images differ in size');
  }
  const before = rgbImageToLab(original);
  const after = rgbImageToLab(result);
  const difference = new Float32Array(before.L.length);
  for (let i = 0; i < difference.length; i++) {
    difference[i] = Math.hypot(after.L[i] - before.L[i], after.a[i] - before.a[i], after.b[i] - before.b[i]);
  }
  return difference;
}

export interface OverlapScores {
  iou: number;
  precision: number;
  recall: number;
}

/**
 * How the changed pixels (ΔE above `threshold`) overlap the true hair (`truth` 1). An empty union scores 1,
 * as `intersectionOverUnion` does; with nothing changed precision is 1 (nothing wrongly changed), with no hair
 * recall is 1 (nothing missed).
 */
export function changedOverlap(
  difference: Float32Array,
  truth: Uint8Array,
  threshold: number,
): OverlapScores {
  if (difference.length !== truth.length) throw new RangeError('the planes differ in size');
  let both = 0;
  let changed = 0;
  let hair = 0;
  for (let i = 0; i < truth.length; i++) {
    const isChanged = difference[i] > threshold;
    const isHair = truth[i] === 1;
    if (isChanged) changed++;
    if (isHair) hair++;
    if (isChanged && isHair) both++;
  }
  const union = changed + hair - both;
  return {
    iou: union === 0 ? 1 : both / union,
    precision: changed === 0 ? 1 : both / changed,
    recall: hair === 0 ? 1 : both / hair,
  };
}

/** Mean of `values` where `where` is 1; NaN for an empty selection, so a caller cannot mistake it for 0. */
export function meanWhere(values: Float32Array, where: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    sum += values[i];
    n++;
  }
  return n === 0 ? Number.NaN : sum / n;
}
