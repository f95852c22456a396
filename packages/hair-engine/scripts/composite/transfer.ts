import type { LabPlanes, RgbImage } from '@hairhue/recolour';
import {
  deltaE2000Components,
  linearToSrgb,
  oklabToLinearRgb,
  srgbToLab,
  srgbToOklab,
} from '@hairhue/recolour';
import type { EdgeMatte } from './alpha';
import type { HairNodes } from './nodes';
import { interpolateNodes } from './nodes';

/**
 * T, the product's own colour change of the hair near an edge, read from its render of the solid hair nearby:
 * at each node of the matte's grid, the rendered OKLab L, a and b are each regressed on the original OKLab L
 * of that node's solid-hair pixels (a line per channel). A render darkens highlights in proportion, so a
 * colour change that depends on lightness is needed: one local median would give every edge pixel the same
 * target, wrong for Jet Black where the highlights stay lighter than the swatch. A node's slope is drawn towards the slope of all the photo's solid hair where its own hair spans
 * too little lightness to fix one (ridge with a prior of 0.02 in L's standard deviation).
 */

const PRIOR_SPREAD = 0.02;
/** T is not extrapolated: a lightness outside these percentiles of the solid hair's is taken at the nearer one. */
const RANGE_PERCENTILES = [0.02, 0.98] as const;

export interface Transfer {
  /** Per node: intercept and slope for L, a, b (6 numbers). */
  coefficients: Float64Array;
  valid: Uint8Array;
  nodes: HairNodes;
  /** The solid hair's lightness range T is applied within. */
  lightness: readonly [number, number];
}

export function fitTransfer(originalL: Float32Array, rendered: LabPlanes, matte: EdgeMatte): Transfer {
  const { nodes, validNodes } = matte;
  const count = nodes.pixels.length;
  const outputs = [rendered.L, rendered.a, rendered.b];
  const everything = new Set<number>();
  for (const pixels of nodes.pixels) for (const p of pixels) everything.add(p);
  const all = Int32Array.from(everything);
  const global = regress(all, originalL, outputs, undefined);
  const sorted = Float64Array.from(all, (p) => originalL[p]).sort();
  const at = (share: number) => sorted[Math.round(share * (sorted.length - 1))] ?? 0;
  const lightness = [at(RANGE_PERCENTILES[0]), at(RANGE_PERCENTILES[1])] as const;
  const coefficients = new Float64Array(count * 6);
  const valid = new Uint8Array(count);
  for (let node = 0; node < count; node++) {
    if (!validNodes[node] || nodes.pixels[node].length === 0) continue;
    coefficients.set(regress(nodes.pixels[node], originalL, outputs, global), node * 6);
    valid[node] = 1;
  }
  return { coefficients, valid, nodes, lightness };
}

/** Intercept and slope per output of a least-squares line on `x`; slopes drawn towards `prior`'s if given. */
function regress(
  pixels: Int32Array,
  x: Float32Array,
  outputs: Float32Array[],
  prior: Float64Array | undefined,
): Float64Array {
  const result = new Float64Array(6);
  const n = pixels.length;
  if (n === 0) return result;
  let meanX = 0;
  for (const p of pixels) meanX += x[p] / n;
  let sxx = 0;
  for (const p of pixels) sxx += (x[p] - meanX) ** 2;
  const ridge = prior ? n * PRIOR_SPREAD ** 2 : 0;
  outputs.forEach((y, k) => {
    let meanY = 0;
    for (const p of pixels) meanY += y[p] / n;
    let sxy = 0;
    for (const p of pixels) sxy += (x[p] - meanX) * (y[p] - meanY);
    const denominator = sxx + ridge;
    const slope = denominator > 0 ? (sxy + ridge * (prior ? prior[k * 2 + 1] : 0)) / denominator : 0;
    result[k * 2] = meanY - slope * meanX;
    result[k * 2 + 1] = slope;
  });
  return result;
}

/**
 * The ideal composite, α·T(H) + (1 − α)·B′ (sRGB 0–255 floats, three per pixel) on the band, with H the
 * band pixel's hair colour (see `recomposite`), and exactly B′ on the plain background; NaN elsewhere, and
 * at band pixels with no fitted node around them.
 */
export function idealComposite(matte: EdgeMatte, transfer: Transfer, newBackground: RgbImage): Float32Array {
  const { width, height, alpha, band, background, hair } = matte;
  const ideal = new Float32Array(width * height * 3).fill(Number.NaN);
  const coefficients = new Float64Array(6);
  for (let i = 0; i < width * height; i++) {
    const o = i * 3;
    if (background[i]) {
      for (let c = 0; c < 3; c++) ideal[o + c] = newBackground.data[o + c];
      continue;
    }
    if (!band[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    if (!interpolateNodes(transfer.nodes, transfer.valid, transfer.coefficients, 6, x, y, coefficients))
      continue;
    const clamp = (v: number) => Math.min(255, Math.max(0, v));
    const L = srgbToOklab({ r: clamp(hair[o]), g: clamp(hair[o + 1]), b: clamp(hair[o + 2]) }).L;
    const target = transferred(transfer, coefficients, L);
    const a = alpha[i];
    for (let c = 0; c < 3; c++) ideal[o + c] = a * target[c] + (1 - a) * newBackground.data[o + c];
  }
  return ideal;
}

/** T at OKLab lightness L (a node's coefficients), as sRGB 0–255 floats clipped to the gamut. */
export function transferred(
  transfer: Transfer,
  coefficients: Float64Array,
  lightness: number,
): [number, number, number] {
  const [low, high] = transfer.lightness;
  const L = Math.min(high, Math.max(low, lightness));
  const { r, g, b } = oklabToLinearRgb({
    L: coefficients[0] + coefficients[1] * L,
    a: coefficients[2] + coefficients[3] * L,
    b: coefficients[4] + coefficients[5] * L,
  });
  const encode = (v: number) => 255 * linearToSrgb(Math.min(1, Math.max(0, v)));
  return [encode(r), encode(g), encode(b)];
}

/**
 * A render with the true mask as a hard matte, for comparison: on the band, the true hair gets T of its own
 * colour and the rest stays; elsewhere `base` (the product's render) is kept.
 */
export function hardMaskRender(
  composite: RgbImage,
  base: RgbImage,
  truth: Uint8Array,
  matte: EdgeMatte,
  transfer: Transfer,
): RgbImage {
  const { width, height } = composite;
  const data = Uint8Array.from(base.data);
  const coefficients = new Float64Array(6);
  for (let i = 0; i < width * height; i++) {
    if (!matte.band[i]) continue;
    const o = i * 3;
    let colour: [number, number, number] = [composite.data[o], composite.data[o + 1], composite.data[o + 2]];
    if (
      truth[i] &&
      interpolateNodes(
        transfer.nodes,
        transfer.valid,
        transfer.coefficients,
        6,
        i % width,
        (i / width) | 0,
        coefficients,
      )
    ) {
      colour = transferred(
        transfer,
        coefficients,
        srgbToOklab({ r: colour[0], g: colour[1], b: colour[2] }).L,
      );
    }
    for (let c = 0; c < 3; c++) data[o + c] = Math.round(colour[c]);
  }
  return { width, height, data };
}

/**
 * How well T explains the render where it was fitted: mean ΔE2000 between the render and T of the original
 * lightness over the solid hair the nodes read. It bounds how exact the ideal can be.
 */
export function transferResidual(result: RgbImage, originalL: Float32Array, transfer: Transfer): number {
  const { width } = result;
  const seen = new Set<number>();
  for (const pixels of transfer.nodes.pixels) for (const p of pixels) seen.add(p);
  const coefficients = new Float64Array(6);
  let sum = 0;
  let count = 0;
  for (const p of seen) {
    const { valid, nodes } = transfer;
    if (!interpolateNodes(nodes, valid, transfer.coefficients, 6, p % width, (p / width) | 0, coefficients))
      continue;
    const [r, g, b] = transferred(transfer, coefficients, originalL[p]);
    const want = srgbToLab({ r, g, b });
    const got = srgbToLab({ r: result.data[p * 3], g: result.data[p * 3 + 1], b: result.data[p * 3 + 2] });
    sum += deltaE2000Components(got.L, got.a, got.b, want.L, want.a, want.b);
    count++;
  }
  return count ? sum / count : Number.NaN;
}
