import type { RgbImage } from '@hairhue/recolour';
import { deltaE2000Components, srgbToLab } from '@hairhue/recolour';
import { distanceToMask } from '../edges/distance';
import type { EdgeMatte } from './alpha';
import type { EdgeScales } from './scales';

/**
 * How a render of a composite compares with the ideal, all in ΔE2000:
 *  - edge band: the mean over the measured band pixels with 0.05 < α < 0.95;
 *  - background: the mean over the new background in the ring from 2 px to 2 px + 3 % of the short side
 *    outside the band and the true hair (there the ideal is exactly B′);
 *  - near-edge recall: of the measured band pixels with 0.5 ≤ α < 0.95 whose ideal differs from the composite
 *    by at least 3 (a change one can see), the share where the render closed at least half of that distance.
 */

export const EDGE_LOW = 0.05;
export const EDGE_HIGH = 0.95;
export const RECALL_FROM = 0.5;
export const RECALL_MIN_CHANGE = 3;

export interface Scores {
  edge: number;
  background: number;
  /** NaN when no pixel qualifies. */
  recall: number;
}

/** The measured ring of new background, 1 in the ring. */
export function backgroundRing(matte: EdgeMatte, truth: Uint8Array, scales: EdgeScales): Uint8Array {
  const { width, height, band, background } = matte;
  const hair = truth.map((v, i) => v | band[i]);
  const distance = distanceToMask(hair, width, height);
  return Uint8Array.from(distance, (d, i) =>
    background[i] && d > scales.ringInner && d <= scales.ringInner + scales.ringWidth ? 1 : 0,
  );
}

export function scoreRender(
  result: RgbImage,
  composite: RgbImage,
  ideal: Float32Array,
  matte: EdgeMatte,
  ring: Uint8Array,
): Scores {
  const { alpha, measured } = matte;
  let edgeSum = 0;
  let edgeCount = 0;
  let ringSum = 0;
  let ringCount = 0;
  let recalled = 0;
  let recallCount = 0;
  for (let i = 0; i < alpha.length; i++) {
    const o = i * 3;
    if (Number.isNaN(ideal[o])) continue;
    const inRing = ring[i] === 1;
    const inEdge = measured[i] === 1 && alpha[i] > EDGE_LOW && alpha[i] < EDGE_HIGH;
    if (!inRing && !inEdge) continue;
    const error = difference(result.data, o, ideal, o);
    if (inRing) {
      ringSum += error;
      ringCount++;
      continue;
    }
    edgeSum += error;
    edgeCount++;
    if (alpha[i] < RECALL_FROM) continue;
    const change = difference(composite.data, o, ideal, o);
    if (change < RECALL_MIN_CHANGE) continue;
    recallCount++;
    if (error <= change / 2) recalled++;
  }
  return {
    edge: edgeCount ? edgeSum / edgeCount : Number.NaN,
    background: ringCount ? ringSum / ringCount : Number.NaN,
    recall: recallCount ? recalled / recallCount : Number.NaN,
  };
}

function difference(first: ArrayLike<number>, i: number, second: ArrayLike<number>, j: number): number {
  const p = srgbToLab({ r: first[i], g: first[i + 1], b: first[i + 2] });
  const q = srgbToLab({ r: second[j], g: second[j + 1], b: second[j + 2] });
  return deltaE2000Components(p.L, p.a, p.b, q.L, q.a, q.b);
}
