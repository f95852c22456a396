import { hueOf } from './hue';
import { invert3x3, type Mat3 } from './matrix';
import { linearToSrgb8, srgbToLinear } from './srgb';
import type { Lab, Lch, LinearRgb, Rgb, Xyz } from './types';

/*
 * Linear sRGB → CIE XYZ for the sRGB primaries and D65 white (IEC 61966-2-1), as tabulated by Bruce Lindbloom.
 * The white point is taken as the image of RGB (1, 1, 1) rather than a separately rounded D65 constant, so that
 * sRGB white lands exactly on L = 100, a = b = 0.
 */
export const RGB_TO_XYZ: Mat3 = Object.freeze([
  0.4124564, 0.3575761, 0.1804375, 0.2126729, 0.7151522, 0.072175, 0.0193339, 0.119192, 0.9503041,
] as const);

const [m00, m01, m02, m10, m11, m12, m20, m21, m22] = RGB_TO_XYZ;

/** The reference white (sRGB white, D65) in XYZ, Y = 1. */
export const D65_WHITE: Readonly<Xyz> = Object.freeze({
  X: m00 + m01 + m02,
  Y: m10 + m11 + m12,
  Z: m20 + m21 + m22,
});

/** XYZ → linear sRGB: the exact inverse of RGB_TO_XYZ, so conversions round-trip to float precision. */
export const XYZ_TO_RGB: Mat3 = Object.freeze(invert3x3(RGB_TO_XYZ));

const [n00, n01, n02, n10, n11, n12, n20, n21, n22] = XYZ_TO_RGB;

/** CIE constants in their exact rational form (CIE 15:2004), which avoids the kink of 0.008856 / 903.3. */
export const LAB_EPSILON = 216 / 24389;
export const LAB_KAPPA = 24389 / 27;

/** The CIELAB companding function f(t): a cube root with a linear toe near black. */
export function labF(t: number): number {
  return t > LAB_EPSILON ? Math.cbrt(t) : (LAB_KAPPA * t + 16) / 116;
}

/** Inverse of labF. */
export function labFInverse(f: number): number {
  const f3 = f * f * f;
  return f3 > LAB_EPSILON ? f3 : (116 * f - 16) / LAB_KAPPA;
}

export function linearRgbToXyz({ r, g, b }: LinearRgb): Xyz {
  return {
    X: m00 * r + m01 * g + m02 * b,
    Y: m10 * r + m11 * g + m12 * b,
    Z: m20 * r + m21 * g + m22 * b,
  };
}

export function xyzToLinearRgb({ X, Y, Z }: Xyz): LinearRgb {
  return {
    r: n00 * X + n01 * Y + n02 * Z,
    g: n10 * X + n11 * Y + n12 * Z,
    b: n20 * X + n21 * Y + n22 * Z,
  };
}

export function xyzToLab({ X, Y, Z }: Xyz): Lab {
  const fx = labF(X / D65_WHITE.X);
  const fy = labF(Y / D65_WHITE.Y);
  const fz = labF(Z / D65_WHITE.Z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

export function labToXyz({ L, a, b }: Lab): Xyz {
  const fy = (L + 16) / 116;
  return {
    X: D65_WHITE.X * labFInverse(fy + a / 500),
    Y: D65_WHITE.Y * labFInverse(fy),
    Z: D65_WHITE.Z * labFInverse(fy - b / 200),
  };
}

export function labToLch({ L, a, b }: Lab): Lch {
  return { L, C: Math.hypot(a, b), h: hueOf(a, b) };
}

export function lchToLab({ L, C, h }: Lch): Lab {
  return { L, a: C * Math.cos(h), b: C * Math.sin(h) };
}

export function linearRgbToLab(rgb: LinearRgb): Lab {
  return xyzToLab(linearRgbToXyz(rgb));
}

export function labToLinearRgb(lab: Lab): LinearRgb {
  return xyzToLinearRgb(labToXyz(lab));
}

/** 8-bit sRGB (fractional channels allowed) to CIELAB. */
export function srgbToLab({ r, g, b }: Rgb): Lab {
  return linearRgbToLab({ r: srgbToLinear(r / 255), g: srgbToLinear(g / 255), b: srgbToLinear(b / 255) });
}

/** CIELAB to 8-bit sRGB, each channel clipped to the gamut and rounded. */
export function labToSrgb(lab: Lab): Rgb {
  const { r, g, b } = labToLinearRgb(lab);
  return { r: linearToSrgb8(r), g: linearToSrgb8(g), b: linearToSrgb8(b) };
}
