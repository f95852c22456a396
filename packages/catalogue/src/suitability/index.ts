export { levelOfLab, levelOfLightness, perceivedLightness } from './level';
export { UNDERTONE_OVERRIDES, isSignatureTone, undertoneOfLab } from './attributes';
export {
  CONTRAST_CLASS_LIMITS,
  contrastClassOf,
  rankShadesFor,
  suitabilityScore,
  type AppearanceMeasurements,
  type ContrastClass,
  type RankedShade,
  type ShadesThatSuit,
} from './rule';
export { SUITS_ME_ROLL_POOL, shadesToRollFor } from './roll';
export {
  MAX_LIFT_PER_SESSION,
  fashionBase,
  levelLabel,
  levelName,
  salonAdvice,
  wholeLevel,
  type LevelRange,
  type SalonAdvice,
  type SalonProcess,
} from './salon';
export {
  SKIN_DEPTH_SWATCHES,
  skinOfDepth,
  withSkinToneChoice,
  type MeasuredAppearance,
  type SkinToneChoice,
} from './skin-tone-choice';
