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

/** The weights of linear red, green and blue in relative luminance (Rec. 709 / sRGB, the Y row of XYZ). */
export const RELATIVE_LUMINANCE = [0.2126729, 0.7151522, 0.072175] as const;

/** Per 8-bit channel value, its linear light times its weight in relative luminance. */
const LUMINANCE_RED = new Float64Array(256);
const LUMINANCE_GREEN = new Float64Array(256);
const LUMINANCE_BLUE = new Float64Array(256);
for (let k = 0; k < 256; k++) {
  LUMINANCE_RED[k] = RELATIVE_LUMINANCE[0] * srgb8ToLinear(k);
  LUMINANCE_GREEN[k] = RELATIVE_LUMINANCE[1] * srgb8ToLinear(k);
  LUMINANCE_BLUE[k] = RELATIVE_LUMINANCE[2] * srgb8ToLinear(k);
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
  oklabToSrgb8(L, a, b);
  if (alpha >= 1) {
    rgb[offset] = converted[0];
    rgb[offset + 1] = converted[1];
    rgb[offset + 2] = converted[2];
    return;
  }
  const keep = 1 - alpha;
  rgb[offset] = Math.round(rgb[offset] * keep + converted[0] * alpha);
  rgb[offset + 1] = Math.round(rgb[offset + 1] * keep + converted[1] * alpha);
  rgb[offset + 2] = Math.round(rgb[offset + 2] * keep + converted[2] * alpha);
}

/** The last colour `oklabToSrgb8` converted: one scratch buffer, so the loop allocates nothing. */
const converted = new Uint8Array(3);

/** OKLab to 8-bit sRGB in `converted`, out-of-gamut channels clipped. */
function oklabToSrgb8(L: number, a: number, b: number): void {
  const l = L + s01 * a + s02 * b;
  const m = L + s11 * a + s12 * b;
  const s = L + s21 * a + s22 * b;
  const l3 = l * l * l;
  const m3 = m * m * m;
  const s3 = s * s * s;
  converted[0] = linearToSrgb8(t00 * l3 + t01 * m3 + t02 * s3);
  converted[1] = linearToSrgb8(t10 * l3 + t11 * m3 + t12 * s3);
  converted[2] = linearToSrgb8(t20 * l3 + t21 * m3 + t22 * s3);
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

/**
 * Composites a recoloured hair colour (`next` = [L, a, b], OKLab) into the 8-bit pixel at `offset` of `rgb`,
 * which shows hair of colour `hair` (8-bit RGB at `hairOffset`) with coverage `alpha` over some background:
 * I = α·F + (1 − α)·B becomes α·F′ + (1 − α)·B = I + α·(F′ − F), in the photo's own sRGB values, as the matte
 * was solved. The background's share of the pixel is left as it was.
 */
export function compositeOverBackground(
  next: Float64Array,
  alpha: number,
  hair: Uint8Array,
  hairOffset: number,
  rgb: Uint8Array,
  offset: number,
): void {
  oklabToSrgb8(next[0], next[1], next[2]);
  rgb[offset] = clampByte(rgb[offset] + alpha * (converted[0] - hair[hairOffset]));
  rgb[offset + 1] = clampByte(rgb[offset + 1] + alpha * (converted[1] - hair[hairOffset + 1]));
  rgb[offset + 2] = clampByte(rgb[offset + 2] + alpha * (converted[2] - hair[hairOffset + 2]));
}

function clampByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}
