import { hexToLab } from '../lab';
import type { Shade } from '../types';

const isSpecialEffect = (shade: Shade) => 'isSpecialEffect' in shade;

/*
 * The salon card's 'what it takes' (issue 13 §3): from the hair's current level and a shade, the kind of
 * colour service a colourist would start from. A guide, not a prescription: the hair's history (earlier
 * colour, henna, damage) changes the answer, and the app cannot see it.
 *
 * The rule, in order:
 * - A vivid shade (fashion, fantasy, most effects) is a semi-permanent colour laid over hair light enough
 *   for it to show: pastels and the lightest brights (shade level 9–10) over level 9–10, brights (7–8) over
 *   7–8, deep jewel tones (6 and darker) over 5–6. Hair already that light needs no pre-lightening.
 * - Silver and grey (achromatic natural shades from level 5 up) are toners: the hair is lifted to a pale
 *   yellow, level 9, whatever the grey's own level, or the grey comes out brassy.
 * - Any other shade: N = round(shade level − current level). N ≤ 0 (same or darker) is deposit only. N = 1
 *   is a lift a permanent colour makes on its own (its developer lifts one to two levels), so no lightener;
 *   we do not call it 'deposit only' because a deposit-only colour cannot lighten at all. N ≥ 2 needs
 *   lightener. Beyond MAX_LIFT_PER_SESSION levels a colourist may need more than one session.
 * - An effect's level is its lightest part (see `effectAttributes`), which is what the lengths must reach.
 * The current level is measured (about a level either way), so it is rounded before comparing.
 */

/** Levels of lift a colourist would usually take in one sitting before the hair's condition says stop. */
export const MAX_LIFT_PER_SESSION = 4;

/** Going this many levels darker or more, a colourist may pre-pigment (fill) first. */
const FILL_FROM_LEVELS_DARKER = 3;

/** Below this CIELAB chroma a natural shade from GREY_FROM_LEVEL up is a silver or grey toner. */
const GREY_CHROMA = 5;
const GREY_FROM_LEVEL = 5;
const GREY_BASE_LEVEL = 9;

/** A range of levels on the colourists' scale, e.g. pre-lighten to 7–8. */
export interface LevelRange {
  from: number;
  to: number;
}

export type SalonProcess =
  | { kind: 'deposit'; levelsDarker: number }
  | { kind: 'lift'; levels: number; lightener: boolean; moreThanOneSession: boolean; toner: boolean }
  | { kind: 'fashion'; preLightenTo: LevelRange; liftLevels: number; moreThanOneSession: boolean }
  /** The current level is unknown: what the shade takes in general. */
  | { kind: 'unknown-level'; shadeLevel: number; vivid: boolean; preLightenTo: LevelRange | null };

export interface SalonAdvice {
  process: SalonProcess;
  /** The card's main line, e.g. 'Lift 7 levels (lightener needed)'. */
  headline: string;
  /** One or two plain sentences under it. */
  detail: string;
}

/** The colourists' name of each level, 1 … 10. */
const LEVEL_NAMES = [
  'Black',
  'Darkest brown',
  'Dark brown',
  'Medium brown',
  'Light brown',
  'Dark blonde',
  'Medium blonde',
  'Light blonde',
  'Very light blonde',
  'Lightest blonde',
] as const;

/** A measured (fractional) level as a whole level 1 … 10. */
export function wholeLevel(level: number): number {
  return Math.min(10, Math.max(1, Math.round(level)));
}

/** The colourists' name of a measured level, e.g. 'Medium brown' for 4.3. */
export function levelName(level: number): string {
  return LEVEL_NAMES[wholeLevel(level) - 1] ?? '';
}

/** 'Level 4 · Medium brown' for a measured level. */
export function levelLabel(level: number): string {
  return `Level ${wholeLevel(level)} · ${levelName(level)}`;
}

/** The level a vivid shade's base must reach for it to show true. */
export function fashionBase(shadeLevel: number): LevelRange {
  if (shadeLevel >= 9) return { from: 9, to: 10 };
  if (shadeLevel >= 7) return { from: 7, to: 8 };
  return { from: 5, to: 6 };
}

function isGreyToner(shade: Shade): boolean {
  if (shade.vivid || shade.level < GREY_FROM_LEVEL) return false;
  return hexToLab(shade.color).chroma < GREY_CHROMA;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const SESSIONS_NOTE =
  'That much lift may take your colourist more than one session, to keep the hair healthy.';

function fashionAdvice(current: number, shade: Shade): SalonAdvice {
  const preLightenTo = fashionBase(shade.level);
  const liftLevels = Math.max(0, preLightenTo.from - current);
  const moreThanOneSession = liftLevels > MAX_LIFT_PER_SESSION;
  const range = `${preLightenTo.from}–${preLightenTo.to}`;
  const detail =
    liftLevels === 0
      ? `Your hair is already light enough (level ${range} is needed), so no lightener.`
      : `Pre-lighten ${plural(liftLevels, 'level')} to level ${range} first, then the colour goes on.` +
        (moreThanOneSession ? ` ${SESSIONS_NOTE}` : '');
  return {
    process: { kind: 'fashion', preLightenTo, liftLevels, moreThanOneSession },
    headline: 'Semi-permanent fashion shade over pre-lightened hair',
    detail,
  };
}

function liftAdvice(levels: number, toner: boolean): SalonAdvice {
  const lightener = levels >= 2 || toner;
  const moreThanOneSession = levels > MAX_LIFT_PER_SESSION;
  const headline = `Lift ${plural(levels, 'level')} (${lightener ? 'lightener needed' : 'permanent colour, no lightener'})`;
  const parts = [
    toner
      ? `Silver and grey are toned over hair lightened to a pale level ${GREY_BASE_LEVEL}.`
      : lightener
        ? 'Lightener first, then a toner or colour for the shade.'
        : 'A permanent colour lifts one level by itself on natural hair; hair coloured before may still need lightener.',
  ];
  if (moreThanOneSession) parts.push(SESSIONS_NOTE);
  return {
    process: { kind: 'lift', levels, lightener, moreThanOneSession, toner },
    headline,
    detail: parts.join(' '),
  };
}

function depositAdvice(levelsDarker: number): SalonAdvice {
  const detail =
    levelsDarker === 0
      ? 'The same depth as your hair: a colour that adds tone, with no lightening.'
      : levelsDarker >= FILL_FROM_LEVELS_DARKER
        ? `Going ${plural(levelsDarker, 'level')} darker: your colourist may fill (pre-pigment) first so it does not look flat.`
        : `Going ${plural(levelsDarker, 'level')} darker: a colour that adds depth, with no lightening.`;
  return { process: { kind: 'deposit', levelsDarker }, headline: 'Deposit only', detail };
}

const atOrLighter = (level: number) => (level >= 10 ? 'at level 10' : `at level ${level} or lighter`);

function unknownLevelAdvice(shade: Shade): SalonAdvice {
  if (shade.vivid) {
    const preLightenTo = fashionBase(shade.level);
    const range = `${preLightenTo.from}–${preLightenTo.to}`;
    return {
      process: { kind: 'unknown-level', shadeLevel: shade.level, vivid: true, preLightenTo },
      headline: 'Semi-permanent fashion shade over pre-lightened hair',
      detail: `Hair darker than level ${preLightenTo.from} is pre-lightened to level ${range} first.`,
    };
  }
  const toner = isGreyToner(shade);
  if (shade.level === 1) {
    return {
      process: { kind: 'unknown-level', shadeLevel: 1, vivid: false, preLightenTo: null },
      headline: 'Deposit only',
      detail: 'Level 1 is the darkest there is, so no lightening whatever your hair is now.',
    };
  }
  return {
    process: {
      kind: 'unknown-level',
      shadeLevel: shade.level,
      vivid: false,
      preLightenTo: toner ? { from: GREY_BASE_LEVEL, to: 10 } : null,
    },
    headline: toner
      ? 'Toner over lightened hair'
      : `Depends on your level (the shade is level ${shade.level})`,
    detail: toner
      ? `Silver and grey are toned over hair lightened to a pale level ${GREY_BASE_LEVEL}.`
      : `Hair ${atOrLighter(shade.level)} takes it as a deposit only; darker hair is lifted to level ${shade.level} first, with lightener from 2 levels up.`,
  };
}

/**
 * What a shade takes from the current hair level (fractional, as measured; null when the photo had too
 * little hair to measure). See the rule at the top of this file.
 */
export function salonAdvice(currentLevel: number | null, shade: Shade): SalonAdvice {
  const advice = adviceForShade(currentLevel, shade);
  // A vivid effect's sentence already speaks of the hair to pre-lighten; a natural ombre's lift is on the ends.
  if (!isSpecialEffect(shade) || shade.vivid || advice.process.kind === 'deposit') return advice;
  return {
    ...advice,
    detail: `${advice.detail} The level is the effect's lightest part, at the lengths and ends.`,
  };
}

function adviceForShade(currentLevel: number | null, shade: Shade): SalonAdvice {
  if (currentLevel === null) return unknownLevelAdvice(shade);
  const current = wholeLevel(currentLevel);
  if (shade.vivid) return fashionAdvice(current, shade);
  if (isGreyToner(shade)) {
    if (current < GREY_BASE_LEVEL) return liftAdvice(GREY_BASE_LEVEL - current, true);
    return {
      process: { kind: 'deposit', levelsDarker: 0 },
      headline: 'Deposit only',
      detail: 'Your hair is light enough for a silver or grey toner, with no lightening.',
    };
  }
  const levels = shade.level - current;
  return levels <= 0 ? depositAdvice(current - shade.level) : liftAdvice(levels, false);
}
