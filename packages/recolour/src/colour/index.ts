export {
  D65_WHITE,
  LAB_EPSILON,
  LAB_KAPPA,
  RGB_TO_XYZ,
  XYZ_TO_RGB,
  labF,
  labFInverse,
  labToLch,
  labToLinearRgb,
  labToSrgb,
  labToXyz,
  lchToLab,
  linearRgbToLab,
  linearRgbToXyz,
  srgbToLab,
  xyzToLab,
  xyzToLinearRgb,
} from './cielab';
export { deltaE2000, deltaE2000Components, deltaE76, type DeltaE2000Weights } from './delta-e';
export { InvalidColourError } from './errors';
export {
  createOklchGamutTable,
  maxChromaInGamut,
  maxLabChromaInGamut,
  oklchGamutGrid,
  oklchGamutTableOf,
  type GamutGridSize,
  type OklchGamutTable,
} from './gamut';
export { hexToRgb, rgbToHex } from './hex';
export { hueOf } from './hue';
export type { Mat3 } from './matrix';
export {
  OKLAB_LAB_TO_LMS,
  OKLAB_LMS_TO_LAB,
  OKLAB_LMS_TO_RGB,
  OKLAB_RESPONSE_EXPONENT,
  OKLAB_RGB_TO_LMS,
  linearRgbToOklab,
  oklabToLinearRgb,
  oklabToOklch,
  oklabToSrgb,
  oklchToOklab,
  srgbToOklab,
} from './oklab';
export { createLabPlanes, labToRgbImage, oklabToRgbImage, rgbImageToLab, rgbImageToOklab } from './planes';
export { linearToSrgb, linearToSrgb8, SRGB_TRANSFER, srgb8ToLinear, srgbToLinear } from './srgb';
export type { Lab, LabPlanes, Lch, LinearRgb, Oklab, Oklch, Rgb, Xyz } from './types';
export { cbrtUnit, labFUnit } from './unit-curves';
