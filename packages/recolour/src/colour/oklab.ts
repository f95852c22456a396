import { hueOf } from './hue';
import type { Mat3 } from './matrix';
import { linearToSrgb8, srgbToLinear } from './srgb';
import type { LinearRgb, Oklab, Oklch, Rgb } from './types';

/*
 * OKLab as published by Björn Ottosson ("A perceptual color space for image processing", 2020):
 * linear sRGB → LMS (M1, already combined with the sRGB → XYZ step), cube root, then LMS' → Lab (M2).
 * The inverse matrices are Ottosson's published ones too.
 */
/**
 * The response between the two matrices: each cone's signal to the power of a third (the cube roots here,
 * and perceptualLightness's of luminance, are taken by Math.cbrt or tables; the live preview's shader
 * raises to this power).
 */
export const OKLAB_RESPONSE_EXPONENT = 1 / 3;

export const OKLAB_RGB_TO_LMS: Mat3 = Object.freeze([
  0.4122214708, 0.5363325363, 0.0514459929, 0.2119034982, 0.6806995451, 0.1073969566, 0.0883024619,
  0.2817188376, 0.6299787005,
] as const);

export const OKLAB_LMS_TO_LAB: Mat3 = Object.freeze([
  0.2104542553, 0.793617785, -0.0040720468, 1.9779984951, -2.428592205, 0.4505937099, 0.0259040371,
  0.7827717662, -0.808675766,
] as const);

export const OKLAB_LAB_TO_LMS: Mat3 = Object.freeze([
  1, 0.3963377774, 0.2158037573, 1, -0.1055613458, -0.0638541728, 1, -0.0894841775, -1.291485548,
] as const);

export const OKLAB_LMS_TO_RGB: Mat3 = Object.freeze([
  4.0767416621, -3.3077115913, 0.2309699292, -1.2684380046, 2.6097574011, -0.3413193965, -0.0041960863,
  -0.7034186147, 1.707614701,
] as const);

const [p00, p01, p02, p10, p11, p12, p20, p21, p22] = OKLAB_RGB_TO_LMS;
const [q00, q01, q02, q10, q11, q12, q20, q21, q22] = OKLAB_LMS_TO_LAB;
// The first column of LMS' ← Lab is all ones.
const [, s01, s02, , s11, s12, , s21, s22] = OKLAB_LAB_TO_LMS;
const [t00, t01, t02, t10, t11, t12, t20, t21, t22] = OKLAB_LMS_TO_RGB;

export function linearRgbToOklab({ r, g, b }: LinearRgb): Oklab {
  const l = Math.cbrt(p00 * r + p01 * g + p02 * b);
  const m = Math.cbrt(p10 * r + p11 * g + p12 * b);
  const s = Math.cbrt(p20 * r + p21 * g + p22 * b);
  return {
    L: q00 * l + q01 * m + q02 * s,
    a: q10 * l + q11 * m + q12 * s,
    b: q20 * l + q21 * m + q22 * s,
  };
}

export function oklabToLinearRgb({ L, a, b }: Oklab): LinearRgb {
  const l = L + s01 * a + s02 * b;
  const m = L + s11 * a + s12 * b;
  const s = L + s21 * a + s22 * b;
  const l3 = l * l * l;
  const m3 = m * m * m;
  const s3 = s * s * s;
  return {
    r: t00 * l3 + t01 * m3 + t02 * s3,
    g: t10 * l3 + t11 * m3 + t12 * s3,
    b: t20 * l3 + t21 * m3 + t22 * s3,
  };
}

export function oklabToOklch({ L, a, b }: Oklab): Oklch {
  return { L, C: Math.hypot(a, b), h: hueOf(a, b) };
}

export function oklchToOklab({ L, C, h }: Oklch): Oklab {
  return { L, a: C * Math.cos(h), b: C * Math.sin(h) };
}

/** 8-bit sRGB (fractional channels allowed) to OKLab. */
export function srgbToOklab({ r, g, b }: Rgb): Oklab {
  return linearRgbToOklab({ r: srgbToLinear(r / 255), g: srgbToLinear(g / 255), b: srgbToLinear(b / 255) });
}

/** OKLab to 8-bit sRGB, each channel clipped to the gamut and rounded. */
export function oklabToSrgb(lab: Oklab): Rgb {
  const { r, g, b } = oklabToLinearRgb(lab);
  return { r: linearToSrgb8(r), g: linearToSrgb8(g), b: linearToSrgb8(b) };
}
