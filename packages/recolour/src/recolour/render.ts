import type { RenderRecipe } from '@hairhue/catalogue';

import type { OklchGamutTable } from '../colour/gamut';
import { createOklchGamutTable } from '../colour/gamut';
import type { RgbImage } from '../image-types';
import { smoothstep } from '../smoothstep';
import { addGlowHalo } from './glow-halo';
import type { HairLayer } from './hair-layer';
import { blendOklabInto, blendOklabSplit, compositeOverBackground } from './oklab-pixels';
import type { ShadeField, ShadeTable } from './shade-field';
import { buildShadeField } from './shade-field';

/** Lightness range (OKLab) a result may use; the hair's light is compressed into it rather than clipped. */
const DARKEST = 0.04;
const LIGHTEST = 0.985;
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
/** Lightness curves are straight for this share of their room, then bend towards its end. */
const KNEE = 0.6;
/** Keep chroma a hair inside sRGB so the clip in the final conversion never bends the hue. */
const GAMUT_MARGIN = 0.97;
const SHEEN_GAIN = 1.6;
/**
 * A dye absorbs light: it multiplies the hair's reflectance, so a dark shade darkens light hair's highlights
 * too (a dark dye covers light strands), and what still rises above a dark dyed head is mostly the cuticle's
 * sheen, which no dye amplifies. So the highlights of a dark shade may rise only this far above the target
 * (OKLab L; about 6 CIELAB L*): highlights stay highlights, but the head does not read lighter than the swatch.
 */
const DYE_HEADROOM = 0.05;
/** Targets from DARK_SHADE_FROM down to DARK_SHADE (OKLab L) count, progressively, as dark shades. */
const DARK_SHADE_FROM = 0.5;
const DARK_SHADE = 0.4;
/** Above this share of the gamut's chroma, shading is flattened, by up to VIVID_FLATTENING at the edge. */
const VIVID_FROM = 0.6;
const VIVID_FLATTENING = 0.5;
/** Every n-th solid-hair pixel is enough to measure where a first render lands. */
const CALIBRATION_STRIDE = 7;
const CALIBRATION_BINS = 4096;
/** The most the calibration may move the target's lightness (OKLab L). */
const MAX_LIGHTNESS_CORRECTION = 0.03;
/** Hair coverage of the neighbourhood from which gaps take the new hair's light, and then its colour. */
const GAP_LIGHT_FROM = 0.4;
const GAP_LIGHT_FULL = 0.7;
const GAP_COLOUR_FROM = 0.7;
const GAP_COLOUR_FULL = 0.95;
/** A matte's alpha up to HOLE is a hole through the hair; from SHADOWED_STRAND, a strand in the shadows. */
const HOLE = 0.1;
const SHADOWED_STRAND = 0.5;

let gamutTable: OklchGamutTable | undefined;

/**
 * Renders one recipe over the photo's hair and returns a new image; pixels outside the hair are copied
 * unchanged. The hair keeps its own light: its lightness is re-centred on the target shade and scaled to fit
 * the room the target leaves (one gain for the light side, one for the dark side, soft at the ends, so
 * strands keep their texture and highlights stay highlights), and chroma follows lightness
 * (shadows of a dyed colour are darker and less vivid, highlights paler). For a single shade, a quick
 * measurement on a sample of the hair corrects the target so that the median hair pixel is the colour the
 * person picked.
 */
export function renderRecipe(image: RgbImage, layer: HairLayer, recipe: RenderRecipe): RgbImage {
  const gamut = (gamutTable ??= createOklchGamutTable());
  const field = buildShadeField(recipe, layer);
  let plans = planEntries(field, layer, gamut);
  if (field.entryOf === null && calibrateSingleShade(field, layer, plans)) {
    plans = planEntries(field, layer, gamut);
  }

  const out = new Uint8Array(image.data);
  const pixel = new Float64Array(4);
  const shade = createShader(plans, field, layer);
  const { indices, alpha, coverage, base, foreground } = layer;
  for (let j = 0; j < indices.length; j++) {
    shade(j, pixel);
    const weight = alpha[j];
    if (weight >= 1) {
      blendOklabInto(pixel[0], pixel[1], pixel[2], 1, out, indices[j] * 3);
    } else if (foreground) {
      // A matte: the hair's share of the pixel changes from its own colour to the new one, the background's
      // share stays. Deep inside the hair a partly covered pixel is a gap between strands or curls, shadow
      // more than background: it changes as the hair around it does, so it is no speck of the old colour.
      // Not a pixel with hardly any hair in it, though: that is a hole through the hair, showing what is
      // behind it.
      const gap =
        smoothstep(GAP_COLOUR_FROM, GAP_COLOUR_FULL, coverage[j]) * smoothstep(HOLE, SHADOWED_STRAND, weight);
      compositeOverBackground(pixel, weight + (1 - weight) * gap, foreground, j * 3, out, indices[j] * 3);
    } else {
      // Deep inside the hair a partly covered pixel is a gap between strands or curls: it takes the new
      // hair's light (and, deeper still, its colour) so it does not become a speck of the old colour. On the
      // outline it is hair over background: only the hair's share of its light changes, by what the hair's
      // own light changes, so no trace of the old hair is left as a dark (or light) fringe.
      const gap = smoothstep(GAP_LIGHT_FROM, GAP_LIGHT_FULL, coverage[j]);
      const lightWeight = weight + (1 - weight) * gap;
      const colourWeight = weight + (1 - weight) * smoothstep(GAP_COLOUR_FROM, GAP_COLOUR_FULL, coverage[j]);
      blendOklabSplit(
        pixel,
        lightWeight,
        colourWeight,
        weight * (pixel[3] - base[j]),
        1 - gap,
        out,
        indices[j] * 3,
      );
    }
  }
  const result = { width: image.width, height: image.height, data: out };
  if (recipe.kind === 'glow') addGlowHalo(result, layer, recipe.color, recipe.halo);
  return result;
}

const LIMIT_STEPS = 64;
/** Resolution of the per-render curve tables of a single shade. */
const TABLE_STEPS = 1024;

/** Everything about a shade-table entry that does not depend on the pixel, worked out once per render. */
interface EntryPlans {
  /** Gain of the broad shading above / below its median, and of the strand detail (one, so it keeps shape). */
  gainUp: Float64Array;
  gainDown: Float64Array;
  detailGain: Float64Array;
  centre: Float64Array;
  chroma: Float64Array;
  cosHue: Float64Array;
  sinHue: Float64Array;
  /** The lightest the entry's hair may become: LIGHTEST, or lower for a dark shade (a dye absorbs). */
  ceiling: Float64Array;
  /** Gamut chroma limit per entry at LIMIT_STEPS + 1 lightness steps, already with the margin. */
  limit: Float64Array;
}

function planEntries(field: ShadeField, layer: HairLayer, gamut: OklchGamutTable): EntryPlans {
  const { table, style } = field;
  const { stats } = layer;
  const size = field.entryOf === null ? 1 : table.size;
  const median = Math.max(stats.medianBase, 0.02);
  const spreadUp = Math.max(stats.baseHigh - median, 0.01);
  const spreadDown = Math.max(median - stats.baseLow, 0.01);
  const plans: EntryPlans = {
    gainUp: new Float64Array(size),
    gainDown: new Float64Array(size),
    detailGain: new Float64Array(size),
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
    // reshaped.
    const ceiling = dyeCeiling(centre);
    let gainUp = Math.min(gain, (ROOM_FILLED * (ceiling - centre)) / spreadUp);
    let gainDown = Math.min(gain, (ROOM_FILLED * (centre - DARKEST)) / spreadDown);
    gainUp = Math.max(Math.min(gainUp, MAX_SIDE_RATIO * gainDown), 0);
    gainDown = Math.max(Math.min(gainDown, MAX_SIDE_RATIO * gainUp), 0);
    plans.gainUp[e] = gainUp;
    plans.gainDown[e] = gainDown;
    plans.detailGain[e] = Math.sqrt(gainUp * gainDown);
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

/**
 * The function that gives hair pixel j its new OKLab colour, written into `out` as (L, a, b), and the new
 * lightness of its broad shading alone (out[3], what the hair around it turns into). Everything it
 * reads is captured once here, so the per-pixel work touches only typed arrays.
 */
function createShader(plans: EntryPlans, field: ShadeField, layer: HairLayer) {
  const { entryOf, style } = field;
  const targetLightness = field.table.lightness;
  const { lightness, base } = layer;
  const medianBase = layer.stats.medianBase;
  const { gainUp, gainDown, detailGain, centre: centres, ceiling: ceilings, chroma: chromas } = plans;
  const { cosHue, sinHue, limit } = plans;
  const sheen = style.sheen * SHEEN_GAIN;
  const highlightDesaturation = style.highlightDesaturation;

  const shadedAt = (e: number, offset: number) => {
    const centre = centres[e];
    return offset >= 0
      ? softLimit(centre + gainUp[e] * offset, centre, DARKEST, ceilings[e])
      : softLimit(centre + gainDown[e] * offset, centre, DARKEST, ceilings[e]);
  };
  const chromaAt = (e: number, L: number) => {
    const targetL = targetLightness[e];
    const chromaRatio =
      L < targetL
        ? L / (targetL > 1e-3 ? targetL : 1e-3)
        : 1 - (highlightDesaturation * (L - targetL)) / (targetL < 0.999 ? 1 - targetL : 1e-3);
    const chroma = chromas[e] * (chromaRatio > 0 ? chromaRatio : 0);
    const position = L * LIMIT_STEPS;
    const step = position | 0;
    const row = e * (LIMIT_STEPS + 1) + step;
    const ceiling = limit[row] + (limit[row + 1] - limit[row]) * (position - step);
    return chroma > ceiling ? ceiling : chroma;
  };
  const finalLightness = (e: number, shaded: number, detail: number, offset: number) => {
    let L = softLimit(shaded + detailGain[e] * detail, shaded, DARKEST, LIGHTEST);
    if (sheen > 0) L += sheen * gainUp[e] * ((detail > 0 ? detail : 0) + 0.5 * (offset > 0 ? offset : 0));
    return L < 0.005 ? 0.005 : L > 0.995 ? 0.995 : L;
  };

  if (entryOf !== null) {
    return (j: number, out: Float64Array): void => {
      const e = entryOf[j];
      const offset = base[j] - medianBase;
      const shaded = shadedAt(e, offset);
      const L = finalLightness(e, shaded, lightness[j] - base[j], offset);
      const chroma = chromaAt(e, L);
      out[0] = L;
      out[1] = chroma * cosHue[e];
      out[2] = chroma * sinHue[e];
      out[3] = shaded;
    };
  }

  // One shade for the whole head: its two curves (shading of the base lightness, chroma of the final
  // lightness) are tabulated once, so each pixel is two table lookups and the detail step.
  const shadedTable = new Float64Array(TABLE_STEPS + 2);
  const chromaTable = new Float64Array(TABLE_STEPS + 2);
  for (let k = 0; k <= TABLE_STEPS + 1; k++) {
    const value = Math.min(k / TABLE_STEPS, 1);
    shadedTable[k] = shadedAt(0, value - medianBase);
    chromaTable[k] = chromaAt(0, value);
  }
  const cos = cosHue[0];
  const sin = sinHue[0];
  return (j: number, out: Float64Array): void => {
    const b = base[j];
    const p = (b < 0 ? 0 : b > 1 ? 1 : b) * TABLE_STEPS;
    const k = p | 0;
    const shaded = shadedTable[k] + (shadedTable[k + 1] - shadedTable[k]) * (p - k);
    const L = finalLightness(0, shaded, lightness[j] - b, b - medianBase);
    const q = L * TABLE_STEPS;
    const m = q | 0;
    const chroma = chromaTable[m] + (chromaTable[m + 1] - chromaTable[m]) * (q - m);
    out[0] = L;
    out[1] = chroma * cos;
    out[2] = chroma * sin;
    out[3] = shaded;
  };
}

/**
 * Renders a sample of the solid hair, measures its median colour, and moves the target by the miss: the
 * shading model darkens shadows and pales highlights asymmetrically, and the gamut trims vivid shadows, so
 * without this the hair would average a little off the swatch. Returns whether the target moved.
 */
function calibrateSingleShade(field: ShadeField, layer: HairLayer, plans: EntryPlans): boolean {
  const table: ShadeTable = field.table;
  const histograms = [
    new Float64Array(CALIBRATION_BINS),
    new Float64Array(CALIBRATION_BINS),
    new Float64Array(CALIBRATION_BINS),
  ];
  const pixel = new Float64Array(4);
  const shade = createShader(plans, field, layer);
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

/**
 * The lightest a shade's hair may become: LIGHTEST for a light target, DYE_HEADROOM above a dark one, moving
 * smoothly between the two. Where the hair is no lighter than that, the ceiling does not bind: dark hair
 * dyed dark keeps its own range.
 */
function dyeCeiling(centre: number): number {
  const dyed = Math.min(centre + DYE_HEADROOM, LIGHTEST);
  return LIGHTEST + (dyed - LIGHTEST) * smoothstep(DARK_SHADE_FROM, DARK_SHADE, centre);
}

/**
 * A colour at the edge of the gamut (neon green, electric blue) exists only in a narrow band of lightness:
 * shade it with the usual contrast and its shadows and highlights fall out of gamut and turn dull. Such
 * targets get flatter shading — which is also how fluorescent dye looks.
 */
function vividContrast(chroma: number, lightness: number, hue: number, gamut: OklchGamutTable): number {
  const limit = gamut.maxChroma(lightness, hue);
  if (limit <= 1e-4) return 1;
  const vividness = Math.min(chroma / limit, 1);
  return vividness <= VIVID_FROM ? 1 : 1 - (VIVID_FLATTENING * (vividness - VIVID_FROM)) / (1 - VIVID_FROM);
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

/**
 * Straight through `centre` for KNEE of the room on each side, then bending smoothly towards `floor` /
 * `ceiling` instead of clipping: highlights stay highlights and shadows stay shadows however far the target
 * is from the original shade. (Past the knee, v / (1 + v) continues with slope 1 and never reaches the end.)
 */
function softLimit(value: number, centre: number, floor: number, ceiling: number): number {
  if (value >= centre) {
    const room = ceiling - centre;
    if (room <= 0) return centre;
    const u = (value - centre) / room;
    return centre + room * bend(u);
  }
  const room = centre - floor;
  if (room <= 0) return centre;
  const u = (centre - value) / room;
  return centre - room * bend(u);
}

function bend(u: number): number {
  if (u <= KNEE) return u;
  const v = (u - KNEE) / (1 - KNEE);
  return KNEE + ((1 - KNEE) * v) / (1 + v);
}
