export {
  AnalysisFormatError,
  createAnalysis,
  decodeAnalysis,
  encodeAnalysis,
  ENGINE_VERSION,
  type HairAnalysis,
} from './analysis';
export { correctHairAnalysis, type CorrectedAnalysis } from './correction';
export {
  SKIN_HUE,
  individualTypologyAngle,
  measureAppearance,
  measureHair,
  undertoneOfSkinHue,
  type Appearance,
  type MeasuredColour,
} from './appearance';
export { HairEngine, type AnalysisStore, type HairEngineOptions, type PreparedPhoto } from './engine';
export { HairEngineError } from './errors';
export * from './image';
export {
  GUARD_MODELS_ATTRIBUTION,
  MODEL_ATTRIBUTION,
  ModelChecksumError,
  ModelDownloadError,
  ModelFormatError,
  provisionLiveHairModel,
} from './model';
export { createFileAnalysisStore } from './file-analysis-store';
/** The seeded generator, for repeatable randomness in tests and tools. */
export { mulberry32 } from '@hairhue/recolour';
/** A person's intensity and shine for a render, and their defaults (the plain render). */
export { DEFAULT_TUNING, type RenderTuning } from '@hairhue/recolour';
/** A touch-up brush stroke as the engine takes it (the contract's HairStroke has this shape). */
export type { HairStrokeInput } from '@hairhue/recolour';
