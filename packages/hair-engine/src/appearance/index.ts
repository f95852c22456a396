export {
  SKIN_HUE,
  individualTypologyAngle,
  measureAppearance,
  measureHair,
  undertoneOfSkinHue,
  type Appearance,
  type MeasuredColour,
} from './measure';
export { skinPatches, type Patch } from './skin-patches';
