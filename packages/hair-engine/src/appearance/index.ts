export {
  SKIN_DEPTH_ITA,
  SKIN_HUE,
  individualTypologyAngle,
  measureAppearance,
  measureHair,
  skinDepthGroupOfIta,
  undertoneOfSkinHue,
  type Appearance,
  type MeasureOptions,
  type MeasuredColour,
  type SkinDepthGroup,
  type SkinDoubt,
} from './measure';
export { SCLERA, type LightingMode, type LightingReference } from './lighting';
export { skinPatches, type Patch } from './skin-patches';
