import type { Lab } from '@hairhue/recolour';

/*
 * Which pixels of a skin patch are skin (issue 23 §1). A patch placed by the face's keypoints may hold
 * glasses or sunglasses, a beard, a hand, a hat's shadow or a blown-out highlight; each is told from skin by
 * what skin never is:
 *
 * - Skin has colour: melanin and blood give it a CIELAB hue between red and yellow with some chroma at
 *   every depth, where lenses, frames, grey stubble and blown highlights are near neutral, and blue-green
 *   reflections lie outside skin's hues.
 * - Skin is the face's lit surface: a beard, a hat's shadow or a lens is far darker than the face's skin
 *   around it, so a pixel darker than the patches' bright part by more than shading explains is left out.
 *   The reference is the patches' upper quartile of L*, which a beard or lens covering up to half the
 *   patches does not move.
 */

/** Hue angles (CIELAB, degrees) skin takes, from ruddy (about 25°) to olive-golden (about 75°), with margin. */
const SKIN_HUE_RANGE = { from: 10, to: 90 } as const;
/** Chroma below which a pixel is grey (lens, frame, stubble, shine); skin measures C* 10–35 in photos. */
const MIN_SKIN_CHROMA = 7;
/** How much darker than the face's lit skin a pixel of skin may be (shading across cheek and forehead). */
const MAX_SHADE_BELOW = 18;
/** The face's lit skin: this quantile of L* over the patches' pixels of skin colour. */
const LIT_SKIN_QUANTILE = 0.75;

export function hasSkinColour({ a, b }: Lab): boolean {
  const chroma = Math.hypot(a, b);
  const hue = (Math.atan2(b, a) * 180) / Math.PI;
  return chroma >= MIN_SKIN_CHROMA && hue >= SKIN_HUE_RANGE.from && hue <= SKIN_HUE_RANGE.to;
}

/** L* of the face's lit skin, from the skin-coloured pixels of all its patches; NaN when there are none. */
export function litSkinLightness(lightness: readonly number[]): number {
  if (lightness.length === 0) return Number.NaN;
  const sorted = [...lightness].sort((p, q) => p - q);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * LIT_SKIN_QUANTILE))] as number;
}

/** Whether a skin-coloured pixel is lit skin, not a beard, lens or shadow much darker than the face. */
export function isLitSkin(lab: Lab, litLightness: number): boolean {
  return lab.L >= litLightness - MAX_SHADE_BELOW;
}
