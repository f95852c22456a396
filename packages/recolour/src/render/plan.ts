import type { RenderRecipe } from './recipe';

import type { OklchGamutTable } from '../colour/gamut';
import { oklchGamutGrid, oklchGamutTableOf } from '../colour/gamut';
import { smoothstep } from '../smoothstep';
import type { HairLayer } from './hair-layer';
import type { EntryPlans, RenderPlan } from './render-plan';
import type { ShadeField } from './shade-field';
import { buildShadeField } from './shade-field';
import { pixelStepOf } from './shade-pixel';
import { DARKEST, LIGHTEST, LIMIT_STEPS, dyeCeiling, vividContrast } from './tone-curves';
import type { RenderTuning } from './tuning';
import { intensityShare, resolveTuning, shineSheen } from './tuning';

/**
 * A dye changes the hair's reflectance, and OKLab lightness scales roughly with the cube root of reflectance,
 * so the hair's light scales by target/original lightness. Bounded: black hair dyed platinum should gain
 * contrast, not amplify JPEG noise fourfold; blonde dyed black should keep its sheen, not go flat.
 */
const MIN_SHADING_GAIN = 0.55;
const MAX_SHADING_GAIN = 2.2;
/** The broad shading's 5th–95th percentile may fill at most this share of the room around the target. */
const ROOM_FILLED = 1;
/** Shadows and highlights may be scaled differently, but not by more than this ratio (or strands flatten). */
const MAX_SIDE_RATIO = 3.5;
/**
 * What rises above the median on very dark hair (median base lightness up to SHEEN_LIT_HAIR, levels 1–2), a
 * sunlit crown or a strand's glint, is mostly the cuticle's sheen, which a dye neither brightens nor colours.
 * Lifted to a lighter shade by the full gain, it turned a chestnut or toffee head bright copper; so there the
 * highlights keep their own size (gain 1). From DIFFUSE_LIT_HAIR (medium brown) on, the hair's light is its
 * own colour, and lifts with the rest.
 */
const SHEEN_LIT_HAIR = 0.25;
const DIFFUSE_LIT_HAIR = 0.4;
/** Keep chroma a hair inside sRGB so the clip in the final conversion never bends the hue. */
const GAMUT_MARGIN = 0.97;
const SHEEN_GAIN = 1.6;
/** Every n-th solid-hair pixel is enough to measure where a first render lands. */
const CALIBRATION_STRIDE = 7;
const CALIBRATION_BINS = 4096;
/** The most the calibration may move the target's lightness (OKLab L). */
const MAX_LIGHTNESS_CORRECTION = 0.03;

let gamutGrid: Float64Array | undefined;
let gamutTable: OklchGamutTable | undefined;

/** The gamut grid plans use, built on first use: a worker that planned can hand it to the page. */
export function planningGamutGrid(): Float64Array {
  return (gamutGrid ??= oklchGamutGrid());
}

/** Takes a grid from planningGamutGrid of another thread, sparing this one the ~100k bisections. */
export function adoptPlanningGamutGrid(grid: Float64Array): void {
  gamutTable = oklchGamutTableOf(grid);
  gamutGrid = grid;
}

/**
 * For a single shade, a quick measurement on a sample of the hair corrects the target so that the median hair
 * pixel is the colour the person picked (shine included: a glossier head still hits the swatch).
 */
export function planRender(
  layer: HairLayer,
  recipe: RenderRecipe,
  tuning?: Partial<RenderTuning>,
): RenderPlan {
  const resolved = resolveTuning(tuning);
  const gamut = (gamutTable ??= oklchGamutTableOf(planningGamutGrid()));
  const field = buildShadeField(recipe, layer);
  const planOf = (): RenderPlan => ({
    field,
    entries: planEntries(field, layer, gamut),
    sheen: field.style.sheen * SHEEN_GAIN + shineSheen(resolved),
    intensity: intensityShare(resolved),
    glow: recipe.kind === 'glow' ? { colour: recipe.color, strength: recipe.halo } : null,
  });
  const plan = planOf();
  if (field.entryOf === null && calibrateSingleShade(plan, layer)) return planOf();
  return plan;
}

function planEntries(field: ShadeField, layer: HairLayer, gamut: OklchGamutTable): EntryPlans {
  const { table, style } = field;
  const { stats } = layer;
  const size = field.entryOf === null ? 1 : table.size;
  const median = Math.max(stats.medianBase, 0.02);
  const spreadUp = Math.max(stats.baseHigh - median, 0.01);
  const spreadDown = Math.max(median - stats.baseLow, 0.01);
  const diffuseShare = smoothstep(SHEEN_LIT_HAIR, DIFFUSE_LIT_HAIR, stats.medianBase);
  const plans: EntryPlans = {
    gainUp: new Float64Array(size),
    gainDown: new Float64Array(size),
    detailGain: new Float64Array(size),
    highlightDetailGain: new Float64Array(size),
    centre: new Float64Array(size),
    chroma: new Float64Array(size),
    cosHue: new Float64Array(size),
    sinHue: new Float64Array(size),
    ceiling: new Float64Array(size),
    limit: new Float64Array(size * (LIMIT_STEPS + 1)),
  };
  for (let e = 0; e < size; e++) {
    const targetL = table.lightness[e];
    const centre = Math.min(targetL + style.lift, LIGHTEST - 0.01);
    const hue = table.hue[e];
    const chroma = table.chroma[e] * style.chroma;
    const gain =
      Math.min(Math.max(targetL / median, MIN_SHADING_GAIN), MAX_SHADING_GAIN) *
      style.contrast *
      vividContrast(chroma, targetL, hue, gamut);
    // The broad shading gets one gain per side of its median, so it fits the room the target leaves (little
    // above platinum, little below jet black); the strands' texture gets one gain, so it is scaled, never
    // reshaped, but for very dark hair's glints (the sheen, see SHEEN_LIT_HAIR).
    const ceiling = dyeCeiling(centre);
    let gainUp = Math.min(gain, (ROOM_FILLED * (ceiling - centre)) / spreadUp, sheenGain(gain, diffuseShare));
    let gainDown = Math.min(gain, (ROOM_FILLED * (centre - DARKEST)) / spreadDown);
    gainUp = Math.max(Math.min(gainUp, MAX_SIDE_RATIO * gainDown), 0);
    gainDown = Math.max(Math.min(gainDown, MAX_SIDE_RATIO * gainUp), 0);
    plans.gainUp[e] = gainUp;
    plans.gainDown[e] = gainDown;
    const detailGain = Math.sqrt(gainUp * gainDown);
    plans.detailGain[e] = detailGain;
    plans.highlightDetailGain[e] = sheenGain(detailGain, diffuseShare);
    plans.centre[e] = centre;
    plans.ceiling[e] = ceiling;
    plans.chroma[e] = chroma;
    plans.cosHue[e] = Math.cos(hue);
    plans.sinHue[e] = Math.sin(hue);
    for (let k = 0; k <= LIMIT_STEPS; k++) {
      plans.limit[e * (LIMIT_STEPS + 1) + k] = gamut.maxChroma(k / LIMIT_STEPS, hue) * GAMUT_MARGIN;
    }
  }
  return plans;
}

/** A lift's gain for light that is partly sheen (diffuseShare 0) and partly the hair's own colour (1). */
function sheenGain(gain: number, diffuseShare: number): number {
  return gain > 1 ? 1 + (gain - 1) * diffuseShare : gain;
}

/**
 * Renders a sample of the solid hair, measures its median colour, and moves the target by the miss: the
 * shading model darkens shadows and pales highlights asymmetrically, and the gamut trims vivid shadows, so
 * without this the hair would average a little off the swatch. Returns whether the target moved.
 */
function calibrateSingleShade(plan: RenderPlan, layer: HairLayer): boolean {
  const table = plan.field.table;
  const histograms = [
    new Float64Array(CALIBRATION_BINS),
    new Float64Array(CALIBRATION_BINS),
    new Float64Array(CALIBRATION_BINS),
  ];
  const pixel = new Float64Array(4);
  const shade = pixelStepOf(plan, layer);
  let sampled = 0;
  for (let j = 0; j < layer.indices.length; j += CALIBRATION_STRIDE) {
    if (layer.alpha[j] < 0.99) continue;
    shade(j, pixel);
    // L spans 0..1 and a, b −0.5..0.5: one histogram range of 1 for all three.
    histograms[0][binOf(pixel[0])]++;
    histograms[1][binOf(pixel[1] + 0.5)]++;
    histograms[2][binOf(pixel[2] + 0.5)]++;
    sampled++;
  }
  if (sampled < 50) return false;
  const L = histogramMedian(histograms[0]);
  const a = histogramMedian(histograms[1]) - 0.5;
  const b = histogramMedian(histograms[2]) - 0.5;
  const targetA = table.chroma[0] * Math.cos(table.hue[0]);
  const targetB = table.chroma[0] * Math.sin(table.hue[0]);
  const correctedA = 2 * targetA - a;
  const correctedB = 2 * targetB - b;
  // Lightness moves at most a little: near white or black the shading is squeezed on one side only, and
  // chasing the exact median there would push the whole head against the end and flatten it.
  const targetL = table.lightness[0];
  table.lightness[0] = Math.min(
    Math.max(2 * targetL - L, targetL - MAX_LIGHTNESS_CORRECTION, 0.01),
    targetL + MAX_LIGHTNESS_CORRECTION,
    0.99,
  );
  table.chroma[0] = Math.hypot(correctedA, correctedB);
  if (table.chroma[0] > 1e-4) table.hue[0] = Math.atan2(correctedB, correctedA);
  return true;
}

function binOf(value: number): number {
  const bin = (value * CALIBRATION_BINS) | 0;
  return bin < 0 ? 0 : bin >= CALIBRATION_BINS ? CALIBRATION_BINS - 1 : bin;
}

/** The median of a histogram over 0..1, interpolated within its bin. */
function histogramMedian(histogram: Float64Array): number {
  let total = 0;
  for (const count of histogram) total += count;
  let seen = 0;
  for (let k = 0; k < histogram.length; k++) {
    if (seen + histogram[k] >= total / 2)
      return (k + (total / 2 - seen) / Math.max(histogram[k], 1)) / histogram.length;
    seen += histogram[k];
  }
  return 1;
}
