/**
 * A person's adjustments of a render, in whole percent: how much of the change shows (intensity) and how
 * glossy the new colour looks (shine). The defaults reproduce the plain render exactly.
 */
export interface RenderTuning {
  /** 0..100: the share of the change from the photo to the full render that shows. */
  intensity: number;
  /** 0..100: 50 is the shade's own sheen; below it the highlights flatten towards matte, above it they gloss. */
  shine: number;
}

export const DEFAULT_TUNING: Readonly<RenderTuning> = { intensity: 100, shine: 50 };

/**
 * How far full shine (100) or none (0) moves the highlights, in the units of the sheen term (the part of a
 * strand's light above its surroundings, scaled by the shading gain): at 0 they lose 0.6 of it, at 100 they
 * gain as much. Beyond that, matte hair turns flat grey and glossy hair turns to plastic.
 */
const SHINE_RANGE = 0.6;

/** The tuning completed with defaults, and checked: a value outside 0..100 is a caller's bug. */
export function resolveTuning(tuning: Partial<RenderTuning> = {}): RenderTuning {
  const resolved = { ...DEFAULT_TUNING, ...tuning };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isFinite(value) || value < 0 || value > 100) {
      throw new RangeError(`${name} must be a number from 0 to 100, not ${String(value)}`);
    }
  }
  return resolved;
}

/** The share (0..1) of the change that shows. */
export function intensityShare(tuning: RenderTuning): number {
  return tuning.intensity / 100;
}

/** What shine adds to the shade's own sheen term (0 at the default). */
export function shineSheen(tuning: RenderTuning): number {
  return ((tuning.shine - DEFAULT_TUNING.shine) / DEFAULT_TUNING.shine) * SHINE_RANGE;
}
