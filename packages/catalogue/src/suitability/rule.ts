import { standardColours } from '../colours';
import { specialEffects } from '../effects';
import type { Shade, Undertone } from '../types';
import { hexToLab } from '../lab';
import { isSignatureTone } from './attributes';
import { levelOfLightness } from './level';

/*
 * 'Suits you': which catalogue shades flatter a person, from measurements of their photo: the skin's
 * undertone and lightness, the skin–hair contrast and the hair's level (the skin's ITA is measured and shown
 * beside them, but the score takes L* itself: ITA mixes lightness with yellowness, which the undertone
 * already speaks for). The rule, in one place, from colour theory as colourists teach it (the warm/cool
 * "seasonal" typology; an approximation, not a science):
 *
 * 1. Undertone harmony, the strongest term. Hair beside the face repeats or fights the skin's undertone:
 *    warm (golden, olive-golden) skin is flattered by golden, copper, honey and warm brown shades, cool (pink,
 *    blue-red) skin by ash, platinum, burgundy and blue-black, and neutral skin wears both. A matching shade
 *    scores +3, a neutral shade +1, an opposing one −3; for a neutral person every shade scores +2. The
 *    tones named for the undertone (`isSignatureTone`: rich golden, copper and honey for warm; ash,
 *    platinum, wine reds and blue-black for cool) score +1 more, so they lead over plain browns and greys.
 * 2. Contrast. People whose skin and hair differ strongly in lightness (light skin with dark hair, deep skin
 *    with light hair) carry high-contrast shades: up to +2 for a shade 5 levels or more from the skin's own
 *    lightness. Low-contrast people look most natural in soft shades near their own hair level: −0.5 a level
 *    away from it (medium contrast −0.25 a level), and, their colouring being soft (the "soft" or "muted"
 *    types of colour analysis), a saturated shade overpowers it: −0.025 a unit of chroma above C* 30
 *    (Fiery Copper, C* 67, loses 0.9).
 * 3. Vivid (fashion and fantasy) shades are ranked apart, after every natural-looking shade, by the same
 *    score: they suit by choice of style more than by colouring, so they never lead the row. A person who
 *    wants them has the Colorful tab.
 *
 * Levels are the colourists' 1 (black) … 10 (lightest blonde); the skin's lightness is put on the same scale.
 */

export type ContrastClass = 'low' | 'medium' | 'high';

/** What the engine measures in a portrait (see hair-engine `appearance`). */
export interface AppearanceMeasurements {
  /**
   * Individual typology angle of the skin, degrees: atan((L* − 50) / b*). Above 55 very light, 41–55 light,
   * 28–41 intermediate, 10–28 tan, −30–10 brown, below −30 dark (Chardon et al. 1991; Del Bino et al. 2006).
   */
  skinIta: number;
  /** The skin's CIELAB L*. */
  skinLightness: number;
  undertone: Undertone;
  /** |L*skin − L*hair|. */
  contrast: number;
  /** The current hair's level, 1..10 (fractional). */
  hairLevel: number;
}

/**
 * Skin–hair lightness difference (ΔL*) below which contrast is low and from which it is high. Fair skin with
 * blonde hair, or deep skin with black hair, differ by under 20; fair skin with black hair by over 40.
 */
export const CONTRAST_CLASS_LIMITS = { low: 20, high: 40 } as const;

export function contrastClassOf(contrast: number): ContrastClass {
  if (contrast < CONTRAST_CLASS_LIMITS.low) return 'low';
  return contrast < CONTRAST_CLASS_LIMITS.high ? 'medium' : 'high';
}

/** Extra points for a signature tone of the person's undertone. */
const SIGNATURE_BONUS = 1;
const HARMONY: Readonly<Record<Undertone, Readonly<Record<Undertone, number>>>> = {
  warm: { warm: 3, neutral: 1, cool: -3 },
  cool: { cool: 3, neutral: 1, warm: -3 },
  neutral: { warm: 2, neutral: 2, cool: 2 },
};
/** Points a level of contrast with the skin earns a high-contrast person, and the levels that count. */
const CONTRAST_POINTS_PER_LEVEL = 0.4;
const CONTRAST_LEVELS_COUNTED = 5;
/** Points lost a level away from the person's own hair level. */
const LEVEL_DISTANCE_PENALTY: Readonly<Record<ContrastClass, number>> = { low: 0.5, medium: 0.25, high: 0 };
/** For low contrast: chroma a shade may have before it reads as too strong, and the points a unit above. */
const SOFT_CHROMA = 30;
const CHROMA_PENALTY = 0.025;

const REASONS: Readonly<Record<Undertone, string>> = {
  warm: 'Warm undertone: golden, copper and honey shades flatter you',
  cool: 'Cool undertone: ash, platinum and burgundy shades flatter you',
  neutral: 'Neutral undertone: both warm and cool shades flatter you',
};
const CONTRAST_PHRASES: Readonly<Record<ContrastClass, string>> = {
  high: ', and your high contrast carries bold shades',
  medium: '',
  low: ', kept soft and close to your own level',
};

export interface RankedShade {
  shade: Shade;
  score: number;
}

export interface ShadesThatSuit {
  /** One plain-words reason for the shades at the top. */
  reason: string;
  contrastClass: ContrastClass;
  /** Every shade, best first: natural-looking ones by score, then the vivid ones by score. */
  ranked: RankedShade[];
}

/** How well one shade suits a person, by steps 1 and 2 of the rule. */
export function suitabilityScore(shade: Shade, person: AppearanceMeasurements): number {
  const contrastClass = contrastClassOf(person.contrast);
  const signature = isSignatureTone(shade.color, person.undertone) ? SIGNATURE_BONUS : 0;
  const harmony = HARMONY[person.undertone][shade.undertone] + signature;
  const skinLevel = levelOfLightness(person.skinLightness);
  const contrastWithSkin = Math.min(Math.abs(shade.level - skinLevel), CONTRAST_LEVELS_COUNTED);
  const contrast = contrastClass === 'high' ? CONTRAST_POINTS_PER_LEVEL * contrastWithSkin : 0;
  const nearness = -LEVEL_DISTANCE_PENALTY[contrastClass] * Math.abs(shade.level - person.hairLevel);
  const softness =
    contrastClass === 'low' ? -CHROMA_PENALTY * Math.max(0, hexToLab(shade.color).chroma - SOFT_CHROMA) : 0;
  return harmony + contrast + nearness + softness;
}

const catalogue: readonly Shade[] = [...standardColours, ...specialEffects];

/** The catalogue (or `shades`) ranked for a person, with the reason for the top group. */
export function rankShadesFor(
  person: AppearanceMeasurements,
  shades: readonly Shade[] = catalogue,
): ShadesThatSuit {
  const contrastClass = contrastClassOf(person.contrast);
  const scored = shades.map((shade, order) => ({ shade, score: suitabilityScore(shade, person), order }));
  scored.sort(
    (p, q) => Number(p.shade.vivid) - Number(q.shade.vivid) || q.score - p.score || p.order - q.order,
  );
  return {
    reason: REASONS[person.undertone] + CONTRAST_PHRASES[contrastClass],
    contrastClass,
    ranked: scored.map(({ shade, score }) => ({ shade, score: Math.round(score * 100) / 100 })),
  };
}
