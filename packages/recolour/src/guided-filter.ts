import type { RgbImage } from './image-types';
import { boxMean } from './box-filter';

/** A colour guide split into planes with values in [0, 1]. */
export interface GuidePlanes {
  width: number;
  height: number;
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

/** Per-pixel linear model q = ar·R + ag·G + ab·B + b of the colour guided filter, already window-averaged. */
export interface GuidedCoefficients {
  width: number;
  height: number;
  ar: Float32Array;
  ag: Float32Array;
  ab: Float32Array;
  b: Float32Array;
}

/**
 * What the colour guided filter needs from the guide alone: its window means and the inverse of its
 * regularised window covariance. Computed once per guide, radius and ε, then shared by every input filtered
 * with them (the mean-field iterations filter several).
 */
export interface PreparedGuide {
  guide: GuidePlanes;
  radius: number;
  meanR: Float32Array;
  meanG: Float32Array;
  meanB: Float32Array;
  /** The symmetric inverse covariance, entries rr, rg, rb, gg, gb, bb. */
  inverse: [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
}

/** Splits an 8-bit RGB image into the three [0, 1] planes of a guide. */
export function guideFromRgb(image: RgbImage): GuidePlanes {
  const pixels = image.width * image.height;
  const r = new Float32Array(pixels);
  const g = new Float32Array(pixels);
  const b = new Float32Array(pixels);
  const rgb = image.data;
  for (let i = 0, j = 0; i < pixels; i++, j += 3) {
    r[i] = rgb[j] / 255;
    g[i] = rgb[j + 1] / 255;
    b[i] = rgb[j + 2] / 255;
  }
  return { width: image.width, height: image.height, r, g, b };
}

/**
 * Colour guided filter (He, Sun & Tang, "Guided Image Filtering", 2013): fits, in every window, the input as a
 * linear function of the guide's colour, so the output follows the guide's edges (hair strands against skin
 * or sky) while staying smooth elsewhere. `epsilon` is the regularisation on the colour covariance: smaller
 * follows the photo's edges more closely.
 *
 * In three steps: `prepareGuide` once per guide, `fitGuided` per input, then `applyGuided` on the guide's
 * grid or `applyCoefficientsUpsampled` on the full-resolution photo.
 */
export function prepareGuide(guide: GuidePlanes, radius: number, epsilon: number): PreparedGuide {
  const { width, height, r, g, b } = guide;
  const n = width * height;
  const mean = (plane: Float32Array, out?: Float32Array) => boxMean(plane, width, height, radius, out);
  const product = new Float32Array(n);
  const productMean = (x: Float32Array, y: Float32Array) => {
    for (let i = 0; i < n; i++) product[i] = x[i] * y[i];
    return mean(product);
  };
  const meanR = mean(r);
  const meanG = mean(g);
  const meanB = mean(b);
  // Second moments, turned into the inverse covariance in place.
  const rr = productMean(r, r);
  const rg = productMean(r, g);
  const rb = productMean(r, b);
  const gg = productMean(g, g);
  const gb = productMean(g, b);
  const bb = productMean(b, b);
  for (let i = 0; i < n; i++) {
    const mr = meanR[i];
    const mg = meanG[i];
    const mb = meanB[i];
    const vrr = rr[i] - mr * mr + epsilon;
    const vrg = rg[i] - mr * mg;
    const vrb = rb[i] - mr * mb;
    const vgg = gg[i] - mg * mg + epsilon;
    const vgb = gb[i] - mg * mb;
    const vbb = bb[i] - mb * mb + epsilon;
    // Inverse of the symmetric 3×3 covariance by cofactors; ε keeps it positive definite (with a small ε
    // and a window of nearly one colour, det is ~ε³: any positive det is a valid inverse).
    const c00 = vgg * vbb - vgb * vgb;
    const c01 = vrb * vgb - vrg * vbb;
    const c02 = vrg * vgb - vrb * vgg;
    const c11 = vrr * vbb - vrb * vrb;
    const c12 = vrb * vrg - vrr * vgb;
    const c22 = vrr * vgg - vrg * vrg;
    const det = vrr * c00 + vrg * c01 + vrb * c02;
    const inv = det > 0 ? 1 / det : 0;
    rr[i] = c00 * inv;
    rg[i] = c01 * inv;
    rb[i] = c02 * inv;
    gg[i] = c11 * inv;
    gb[i] = c12 * inv;
    bb[i] = c22 * inv;
  }
  return { guide, radius, meanR, meanG, meanB, inverse: [rr, rg, rb, gg, gb, bb] };
}

/** The window-averaged linear coefficients that map the guide's colour to the filtered input. */
export function fitGuided(prepared: PreparedGuide, input: Float32Array): GuidedCoefficients {
  const { guide, radius, meanR, meanG, meanB, inverse } = prepared;
  const { width, height, r, g, b } = guide;
  const n = width * height;
  const mean = (plane: Float32Array, out?: Float32Array) => boxMean(plane, width, height, radius, out);
  const product = new Float32Array(n);
  const productMean = (x: Float32Array) => {
    for (let i = 0; i < n; i++) product[i] = x[i] * input[i];
    return mean(product);
  };
  const meanP = mean(input);
  const ar = productMean(r);
  const ag = productMean(g);
  const ab = productMean(b);
  const [irr, irg, irb, igg, igb, ibb] = inverse;
  for (let i = 0; i < n; i++) {
    const mp = meanP[i];
    const covR = ar[i] - meanR[i] * mp;
    const covG = ag[i] - meanG[i] * mp;
    const covB = ab[i] - meanB[i] * mp;
    const a0 = irr[i] * covR + irg[i] * covG + irb[i] * covB;
    const a1 = irg[i] * covR + igg[i] * covG + igb[i] * covB;
    const a2 = irb[i] * covR + igb[i] * covG + ibb[i] * covB;
    ar[i] = a0;
    ag[i] = a1;
    ab[i] = a2;
    meanP[i] = mp - a0 * meanR[i] - a1 * meanG[i] - a2 * meanB[i];
  }
  // Every pixel lies in many windows: its model is the average of theirs.
  return {
    width,
    height,
    ar: mean(ar),
    ag: mean(ag),
    ab: mean(ab),
    b: mean(meanP),
  };
}

/** The guided filter's output on the guide's own grid (not clamped). */
export function applyGuided(prepared: PreparedGuide, coefficients: GuidedCoefficients): Float32Array {
  const { r, g, b } = prepared.guide;
  const out = new Float32Array(r.length);
  const { ar, ag, ab, b: bias } = coefficients;
  for (let i = 0; i < out.length; i++) out[i] = ar[i] * r[i] + ag[i] * g[i] + ab[i] * b[i] + bias[i];
  return out;
}

/**
 * Fast guided filter (He & Sun 2015), full-resolution step: the coefficients fitted on a small copy of the
 * photo are upsampled bilinearly (pixel-centre aligned, as `resizePlane`) and applied to the photo's own
 * pixels, clamped to [0, 1]. One pass, with no full-size coefficient planes: each output row blends two
 * coefficient rows, then walks along them; between two source columns the coefficients change linearly, so
 * each pixel only adds a step.
 */
export function applyCoefficientsUpsampled(coefficients: GuidedCoefficients, image: RgbImage): Float32Array {
  const { width: sw, height: sh, ar, ag, ab, b } = coefficients;
  const { width, height, data: rgb } = image;
  const out = new Float32Array(width * height);
  const scaleX = sw / width;
  const scaleY = sh / height;
  // Output columns [spanStart[k], spanStart[k + 1]) sample between source columns k and k + 1 (clamped ends:
  // columns before the first source centre use column 0, those after the last use column sw − 1).
  const spanStart = new Int32Array(sw + 1);
  for (let k = 0; k <= sw; k++) {
    const x = Math.ceil((k + 0.5) / scaleX - 0.5);
    spanStart[k] = Math.min(Math.max(x, 0), width);
  }
  spanStart[sw] = width;
  // Coefficients of the current output row, with 1/255 folded into the colour terms.
  const rowR = new Float64Array(sw);
  const rowG = new Float64Array(sw);
  const rowB = new Float64Array(sw);
  const rowC = new Float64Array(sw);
  const k255 = 1 / 255;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(Math.max((y + 0.5) * scaleY - 0.5, 0), sh - 1);
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    const top = y0 * sw;
    const bottom = Math.min(y0 + 1, sh - 1) * sw;
    for (let x = 0; x < sw; x++) {
      const t = top + x;
      const u = bottom + x;
      rowR[x] = (ar[t] + (ar[u] - ar[t]) * fy) * k255;
      rowG[x] = (ag[t] + (ag[u] - ag[t]) * fy) * k255;
      rowB[x] = (ab[t] + (ab[u] - ab[t]) * fy) * k255;
      rowC[x] = b[t] + (b[u] - b[t]) * fy;
    }
    const row = y * width;
    // Left of the first source centre: constant.
    applySpan(out, rgb, row, 0, spanStart[0], rowR[0], rowG[0], rowB[0], rowC[0], 0, 0, 0, 0);
    for (let k = 0; k < sw; k++) {
      const from = spanStart[k];
      const to = spanStart[k + 1];
      if (from >= to) continue;
      if (k === sw - 1) {
        applySpan(out, rgb, row, from, to, rowR[k], rowG[k], rowB[k], rowC[k], 0, 0, 0, 0);
        continue;
      }
      // Fraction of the way from source column k to k + 1 at the span's first pixel, and per pixel.
      const f = (from + 0.5) * scaleX - 0.5 - k;
      const dR = rowR[k + 1] - rowR[k];
      const dG = rowG[k + 1] - rowG[k];
      const dB = rowB[k + 1] - rowB[k];
      const dC = rowC[k + 1] - rowC[k];
      applySpan(
        out,
        rgb,
        row,
        from,
        to,
        rowR[k] + dR * f,
        rowG[k] + dG * f,
        rowB[k] + dB * f,
        rowC[k] + dC * f,
        dR * scaleX,
        dG * scaleX,
        dB * scaleX,
        dC * scaleX,
      );
    }
  }
  return out;
}

/** Applies coefficients that start at (cr, cg, cb, c) and change by the steps per pixel to a run of a row. */
function applySpan(
  out: Float32Array,
  rgb: Uint8Array,
  row: number,
  from: number,
  to: number,
  cr: number,
  cg: number,
  cb: number,
  c: number,
  stepR: number,
  stepG: number,
  stepB: number,
  stepC: number,
): void {
  for (let i = row + from, j = i * 3; i < row + to; i++, j += 3) {
    const value = cr * rgb[j] + cg * rgb[j + 1] + cb * rgb[j + 2] + c;
    out[i] = value < 0 ? 0 : value > 1 ? 1 : value;
    cr += stepR;
    cg += stepG;
    cb += stepB;
    c += stepC;
  }
}
