import { OKLAB_LAB_TO_LMS, OKLAB_LMS_TO_LAB, OKLAB_LMS_TO_RGB, OKLAB_RGB_TO_LMS } from '../colour/oklab';
import { linearToSrgb8, srgb8ToLinear } from '../colour/srgb';
import { cbrtUnit } from '../colour/unit-curves';

/*
 * The per-pixel colour work of the render loop, unrolled over the published OKLab matrices so that millions
 * of pixels convert without allocating an object each (the object-returning versions live in ../colour).
 */
const [p00, p01, p02, p10, p11, p12, p20, p21, p22] = OKLAB_RGB_TO_LMS;
const [q00, q01, q02, q10, q11, q12, q20, q21, q22] = OKLAB_LMS_TO_LAB;
const [, s01, s02, , s11, s12, , s21, s22] = OKLAB_LAB_TO_LMS;
const [t00, t01, t02, t10, t11, t12, t20, t21, t22] = OKLAB_LMS_TO_RGB;

/** Per 8-bit channel value, its linear light times its weight in relative luminance (Rec. 709 / sRGB). */
const LUMINANCE_RED = new Float64Array(256);
const LUMINANCE_GREEN = new Float64Array(256);
const LUMINANCE_BLUE = new Float64Array(256);
for (let k = 0; k < 256; k++) {
  LUMINANCE_RED[k] = 0.2126729 * srgb8ToLinear(k);
  LUMINANCE_GREEN[k] = 0.7151522 * srgb8ToLinear(k);
  LUMINANCE_BLUE[k] = 0.072175 * srgb8ToLinear(k);
}

/**
 * Perceptual lightness of an 8-bit sRGB pixel on OKLab's scale: the cube root of its relative luminance,
 * which is exactly OKLab L for greys and within a few hundredths for hair colours, at a third of the cost.
 * Renders only use it to split the hair's own light into shading and strand detail.
 */
export function perceptualLightness(r8: number, g8: number, b8: number): number {
  return cbrtUnit(LUMINANCE_RED[r8] + LUMINANCE_GREEN[g8] + LUMINANCE_BLUE[b8]);
}

/**
 * Converts OKLab to sRGB and blends it over the 8-bit pixel at `offset` of `rgb` with weight `alpha`,
 * in place. Out-of-gamut channels are clipped.
 */
export function blendOklabInto(
  L: number,
  a: number,
  b: number,
  alpha: number,
  rgb: Uint8Array,
  offset: number,
): void {
  const l = L + s01 * a + s02 * b;
  const m = L + s11 * a + s12 * b;
  const s = L + s21 * a + s22 * b;
  const l3 = l * l * l;
  const m3 = m * m * m;
  const s3 = s * s * s;
  const red = linearToSrgb8(t00 * l3 + t01 * m3 + t02 * s3);
  const green = linearToSrgb8(t10 * l3 + t11 * m3 + t12 * s3);
  const blue = linearToSrgb8(t20 * l3 + t21 * m3 + t22 * s3);
  if (alpha >= 1) {
    rgb[offset] = red;
    rgb[offset + 1] = green;
    rgb[offset + 2] = blue;
    return;
  }
  const keep = 1 - alpha;
  rgb[offset] = Math.round(rgb[offset] * keep + red * alpha);
  rgb[offset + 1] = Math.round(rgb[offset + 1] * keep + green * alpha);
  rgb[offset + 2] = Math.round(rgb[offset + 2] * keep + blue * alpha);
}

/**
 * Blends a new OKLab colour (`next` = [L, a, b]) over the 8-bit pixel at `offset`, in OKLab, with separate
 * weights for lightness and colour. The lightness is a mix (`matteMix`, 0..1) of two readings of a partly
 * covered pixel: as hair over background, whose light moves by `matteShift` (the hair's share of the
 * change), and as a weighted blend towards the new lightness.
 */
export function blendOklabSplit(
  next: Float64Array,
  lightnessWeight: number,
  colourWeight: number,
  matteShift: number,
  matteMix: number,
  rgb: Uint8Array,
  offset: number,
): void {
  const r = srgb8ToLinear(rgb[offset]);
  const g = srgb8ToLinear(rgb[offset + 1]);
  const bl = srgb8ToLinear(rgb[offset + 2]);
  const l0 = cbrtUnit(p00 * r + p01 * g + p02 * bl);
  const m0 = cbrtUnit(p10 * r + p11 * g + p12 * bl);
  const s0 = cbrtUnit(p20 * r + p21 * g + p22 * bl);
  const oldL = q00 * l0 + q01 * m0 + q02 * s0;
  const oldA = q10 * l0 + q11 * m0 + q12 * s0;
  const oldB = q20 * l0 + q21 * m0 + q22 * s0;
  const blended = oldL + (next[0] - oldL) * lightnessWeight;
  const L = blended + (oldL + matteShift - blended) * matteMix;
  blendOklabInto(
    L < 0 ? 0 : L > 1 ? 1 : L,
    oldA + (next[1] - oldA) * colourWeight,
    oldB + (next[2] - oldB) * colourWeight,
    1,
    rgb,
    offset,
  );
}
