import type { GuidePlanes } from '@hairhue/recolour';
import { applyGuided, fitGuided, prepareGuide } from '@hairhue/recolour';
import { TRIMAP_FOREGROUND, TRIMAP_UNKNOWN } from './trimap';

export interface AlphaSolveOptions {
  /** Window radius of the local colour-line model (1 = Levin's 3×3 windows). */
  radius?: number;
  /** Regularisation of the local model, per window pixel (the guided filter's ε; Levin's ε / |ω|). */
  epsilon?: number;
  /** Most conjugate-gradient steps, and the relative residual at which to stop earlier. */
  iterations?: number;
  tolerance?: number;
}

const DEFAULTS = { radius: 1, epsilon: 1e-5, iterations: 60, tolerance: 1e-3 };

/**
 * Closed-form matting (Levin, Lischinski & Weiss, "A Closed-Form Solution to Natural Image Matting", 2008):
 * inside every small window the alpha is an affine function of the colour, and the alpha of the unknown
 * pixels is the one that fits those local models best given the sure pixels (hard constraints: 1 in sure
 * hair, 0 in sure background). Along a strand the colour, and so the alpha, varies with the strand.
 *
 * The matting Laplacian is never built: applied to a vector p it is |ω|·(p − guided filter of p) (He, Sun &
 * Tang, "Fast Matting Using Large Kernel Matting Laplacian Matrices", 2010), which the guided filter gives in
 * O(n) whatever the window. The system restricted to the unknown pixels is solved by conjugate gradient,
 * started from `initial` (the network's probability), so a few dozen steps suffice.
 *
 * @returns alpha per pixel in [0, 1]: the trimap's value where it is sure, the solution in the band.
 */
export function solveAlpha(
  guide: GuidePlanes,
  trimap: Uint8Array,
  initial: Float32Array,
  options: AlphaSolveOptions = {},
): Float32Array {
  const { radius, epsilon, iterations, tolerance } = { ...DEFAULTS, ...options };
  const pixels = guide.width * guide.height;
  if (trimap.length !== pixels || initial.length !== pixels) {
    throw new RangeError('trimap, initial alpha and guide sizes differ');
  }
  let count = 0;
  for (let i = 0; i < pixels; i++) if (trimap[i] === TRIMAP_UNKNOWN) count++;
  const unknown = new Uint32Array(count);
  const alpha = new Float32Array(pixels);
  for (let i = 0, k = 0; i < pixels; i++) {
    if (trimap[i] === TRIMAP_UNKNOWN) {
      unknown[k++] = i;
      alpha[i] = initial[i] < 0 ? 0 : initial[i] > 1 ? 1 : initial[i];
    } else {
      alpha[i] = trimap[i] === TRIMAP_FOREGROUND ? 1 : 0;
    }
  }
  if (count === 0) return alpha;

  const prepared = prepareGuide(guide, radius, epsilon);
  // (I − G)·v: the Laplacian over |ω|, read back on the unknown pixels only.
  const laplacian = (plane: Float32Array, out: Float64Array) => {
    const filtered = applyGuided(prepared, fitGuided(prepared, plane));
    for (let k = 0; k < count; k++) out[k] = plane[unknown[k]] - filtered[unknown[k]];
  };

  // Conjugate gradient on L_uu·x = −L_uk·α_k, i.e. the residual of the whole plane with x in place.
  const residual = new Float64Array(count);
  laplacian(alpha, residual);
  for (let k = 0; k < count; k++) residual[k] = -residual[k];
  const direction = Float64Array.from(residual);
  const product = new Float64Array(count);
  const spread = new Float32Array(pixels);
  let rr = dot(residual, residual);
  const stopAt = tolerance * tolerance * Math.max(rr, 1e-30);
  for (let step = 0; step < iterations && rr > stopAt; step++) {
    for (let k = 0; k < count; k++) spread[unknown[k]] = direction[k];
    laplacian(spread, product);
    const curvature = dot(direction, product);
    if (!(curvature > 0)) break;
    const length = rr / curvature;
    for (let k = 0; k < count; k++) {
      alpha[unknown[k]] += length * direction[k];
      residual[k] -= length * product[k];
    }
    const next = dot(residual, residual);
    const keep = next / rr;
    rr = next;
    for (let k = 0; k < count; k++) direction[k] = residual[k] + keep * direction[k];
  }
  for (let k = 0; k < count; k++) {
    const i = unknown[k];
    alpha[i] = alpha[i] < 0 ? 0 : alpha[i] > 1 ? 1 : alpha[i];
  }
  return alpha;
}

function dot(x: Float64Array, y: Float64Array): number {
  let sum = 0;
  for (let k = 0; k < x.length; k++) sum += x[k] * y[k];
  return sum;
}
