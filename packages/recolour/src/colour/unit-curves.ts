import { LAB_EPSILON, LAB_KAPPA } from './cielab';

/*
 * Fast versions of the cube-root curves that the whole-image conversions evaluate three times per pixel.
 * `Math.cbrt` costs about as much as the rest of a pixel's conversion; a table lookup with linear
 * interpolation does not. Inputs come from 8-bit sRGB through matrices with non-negative coefficients, so
 * they lie in [0, 1].
 *
 * The table is indexed by u = √x and holds u^(2/3) = ∛x. The square root is one machine instruction and
 * tames the curve's bend near 0: the interpolation error, (h²/8)·(2/9)·u^(-4/3), stays below 1e-7 for
 * x ≥ 4e-5. Below that (near-black pixels only) the cube root is computed exactly.
 */
const STEPS = 16384;
const EXACT_BELOW = 4e-5;

// Two entries past the end: x = 1 (plus rounding) may index STEPS and read STEPS + 1.
const CBRT_BY_SQRT = new Float64Array(STEPS + 2);
for (let i = 0; i < CBRT_BY_SQRT.length; i++) CBRT_BY_SQRT[i] = Math.cbrt((i / STEPS) ** 2);

/** Math.cbrt(x) for x in [0, 1], within 1e-7. */
export function cbrtUnit(x: number): number {
  if (x < EXACT_BELOW) return Math.cbrt(x);
  const u = Math.sqrt(x) * STEPS;
  const i = u | 0;
  const y0 = CBRT_BY_SQRT[i];
  return y0 + (CBRT_BY_SQRT[i + 1] - y0) * (u - i);
}

/** The CIELAB function f(t) (see labF) for t in [0, 1], within 1e-7. */
export function labFUnit(t: number): number {
  if (t <= LAB_EPSILON) return (LAB_KAPPA * t + 16) / 116;
  const u = Math.sqrt(t) * STEPS;
  const i = u | 0;
  const y0 = CBRT_BY_SQRT[i];
  return y0 + (CBRT_BY_SQRT[i + 1] - y0) * (u - i);
}
