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
export { resizePlane, samplingPositions } from './resample';
export { smoothstep } from './smoothstep';
export type { HairLayer, HairLayerStats } from './recolour/hair-layer';
export { prepareHairLayer, shapeMaskValue } from './recolour/hair-layer';
export { renderRecipe } from './recolour/render';
export { perceptualLightness, RELATIVE_LUMINANCE } from './recolour/oklab-pixels';
export type { EntryPlans, RenderPlan } from './recolour/plan';
export { adoptPlanningGamutGrid, planningGamutGrid, planRender } from './recolour/plan';
export { createShader } from './recolour/shade-pixel';
export type { ShadeField, ShadeTable, ToneStyle } from './recolour/shade-field';
export type { GlowHaloField } from './recolour/glow-halo';
export { GLOW_GAIN, glowHaloField, HALO_CUTOFF } from './recolour/glow-halo';
export * as toneCurves from './recolour/tone-curves';
export type { RenderTuning } from './recolour/tuning';
export { DEFAULT_TUNING, resolveTuning } from './recolour/tuning';
export { gaussian, mulberry32 } from './random';
export { packMattePixels, unpackAnalysisPixels, type AnalysisPixels } from './analysis-pixels';
export type { HairStrokeInput } from './correction/apply';
export { applyHairCorrection } from './correction/apply';
export { correctMatte, MATTE_SNAP, matteColoursAfterCorrection } from './correction/matte-colours';
