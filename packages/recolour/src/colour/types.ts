/** An sRGB colour with 8-bit channels, 0–255, as written in `#rrggbb`. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Linear-light sRGB, channels 0–1 inside the gamut (a value outside that range is out of gamut). */
export interface LinearRgb {
  r: number;
  g: number;
  b: number;
}

/** CIE XYZ relative to D65, scaled so that the sRGB white has Y = 1. */
export interface Xyz {
  X: number;
  Y: number;
  Z: number;
}

/** CIELAB (D65): L 0–100, a and b roughly −128…+128. */
export interface Lab {
  L: number;
  a: number;
  b: number;
}

/** CIE LCh(ab): L 0–100, chroma C ≥ 0, hue h in radians, [0, 2π). */
export interface Lch {
  L: number;
  C: number;
  h: number;
}

/** OKLab (Björn Ottosson, 2020): L 0–1, a and b roughly −0.4…+0.4. */
export interface Oklab {
  L: number;
  a: number;
  b: number;
}

/** OKLCh: L 0–1, chroma C ≥ 0, hue h in radians, [0, 2π). */
export interface Oklch {
  L: number;
  C: number;
  h: number;
}

/**
 * An image as three planes of a Lab-like space (CIELAB or OKLab), row-major, one float per pixel per plane.
 * Planes let the recolouring work on one component at a time without unpacking interleaved pixels.
 */
export interface LabPlanes {
  width: number;
  height: number;
  L: Float32Array;
  a: Float32Array;
  b: Float32Array;
}
