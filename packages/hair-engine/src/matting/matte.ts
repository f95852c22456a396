import { resizeRgb } from '../image/resize';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { resizePlane, samplingPositions, smoothstep } from '@hairhue/recolour';
import type { GuidedCoefficients } from '@hairhue/recolour';
import { fitGuided, guideFromRgb, prepareGuide } from '@hairhue/recolour';
import { solveAlpha } from './alpha';
import { estimateForeground } from './foreground';
import { TRIMAP_FOREGROUND, TRIMAP_UNKNOWN, bandRadius, buildTrimap } from './trimap';

/**
 * Long side of the copy on which the alpha and the first F/B are solved. The strands' detail at
 * full resolution comes from the guided filter's linear model applied to the photo's own pixels, as in the
 * segmentation. (Solving at up to 1024 px moved eval:edges' halo by under 1 ΔE for ~0.9 s more.)
 */
const WORK_SIDE = 128;
const MIN_WORK_BAND = 2;
/** Guided upsampling of the solved alpha: a small window and ε, so it follows strand-sized colour edges. */
const UPSAMPLE_RADIUS = 2;
const UPSAMPLE_EPSILON = 1e-3;
/** Conjugate-gradient steps: started from the network's probability, the alpha settles within these. */
const SOLVE_ITERATIONS = 20;
/** Alphas within this many 255ths of 0 or 1 are taken as 0 or 1 (a sure pixel needs no F and B). */
const SNAP = 3;

/** The outline's pixels (0 < alpha < 255) with their hair colour (F), 8-bit RGB. */
export interface MatteBand {
  /** Pixel indices (y·width + x), in row order. */
  indices: Uint32Array;
  foreground: Uint8Array;
}

export interface Matte {
  /** Hair alpha per pixel of the photo, 0..255. */
  alpha: Uint8Array;
  band: MatteBand;
}

export interface MatteOptions {
  /**
   * The outline may not spread beyond the probability: below `from` alpha is 0, above `to` it is the
   * matte's, and between it fades (smoothly, so the cut draws no line). Default: no limit.
   */
  outside?: { from: number; to: number };
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The hair's matte: a trimap from the refined probability; closed-form alpha in its unknown band and the
 * hair's colour there (multi-level foreground estimation), both solved on a ≤WORK_SIDE copy cropped to the
 * band; then, at full resolution and only on the band, the alpha of the guided filter's linear model applied
 * to the photo's own pixels, and the hair's colour sampled bilinearly. Outside the band alpha is 0 or 1.
 */
export async function computeMatte(
  image: RgbImage,
  probability: FloatPlane,
  options: MatteOptions = {},
): Promise<Matte> {
  const outside = options.outside ?? { from: 0, to: 0 };
  const { width, height } = image;
  const scale = Math.min(1, WORK_SIDE / Math.max(width, height));
  const sw = Math.max(1, Math.round(width * scale));
  const sh = Math.max(1, Math.round(height * scale));
  const small = sw === width && sh === height ? image : await resizeRgb(image, sw, sh);
  const smallProbability = resizePlane(probability, sw, sh).data;
  const smallRadius = Math.max(MIN_WORK_BAND, Math.round(bandRadius(width, height) * (sw / width)));
  const smallTrimap = buildTrimap(smallProbability, sw, sh, smallRadius);
  const box = unknownBox(smallTrimap, sw, sh, UPSAMPLE_RADIUS + 2);

  let coefficients: GuidedCoefficients | undefined;
  let planes: { foreground: Float32Array } | undefined;
  if (box) {
    const crop = cropOf(small, smallTrimap, smallProbability, box);
    const guide = guideFromRgb(crop.image);
    const cropAlpha = solveAlpha(guide, crop.trimap, crop.initial, { iterations: SOLVE_ITERATIONS });
    coefficients = fitGuided(prepareGuide(guide, UPSAMPLE_RADIUS, UPSAMPLE_EPSILON), cropAlpha);
    planes = estimateForeground(toUnitRgb(crop.image.data), cropAlpha, box.width, box.height);
  }

  const alpha = new Uint8Array(width * height);
  const band: number[] = [];
  const model = coefficients && box ? { coefficients, box } : undefined;
  fullResolutionAlpha(image, probability.data, smallTrimap, sw, sh, model, outside, alpha, band);
  const indices = Uint32Array.from(band);
  // F at full resolution is the small solve's, sampled bilinearly: smooth, which is all a render needs, as
  // it adds α·(recolour(F) − F) to the pixel and so keeps the pixel's own strand detail.
  const foreground =
    planes && box
      ? toBytes(sampleColours(planes.foreground, box, sw / width, sh / height, width, indices))
      : new Uint8Array(0);
  return { alpha, band: { indices, foreground } };
}

/** The bounding box of the unknown band, grown by `margin` (the solve's windows need context). */
function unknownBox(trimap: Uint8Array, width: number, height: number, margin: number): Box | undefined {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (trimap[y * width + x] !== TRIMAP_UNKNOWN) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return undefined;
  left = Math.max(0, left - margin);
  top = Math.max(0, top - margin);
  right = Math.min(width - 1, right + margin);
  bottom = Math.min(height - 1, bottom + margin);
  return { left, top, width: right - left + 1, height: bottom - top + 1 };
}

function cropOf(image: RgbImage, trimap: Uint8Array, initial: Float32Array, box: Box) {
  const { left, top, width: cw, height: ch } = box;
  const data = new Uint8Array(cw * ch * 3);
  const cropTrimap = new Uint8Array(cw * ch);
  const cropInitial = new Float32Array(cw * ch);
  for (let y = 0; y < ch; y++) {
    const from = (top + y) * image.width + left;
    data.set(image.data.subarray(from * 3, (from + cw) * 3), y * cw * 3);
    cropTrimap.set(trimap.subarray(from, from + cw), y * cw);
    cropInitial.set(initial.subarray(from, from + cw), y * cw);
  }
  return { image: { width: cw, height: ch, data }, trimap: cropTrimap, initial: cropInitial };
}

/** For each of `size` destination pixels, the nearest of `sourceSize` samples (pixel centres aligned). */
function nearest(size: number, sourceSize: number): Int32Array {
  return Int32Array.from({ length: size }, (_, p) =>
    Math.min(sourceSize - 1, Math.floor(((p + 0.5) * sourceSize) / size)),
  );
}

/**
 * The alpha at full resolution, in one pass: the small trimap's class by nearest sample; in its band, the
 * guided filter's linear model (ar, ag, ab, b), bilinear between the crop's samples, applied to the pixel's
 * own colour, faded where the probability is low (`outside`) and snapped to 0 or 255 near them. Partly
 * covered pixels are appended to `band`.
 */
function fullResolutionAlpha(
  image: RgbImage,
  probability: Float32Array,
  smallTrimap: Uint8Array,
  sw: number,
  sh: number,
  model: { coefficients: GuidedCoefficients; box: Box } | undefined,
  outside: { from: number; to: number },
  alpha: Uint8Array,
  band: number[],
): void {
  const { width, height, data: rgb } = image;
  const columns = nearest(width, sw);
  const rows = nearest(height, sh);
  // Where each full-resolution column and row falls between the crop's samples (pixel centres aligned).
  const xs = samplingPositions(width, sw / width, sw);
  const ys = samplingPositions(height, sh / height, sh);
  // Without a model the trimap has no band (the model is fitted wherever it has one).
  const box = model?.box ?? { left: 0, top: 0, width: 1, height: 1 };
  const empty = new Float32Array(1);
  const { ar, ag, ab, b } = model?.coefficients ?? { ar: empty, ag: empty, ab: empty, b: empty };
  const clampX = (v: number) => Math.min(Math.max(v - box.left, 0), box.width - 1);
  const clampY = (v: number) => Math.min(Math.max(v - box.top, 0), box.height - 1);
  for (let y = 0; y < height; y++) {
    const trimapRow = rows[y] * sw;
    const row0 = clampY(ys.low[y]) * box.width;
    const row1 = clampY(ys.high[y]) * box.width;
    const fy = ys.fraction[y];
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const t = smallTrimap[trimapRow + columns[x]];
      if (t === TRIMAP_FOREGROUND) {
        alpha[i] = 255;
        continue;
      }
      if (t !== TRIMAP_UNKNOWN) continue;
      const p = probability[i];
      if (p <= outside.from) continue;
      const x0 = clampX(xs.low[x]);
      const x1 = clampX(xs.high[x]);
      const fx = xs.fraction[x];
      const w00 = (1 - fx) * (1 - fy);
      const w01 = fx * (1 - fy);
      const w10 = (1 - fx) * fy;
      const w11 = fx * fy;
      const i00 = row0 + x0;
      const i01 = row0 + x1;
      const i10 = row1 + x0;
      const i11 = row1 + x1;
      const a =
        ((w00 * ar[i00] + w01 * ar[i01] + w10 * ar[i10] + w11 * ar[i11]) * rgb[i * 3] +
          (w00 * ag[i00] + w01 * ag[i01] + w10 * ag[i10] + w11 * ag[i11]) * rgb[i * 3 + 1] +
          (w00 * ab[i00] + w01 * ab[i01] + w10 * ab[i10] + w11 * ab[i11]) * rgb[i * 3 + 2]) /
          255 +
        (w00 * b[i00] + w01 * b[i01] + w10 * b[i10] + w11 * b[i11]);
      const limit = p >= outside.to ? 1 : smoothstep(outside.from, outside.to, p);
      const value = Math.round(255 * limit * (a < 0 ? 0 : a > 1 ? 1 : a));
      if (value <= SNAP) continue;
      if (value >= 255 - SNAP) {
        alpha[i] = 255;
        continue;
      }
      alpha[i] = value;
      band.push(i);
    }
  }
}

/** Bilinear samples of a crop's RGB plane at some full-resolution pixels (scales: small per full). */
function sampleColours(
  plane: Float32Array,
  box: Box,
  scaleX: number,
  scaleY: number,
  width: number,
  indices: Uint32Array,
): Float32Array {
  const out = new Float32Array(indices.length * 3);
  for (let k = 0; k < indices.length; k++) {
    const px = indices[k] % width;
    const py = (indices[k] - px) / width;
    const x = Math.min(Math.max((px + 0.5) * scaleX - 0.5 - box.left, 0), box.width - 1);
    const y = Math.min(Math.max((py + 0.5) * scaleY - 0.5 - box.top, 0), box.height - 1);
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const x1 = Math.min(x0 + 1, box.width - 1);
    const y1 = Math.min(y0 + 1, box.height - 1);
    const fx = x - x0;
    const fy = y - y0;
    for (let c = 0; c < 3; c++) {
      const top = plane[(y0 * box.width + x0) * 3 + c] * (1 - fx) + plane[(y0 * box.width + x1) * 3 + c] * fx;
      const bottom =
        plane[(y1 * box.width + x0) * 3 + c] * (1 - fx) + plane[(y1 * box.width + x1) * 3 + c] * fx;
      out[k * 3 + c] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

function toUnitRgb(data: Uint8Array): Float32Array {
  const out = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = data[i] / 255;
  return out;
}

function toBytes(values: Float32Array): Uint8Array {
  const out = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = Math.round(values[i] * 255);
  return out;
}
