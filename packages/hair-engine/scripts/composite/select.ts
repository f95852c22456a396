import type { RgbImage } from '@hairhue/recolour';
import { distanceToMask } from '../edges/distance';
import type { EdgeMatte } from './alpha';
import { estimateEdgeMatte, smoothBackground } from './alpha';
import type { Box } from './background';
import { boxMask, faceShare, findPlainBackground } from './background';
import type { EdgeScales } from './scales';
import { edgeScales } from './scales';

/**
 * Which photos the composite measure can use: those where the hair meets a plain background. A photo is kept
 * when, in order,
 *  - a face is found (without one, nothing shows that the "background" is not a face);
 *  - the plain background (see `findPlainBackground`) keeps off the face: at most 2 % of the face's inner box;
 *    where it reaches in, the fill went round the face through a soft cheek or neck edge and would read skin
 *    as background;
 *  - it covers at least 15 % of the ring 2 px … 2 px + 3 % of the short side outside the true hair (the ring
 *    also runs along the face and the body, and through the hair's own fuzz);
 *  - its colour varies little along the hair: its ring pixels lie on average within 10 sRGB steps of a smooth
 *    fit of it at 5 % of the short side (a wall's gradient passes; blossom, a street or wallpaper seen in
 *    plain patches does not, and would composite into a patchwork);
 *  - hair and background differ: the median ΔE2000 between F and B over the band is at least 20;
 *  - at least 200 measurable band pixels are partly hair (0.05 < α < 0.95).
 */
export const MAX_FACE_SHARE = 0.02;
export const MIN_RING_SHARE = 0.15;
export const MAX_RING_VARIATION = 10;
/** The smooth fit the ring's variation is measured from: a tent of twice this share of the short side. */
const VARIATION_SCALE = 0.05;
export const MIN_MEDIAN_CONTRAST = 20;
export const MIN_PARTIAL_PIXELS = 200;

export type Selection = { kept: true; reason: string; matte: EdgeMatte } | { kept: false; reason: string };

export function selectPhoto(image: RgbImage, truth: Uint8Array, faces: readonly Box[]): Selection {
  const { width, height } = image;
  if (faces.length === 0)
    return { kept: false, reason: 'no face found, so the background cannot be told from one' };
  const scales = edgeScales(width, height);
  const distanceOutside = distanceToMask(truth, width, height);
  const background = findPlainBackground(image, distanceOutside);
  const onFace = Math.max(...faces.map((face) => faceShare(background, width, height, face)));
  if (onFace > MAX_FACE_SHARE) {
    return {
      kept: false,
      reason: `the plain background reaches into the face (${percent(onFace)} of its box)`,
    };
  }
  let ring = 0;
  let plain = 0;
  for (let i = 0; i < truth.length; i++) {
    const d = distanceOutside[i];
    if (d <= scales.ringInner || d > scales.ringInner + scales.ringWidth) continue;
    ring++;
    plain += background[i];
  }
  const ringShare = ring === 0 ? 0 : plain / ring;
  if (ringShare < MIN_RING_SHARE) {
    return {
      kept: false,
      reason: `plain background on only ${percent(ringShare)} of the ring outside the hair`,
    };
  }
  const variation = ringVariation(image, background, distanceOutside, scales);
  if (variation > MAX_RING_VARIATION) {
    return {
      kept: false,
      reason: `the background varies too much along the hair (${variation.toFixed(1)} sRGB steps off its smooth fit)`,
    };
  }
  const matte = estimateEdgeMatte(image, truth, background, boxMask(width, height, faces), scales);
  const contrasts: number[] = [];
  let partial = 0;
  for (let i = 0; i < truth.length; i++) {
    if (!matte.band[i]) continue;
    contrasts.push(matte.contrast[i]);
    if (matte.measured[i] && matte.alpha[i] > 0.05 && matte.alpha[i] < 0.95) partial++;
  }
  contrasts.sort((a, b) => a - b);
  const contrast = contrasts.length ? contrasts[contrasts.length >> 1] : 0;
  if (contrast < MIN_MEDIAN_CONTRAST) {
    return { kept: false, reason: `hair and background too alike (median ΔE2000 ${contrast.toFixed(1)})` };
  }
  if (partial < MIN_PARTIAL_PIXELS) {
    return {
      kept: false,
      reason: `only ${partial} partly-hair pixels where the hair meets the plain background`,
    };
  }
  return {
    kept: true,
    reason:
      `plain background on ${percent(ringShare)} of the ring, ${variation.toFixed(1)} steps off its fit, ` +
      `hair–background ΔE2000 ${contrast.toFixed(0)}, ${partial} partly-hair pixels`,
    matte,
  };
}

/** Mean distance (sRGB steps) of the plain background's ring pixels from its smooth fit at a larger scale. */
function ringVariation(
  image: RgbImage,
  background: Uint8Array,
  distanceOutside: Float32Array,
  scales: EdgeScales,
): number {
  const { width, height, data } = image;
  const radius = Math.max(3, Math.round(VARIATION_SCALE * Math.min(width, height)));
  const fit = smoothBackground(image, background, radius);
  let sum = 0;
  let count = 0;
  for (let i = 0; i < background.length; i++) {
    const d = distanceOutside[i];
    if (!background[i] || d <= scales.ringInner || d > scales.ringInner + scales.ringWidth) continue;
    const o = i * 3;
    sum += Math.hypot(data[o] - fit[o], data[o + 1] - fit[o + 1], data[o + 2] - fit[o + 2]);
    count++;
  }
  return count ? sum / count : Number.POSITIVE_INFINITY;
}

const percent = (share: number) => `${(100 * share).toFixed(0)} %`;
