import type { OklchGamutTable } from '../colour/gamut';
import { smoothstep } from '../smoothstep';

/*
 * The constants and curves of the tone mapping, shared by the planning (here, in TypeScript) and by the
 * live preview's fragment shader, which is written from these same values (the web imports this module as `toneCurves`).
 */

/** Lightness range (OKLab) a result may use; the hair's light is compressed into it rather than clipped. */
export const DARKEST = 0.04;
export const LIGHTEST = 0.985;
/** The final lightness of a hair pixel stays this far inside 0 and 1 (OKLab L), sheen included. */
export const LIGHTNESS_MARGIN = 0.005;
/**
 * The least a shade's target lightness (and its distance below 1) counts for in the chroma ratio: a black or
 * white target neither divides by zero nor swings the ratio.
 */
export const TARGET_LIGHTNESS_FLOOR = 1e-3;
/** Lightness curves are straight for this share of their room, then bend towards its end. */
export const KNEE = 0.6;
/** Resolution (lightness steps) of the per-entry gamut chroma limit. */
export const LIMIT_STEPS = 64;
/** Hair coverage of the neighbourhood from which gaps take the new hair's light, and then its colour. */
export const GAP_LIGHT_FROM = 0.4;
export const GAP_LIGHT_FULL = 0.7;
export const GAP_COLOUR_FROM = 0.7;
export const GAP_COLOUR_FULL = 0.95;
/** A matte's alpha up to HOLE is a hole through the hair; from SHADOWED_STRAND, a strand in the shadows. */
export const HOLE = 0.1;
export const SHADOWED_STRAND = 0.5;
/**
 * A dye keeps its colour on lighter strands: their chroma grows with their lightness. Highlights of a
 * low-chroma target (ash, beige, mushroom) keep the target's own saturation (chroma per lightness, before the
 * highlights' desaturation) up to this chroma: held at the target's small chroma, or desaturated as vivid
 * highlights are, a sunlit strand reads silver-grey. Vivid targets' highlights are above it already, and
 * greys have no saturation to keep.
 */
export const KEPT_SATURATION_CHROMA = 0.07;

/**
 * A dye absorbs light: it multiplies the hair's reflectance, so a dark shade darkens light hair's highlights
 * too (a dark dye covers light strands), and what still rises above a dark dyed head is mostly the cuticle's
 * sheen, which no dye amplifies. So the highlights of a dark shade may rise only this far above the target
 * (OKLab L; about 6 CIELAB L*): highlights stay highlights, but the head does not read lighter than the swatch.
 */
const DYE_HEADROOM = 0.05;
/**
 * Targets from DARK_SHADE up to LIGHT_SHADE (OKLab L) move from the dark shades' headroom to the full
 * range, along the square of a smoothstep: mid shades absorb nearly as dark ones do. Along the smoothstep
 * itself, a mushroom or light ash brown lifted from light brown hair kept sunlit strands near white (L 0.83,
 * 0.92 on portrait 097), which with their small chroma read as grey hair.
 */
const DARK_SHADE = 0.4;
const LIGHT_SHADE = 0.75;
/** Above this share of the gamut's chroma, shading is flattened, by up to VIVID_FLATTENING at the edge. */
const VIVID_FROM = 0.6;
const VIVID_FLATTENING = 0.5;

/**
 * The lightest a shade's hair may become: DYE_HEADROOM above a dark target, LIGHTEST for a light one, moving
 * smoothly between the two. Where the hair is no lighter than that, the ceiling does not bind: dark hair
 * dyed dark keeps its own range.
 */
export function dyeCeiling(centre: number): number {
  const dyed = Math.min(centre + DYE_HEADROOM, LIGHTEST);
  const light = smoothstep(DARK_SHADE, LIGHT_SHADE, centre);
  return dyed + (LIGHTEST - dyed) * light * light;
}

/**
 * A colour at the edge of the gamut (neon green, electric blue) exists only in a narrow band of lightness:
 * shade it with the usual contrast and its shadows and highlights fall out of gamut and turn dull. Such
 * targets get flatter shading — which is also how fluorescent dye looks.
 */
export function vividContrast(
  chroma: number,
  lightness: number,
  hue: number,
  gamut: OklchGamutTable,
): number {
  const limit = gamut.maxChroma(lightness, hue);
  if (limit <= 1e-4) return 1;
  const vividness = Math.min(chroma / limit, 1);
  return vividness <= VIVID_FROM ? 1 : 1 - (VIVID_FLATTENING * (vividness - VIVID_FROM)) / (1 - VIVID_FROM);
}

/**
 * Straight through `centre` for KNEE of the room on each side, then bending smoothly towards `floor` /
 * `ceiling` instead of clipping: highlights stay highlights and shadows stay shadows however far the target
 * is from the original shade. (Past the knee, v / (1 + v) continues with slope 1 and never reaches the end.)
 */
export function softLimit(value: number, centre: number, floor: number, ceiling: number): number {
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
