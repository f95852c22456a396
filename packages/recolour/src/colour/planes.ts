import type { RgbImage } from '../image-types';
import { D65_WHITE, LAB_EPSILON, LAB_KAPPA, RGB_TO_XYZ, XYZ_TO_RGB } from './cielab';
import { OKLAB_LAB_TO_LMS, OKLAB_LMS_TO_LAB, OKLAB_LMS_TO_RGB, OKLAB_RGB_TO_LMS } from './oklab';
import { linearToSrgb8, srgb8ToLinear } from './srgb';
import type { LabPlanes } from './types';
import { cbrtUnit, labFUnit } from './unit-curves';

/*
 * Whole-image conversions. Each is one loop over the pixels with the matrices unpacked into locals, no
 * allocation per pixel, tables for the transfer function and the cube roots. Pass `out` to reuse buffers
 * across renders.
 */

/** Allocates planes for a width × height image. */
export function createLabPlanes(width: number, height: number): LabPlanes {
  const n = pixelCount(width, height);
  return { width, height, L: new Float32Array(n), a: new Float32Array(n), b: new Float32Array(n) };
}

// Linear RGB → XYZ / white, i.e. each row divided by its white component, so f() can be applied directly.
const [x0, x1, x2, y0, y1, y2, z0, z1, z2] = RGB_TO_XYZ;
const fwd00 = x0 / D65_WHITE.X;
const fwd01 = x1 / D65_WHITE.X;
const fwd02 = x2 / D65_WHITE.X;
const fwd10 = y0 / D65_WHITE.Y;
const fwd11 = y1 / D65_WHITE.Y;
const fwd12 = y2 / D65_WHITE.Y;
const fwd20 = z0 / D65_WHITE.Z;
const fwd21 = z1 / D65_WHITE.Z;
const fwd22 = z2 / D65_WHITE.Z;

/** 8-bit sRGB image to CIELAB planes (D65). */
export function rgbImageToLab(image: RgbImage, out?: LabPlanes): LabPlanes {
  const n = checkImage(image);
  const planes = out
    ? checkPlanes(out, image.width, image.height)
    : createLabPlanes(image.width, image.height);
  const { data } = image;
  const { L, a, b } = planes;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const r = srgb8ToLinear(data[j]);
    const g = srgb8ToLinear(data[j + 1]);
    const bl = srgb8ToLinear(data[j + 2]);
    const fx = labFUnit(fwd00 * r + fwd01 * g + fwd02 * bl);
    const fy = labFUnit(fwd10 * r + fwd11 * g + fwd12 * bl);
    const fz = labFUnit(fwd20 * r + fwd21 * g + fwd22 * bl);
    L[i] = 116 * fy - 16;
    a[i] = 500 * (fx - fy);
    b[i] = 200 * (fy - fz);
  }
  return planes;
}

// XYZ → linear RGB with the white folded in: RGB = M⁻¹ · (white ∘ f⁻¹(f)).
const [i00, i01, i02, i10, i11, i12, i20, i21, i22] = XYZ_TO_RGB;
const inv00 = i00 * D65_WHITE.X;
const inv01 = i01 * D65_WHITE.Y;
const inv02 = i02 * D65_WHITE.Z;
const inv10 = i10 * D65_WHITE.X;
const inv11 = i11 * D65_WHITE.Y;
const inv12 = i12 * D65_WHITE.Z;
const inv20 = i20 * D65_WHITE.X;
const inv21 = i21 * D65_WHITE.Y;
const inv22 = i22 * D65_WHITE.Z;

// labFInverse's linear toe, (116 f − 16) / κ, and the other divisions as multiplications.
const TOE_SLOPE = 116 / LAB_KAPPA;
const TOE_OFFSET = 16 / LAB_KAPPA;
const INV_116 = 1 / 116;
const INV_500 = 1 / 500;
const INV_200 = 1 / 200;

/** CIELAB planes to an 8-bit sRGB image; colours outside sRGB are clipped channel by channel. */
export function labToRgbImage(
  L: Float32Array,
  a: Float32Array,
  b: Float32Array,
  width: number,
  height: number,
  out?: Uint8Array,
): RgbImage {
  const n = checkPlaneArrays(L, a, b, width, height);
  const data = out ? checkOutput(out, n) : new Uint8Array(n * 3);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const fy = (L[i] + 16) * INV_116;
    const fx = fy + a[i] * INV_500;
    const fz = fy - b[i] * INV_200;
    const fx3 = fx * fx * fx;
    const fy3 = fy * fy * fy;
    const fz3 = fz * fz * fz;
    const x = fx3 > LAB_EPSILON ? fx3 : fx * TOE_SLOPE - TOE_OFFSET;
    const y = fy3 > LAB_EPSILON ? fy3 : fy * TOE_SLOPE - TOE_OFFSET;
    const z = fz3 > LAB_EPSILON ? fz3 : fz * TOE_SLOPE - TOE_OFFSET;
    data[j] = linearToSrgb8(inv00 * x + inv01 * y + inv02 * z);
    data[j + 1] = linearToSrgb8(inv10 * x + inv11 * y + inv12 * z);
    data[j + 2] = linearToSrgb8(inv20 * x + inv21 * y + inv22 * z);
  }
  return { width, height, data };
}

const [p00, p01, p02, p10, p11, p12, p20, p21, p22] = OKLAB_RGB_TO_LMS;
const [q00, q01, q02, q10, q11, q12, q20, q21, q22] = OKLAB_LMS_TO_LAB;

/** 8-bit sRGB image to OKLab planes. */
export function rgbImageToOklab(image: RgbImage, out?: LabPlanes): LabPlanes {
  const n = checkImage(image);
  const planes = out
    ? checkPlanes(out, image.width, image.height)
    : createLabPlanes(image.width, image.height);
  const { data } = image;
  const { L, a, b } = planes;
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const r = srgb8ToLinear(data[j]);
    const g = srgb8ToLinear(data[j + 1]);
    const bl = srgb8ToLinear(data[j + 2]);
    const l = cbrtUnit(p00 * r + p01 * g + p02 * bl);
    const m = cbrtUnit(p10 * r + p11 * g + p12 * bl);
    const s = cbrtUnit(p20 * r + p21 * g + p22 * bl);
    L[i] = q00 * l + q01 * m + q02 * s;
    a[i] = q10 * l + q11 * m + q12 * s;
    b[i] = q20 * l + q21 * m + q22 * s;
  }
  return planes;
}

const [, s01, s02, , s11, s12, , s21, s22] = OKLAB_LAB_TO_LMS;
const [t00, t01, t02, t10, t11, t12, t20, t21, t22] = OKLAB_LMS_TO_RGB;

/** OKLab planes to an 8-bit sRGB image; colours outside sRGB are clipped channel by channel. */
export function oklabToRgbImage(
  L: Float32Array,
  a: Float32Array,
  b: Float32Array,
  width: number,
  height: number,
  out?: Uint8Array,
): RgbImage {
  const n = checkPlaneArrays(L, a, b, width, height);
  const data = out ? checkOutput(out, n) : new Uint8Array(n * 3);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    const li = L[i];
    const ai = a[i];
    const bi = b[i];
    const l = li + s01 * ai + s02 * bi;
    const m = li + s11 * ai + s12 * bi;
    const s = li + s21 * ai + s22 * bi;
    const l3 = l * l * l;
    const m3 = m * m * m;
    const s3 = s * s * s;
    data[j] = linearToSrgb8(t00 * l3 + t01 * m3 + t02 * s3);
    data[j + 1] = linearToSrgb8(t10 * l3 + t11 * m3 + t12 * s3);
    data[j + 2] = linearToSrgb8(t20 * l3 + t21 * m3 + t22 * s3);
  }
  return { width, height, data };
}

function pixelCount(width: number, height: number): number {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 0 || height < 0) {
    throw new RangeError(`Image size must be whole non-negative numbers, got ${width}×${height}.`);
  }
  return width * height;
}

function checkImage(image: RgbImage): number {
  const n = pixelCount(image.width, image.height);
  if (image.data.length !== n * 3) {
    throw new RangeError(
      `A ${image.width}×${image.height} RGB image needs ${n * 3} bytes, got ${image.data.length}.`,
    );
  }
  return n;
}

function checkPlanes(planes: LabPlanes, width: number, height: number): LabPlanes {
  if (planes.width !== width || planes.height !== height) {
    throw new RangeError(
      `Planes of ${planes.width}×${planes.height} cannot hold a ${width}×${height} image.`,
    );
  }
  checkPlaneArrays(planes.L, planes.a, planes.b, width, height);
  return planes;
}

function checkPlaneArrays(
  L: Float32Array,
  a: Float32Array,
  b: Float32Array,
  width: number,
  height: number,
): number {
  const n = pixelCount(width, height);
  if (L.length !== n || a.length !== n || b.length !== n) {
    throw new RangeError(
      `Planes for a ${width}×${height} image need ${n} values each, got ${L.length}, ${a.length}, ${b.length}.`,
    );
  }
  return n;
}

function checkOutput(out: Uint8Array, n: number): Uint8Array {
  if (out.length !== n * 3) throw new RangeError(`The output needs ${n * 3} bytes, got ${out.length}.`);
  return out;
}
