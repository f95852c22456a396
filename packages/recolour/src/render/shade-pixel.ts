import type { HairLayer } from './hair-layer';
import type { RenderPlan } from './render-plan';
import {
  DARKEST,
  KEPT_SATURATION_CHROMA,
  LIGHTEST,
  LIGHTNESS_MARGIN,
  LIMIT_STEPS,
  softLimit,
  TARGET_LIGHTNESS_FLOOR,
} from './tone-curves';

/** Resolution of the per-render curve tables of a single shade. */
const TABLE_STEPS = 1024;

/**
 * The function that gives hair pixel j its new OKLab colour, written into `out` as (L, a, b), and the new
 * lightness of its broad shading alone (out[3], what the hair around it turns into). Everything it
 * reads is captured once here, so the per-pixel work touches only typed arrays. The live preview's fragment
 * shader is the one other copy of this step, held to it by a parity test.
 */
export function pixelStepOf(plan: RenderPlan, layer: HairLayer) {
  const { entryOf, style } = plan.field;
  const targetLightness = plan.field.table.lightness;
  const { lightness, base } = layer;
  const medianBase = layer.stats.medianBase;
  const {
    gainUp,
    gainDown,
    detailGain,
    highlightDetailGain,
    centre: centres,
    ceiling: ceilings,
    chroma: chromas,
  } = plan.entries;
  const { cosHue, sinHue, limit } = plan.entries;
  const sheen = plan.sheen;
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
        ? L / (targetL > TARGET_LIGHTNESS_FLOOR ? targetL : TARGET_LIGHTNESS_FLOOR)
        : 1 -
          (highlightDesaturation * (L - targetL)) /
            (targetL < 1 - TARGET_LIGHTNESS_FLOOR ? 1 - targetL : TARGET_LIGHTNESS_FLOOR);
    let chroma = chromas[e] * (chromaRatio > 0 ? chromaRatio : 0);
    if (L > targetL && chroma < KEPT_SATURATION_CHROMA) {
      // The target's own saturation, capped: never less than the desaturated highlight's chroma.
      const kept = (chromas[e] * L) / (targetL > TARGET_LIGHTNESS_FLOOR ? targetL : TARGET_LIGHTNESS_FLOOR);
      const capped = kept < KEPT_SATURATION_CHROMA ? kept : KEPT_SATURATION_CHROMA;
      if (capped > chroma) chroma = capped;
    }
    const position = L * LIMIT_STEPS;
    const step = position | 0;
    const row = e * (LIMIT_STEPS + 1) + step;
    const ceiling = limit[row] + (limit[row + 1] - limit[row]) * (position - step);
    return chroma > ceiling ? ceiling : chroma;
  };
  const finalLightness = (e: number, shaded: number, detail: number, offset: number) => {
    const gain = detail > 0 ? highlightDetailGain[e] : detailGain[e];
    let L = softLimit(shaded + gain * detail, shaded, DARKEST, LIGHTEST);
    if (sheen !== 0) L += sheen * gainUp[e] * ((detail > 0 ? detail : 0) + 0.5 * (offset > 0 ? offset : 0));
    return L < LIGHTNESS_MARGIN ? LIGHTNESS_MARGIN : L > 1 - LIGHTNESS_MARGIN ? 1 - LIGHTNESS_MARGIN : L;
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
