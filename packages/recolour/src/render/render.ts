import type { RenderRecipe } from './recipe';

import type { RgbImage } from '../image-types';
import { smoothstep } from '../smoothstep';
import { addGlowHalo } from './glow-halo';
import type { HairLayer } from './hair-layer';
import { blendOklabInto, blendOklabSplit, compositeOverBackground } from './oklab-pixels';
import { planRender } from './plan';
import { pixelStepOf } from './shade-pixel';
import {
  GAP_COLOUR_FROM,
  GAP_COLOUR_FULL,
  GAP_LIGHT_FROM,
  GAP_LIGHT_FULL,
  HOLE,
  SHADOWED_STRAND,
} from './tone-curves';
import type { RenderTuning } from './tuning';

/**
 * Renders one recipe over the photo's hair and returns a new image; pixels outside the hair are copied
 * unchanged (a glow's halo aside). The hair keeps its own light: its lightness is re-centred on the target
 * shade and scaled to fit the room the target leaves (one gain for the light side, one for the dark side,
 * soft at the ends, so strands keep their texture and highlights stay highlights), and chroma follows
 * lightness (shadows of a dyed colour are darker and less vivid, highlights paler). A person's tuning then
 * sets the gloss of the highlights and how much of the change shows.
 */
export function renderRecipe(
  image: RgbImage,
  layer: HairLayer,
  recipe: RenderRecipe,
  tuning?: Partial<RenderTuning>,
): RgbImage {
  const plan = planRender(layer, recipe, tuning);
  const out = new Uint8Array(image.data);
  const pixel = new Float64Array(4);
  const shade = pixelStepOf(plan, layer);
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
  if (plan.glow) addGlowHalo(result, layer, plan.glow.colour, plan.glow.strength);
  if (plan.intensity < 1) showShare(image.data, out, plan.intensity);
  return result;
}

/** Leaves `share` of the change from `before` to `after` in `after`: a lighter touch of the same colour. */
function showShare(before: Uint8Array, after: Uint8Array, share: number): void {
  for (let o = 0; o < after.length; o++) {
    const from = before[o];
    if (after[o] !== from) after[o] = Math.round(from + share * (after[o] - from));
  }
}
