import { hexToLab } from '../lab';
import type { Lab } from '../lab';
import type { ColourCategory, EffectType, ShadeAttributes, Undertone } from '../types';
import { levelOfLab } from './level';

/*
 * A shade's undertone, level and vividness, derived from its own colours so that a new shade needs no hand
 * labelling. The few shades where colour theory disagrees with the arithmetic are overridden by id below.
 */

/**
 * Hue angles (CIELAB h, degrees) of the warm family: orange-based reds, copper, gold, yellow. Below it lie
 * the blue-based reds (cherry, burgundy, mahogany, crimson: cool in colour theory), above it greens, blues,
 * violets and pinks (cool).
 */
const WARM_HUES = { from: 30, to: 115 } as const;
/**
 * Chroma per unit of lightness (C* / L*, L* floored at 20 so near-blacks do not divide by almost nothing).
 * In the warm family a natural-looking shade below ASH_RATIO has had its warmth neutralised: ash, beige-grey,
 * platinum (cool); up to WARM_RATIO it is balanced (neutral, e.g. beige, champagne, sandy); above, warm.
 */
const ASH_RATIO = 0.24;
const WARM_RATIO = 0.4;
const RATIO_LIGHTNESS_FLOOR = 20;
/**
 * Below this chroma a colour has no hue to speak of. Such a black (L* under BLACK_LIGHTNESS) is neutral; a
 * grey, silver or white is cool, as colour theory has it: with no warmth in it, it reads icy beside skin.
 */
const ACHROMATIC_CHROMA = 4;
const BLACK_LIGHTNESS = 20;

/**
 * The natural-looking part of a fashion line (not vivid): deep wine reds (burgundy, black cherry) with hues
 * 345°–30° at L* ≤ 40, rose-browns and rose-blondes in the warm family, all at chroma ≤ 40; and near-greys
 * (chroma < 8: silver, lilac-grey). Anything brighter or of another hue cannot pass for hair's own colour.
 */
const NATURAL_LOOKING_CHROMA = 40;
const NEAR_GREY_CHROMA = 8;
const WINE_HUES = { from: 345, to: 30, maxLightness: 40 } as const;

/** Colour theory over the arithmetic, each with its reason. */
export const UNDERTONE_OVERRIDES: Readonly<Record<string, { undertone: Undertone; why: string }>> = {
  'rose-brown': {
    undertone: 'neutral',
    why: "a pink-based brown: its hue sits on the warm family's edge, but rose tones are worn as cool-leaning",
  },
};

function hueWithin(hue: number, from: number, to: number): boolean {
  return from <= to ? hue >= from && hue < to : hue >= from || hue < to;
}

function isNaturalLooking(lab: Lab): boolean {
  if (lab.chroma < NEAR_GREY_CHROMA) return true;
  if (lab.chroma > NATURAL_LOOKING_CHROMA) return false;
  if (hueWithin(lab.hue, WARM_HUES.from, WARM_HUES.to)) return true;
  return hueWithin(lab.hue, WINE_HUES.from, WINE_HUES.to) && lab.L <= WINE_HUES.maxLightness;
}

/**
 * Warm, cool or neutral for a shade's colour. An achromatic black is neutral. A vivid shade's undertone is its
 * hue family alone (a pastel peach is warm however little chroma it has); a natural-looking one in the warm
 * family is ash (cool), balanced (neutral) or warm by its chroma ratio.
 */
export function undertoneOfLab(lab: Lab, vivid: boolean): Undertone {
  if (lab.chroma < ACHROMATIC_CHROMA && lab.L < BLACK_LIGHTNESS) return 'neutral';
  if (!hueWithin(lab.hue, WARM_HUES.from, WARM_HUES.to)) return 'cool';
  if (vivid) return 'warm';
  const ratio = lab.chroma / Math.max(lab.L, RATIO_LIGHTNESS_FLOOR);
  if (ratio < ASH_RATIO) return 'cool';
  return ratio < WARM_RATIO ? 'neutral' : 'warm';
}

/** Chroma ratio from which a warm shade is a rich golden, copper or honey tone rather than a plain brown. */
const RICH_WARM_RATIO = 0.6;
/** Below this L*, a blue or violet shade is a blue-black. */
const BLUE_BLACK_LIGHTNESS = 25;

/**
 * The tones colour theory names for each undertone, the ones the reason promises: for warm, the rich
 * golden, copper and honey tones (warm, chroma ratio ≥ 0.6, not a plain brown); for cool, ash and platinum
 * (an ash shade with some colour left, not a plain grey), the blue-based wine reds (burgundy, black cherry)
 * and blue-black. Neutral has none: it is served by both.
 */
export function isSignatureTone(color: string, undertone: Undertone): boolean {
  const lab = hexToLab(color);
  const ratio = lab.chroma / Math.max(lab.L, RATIO_LIGHTNESS_FLOOR);
  const warmFamily = hueWithin(lab.hue, WARM_HUES.from, WARM_HUES.to);
  if (undertone === 'warm') return warmFamily && ratio >= RICH_WARM_RATIO;
  if (undertone === 'neutral') return false;
  if (warmFamily) return ratio < ASH_RATIO && lab.chroma >= ACHROMATIC_CHROMA;
  const wine = hueWithin(lab.hue, WINE_HUES.from, WINE_HUES.to);
  const blueBlack = hueWithin(lab.hue, 200, 300) && lab.L < BLUE_BLACK_LIGHTNESS;
  return wine || blueBlack;
}

function withOverride(id: string, attributes: ShadeAttributes): ShadeAttributes {
  const override = UNDERTONE_OVERRIDES[id];
  return override ? { ...attributes, undertone: override.undertone } : attributes;
}

/**
 * A standard colour: natural colours are never vivid, fantasy colours always, fashion colours unless they
 * could pass for hair's own colour (above). The level is the swatch's, rounded to a whole level.
 */
export function colourAttributes(id: string, category: ColourCategory, color: string): ShadeAttributes {
  const lab = hexToLab(color);
  const vivid = category === 'fantasy' || (category === 'fashion' && !isNaturalLooking(lab));
  return withOverride(id, {
    undertone: undertoneOfLab(lab, vivid),
    level: Math.round(levelOfLab(lab)),
    vivid,
  });
}

/**
 * A special effect: an ombre is vivid when one of its stops is (judged like a fashion colour), every other
 * effect type always (no hair grows a rainbow or a metal sheen). The level is that of the lightest colour in
 * the recipe, which is what the hair has to be lifted to; the undertone is the representative colour's.
 */
export function effectAttributes(
  id: string,
  type: EffectType,
  color: string,
  recipeColours: readonly string[],
): ShadeAttributes {
  const labs = recipeColours.map(hexToLab);
  const vivid = type !== 'ombre' || labs.some((lab) => !isNaturalLooking(lab));
  const level = Math.max(...labs.map(levelOfLab), levelOfLab(hexToLab(color)));
  return withOverride(id, {
    undertone: undertoneOfLab(hexToLab(color), vivid),
    level: Math.round(level),
    vivid,
  });
}
