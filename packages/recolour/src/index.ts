/*
 * The render maths of a shade over a photo's hair, with no Node dependency: the hair engine renders with it
 * on the server, and the web app's live preview plans its shader with it in the browser.
 */
export * from './colour/index';
export { HairEngineError } from './errors';
export type { FloatPlane, RgbImage } from './image-types';
export { boxMean } from './box-filter';
export type { GuidedCoefficients, GuidePlanes, PreparedGuide } from './guided-filter';
export {
  applyCoefficientsUpsampled,
  applyGuided,
  fitGuided,
  guideFromRgb,
  prepareGuide,
} from './guided-filter';
export { LowerEnvelope } from './lower-envelope';
export { resizePlane, samplingPositions } from './resample';
export { smoothstep } from './smoothstep';
export type * from './render/recipe';
export type { HairLayer, HairLayerStats } from './render/hair-layer';
export { prepareHairLayer, shapeMaskValue } from './render/hair-layer';
export { renderRecipe } from './render/render';
export { perceptualLightness, RELATIVE_LUMINANCE } from './render/oklab-pixels';
export type { EntryPlans, RenderPlan } from './render/render-plan';
export { adoptPlanningGamutGrid, planningGamutGrid, planRender } from './render/plan';
export { pixelStepOf } from './render/shade-pixel';
export type { ShadeField, ShadeTable, ToneStyle } from './render/shade-field';
export type { GlowHaloField } from './render/glow-halo';
export { GLOW_GAIN, glowHaloField, HALO_CUTOFF } from './render/glow-halo';
export * as toneCurves from './render/tone-curves';
export type { RenderTuning } from './render/tuning';
export { DEFAULT_TUNING, resolveTuning } from './render/tuning';
export { gaussian, mulberry32 } from './random';
export { packMattePixels, unpackAnalysisPixels, type AnalysisPixels } from './analysis-pixels';
export type { CorrectedMask, HairStrokeInput } from './correction/apply';
export { applyHairCorrection, correctHairMask } from './correction/apply';
export { correctMatte, MATTE_SNAP, matteColoursAfterCorrection } from './correction/matte-colours';
