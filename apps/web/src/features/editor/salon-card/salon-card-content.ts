import { levelName, salonAdvice, wholeLevel, type Shade } from '@hairhue/catalogue';
import type { TryOnTuning } from '@hairhue/contracts/constants';
import { intensityText, shineText } from '@/lib/tuning-label';

/** The card's honest word: what it is and what it cannot know. */
export const SALON_CARD_GUIDE =
  "A guide for your colourist, not a prescription. Results depend on your hair's history and condition.";

/** Said in place of the current level when the photo had too little hair to measure. */
export const LEVEL_UNKNOWN = 'Ask your colourist';

/** Everything the salon card says, as the sheet shows it and the image draws it. */
export interface SalonCardContent {
  shadeName: string;
  /** `#rrggbb`, upper case as colourists' charts print it. */
  shadeHex: string;
  /** The try-on's 'Intensity 80% · Shine 60', which a colourist needs to match the look; null if unknown. */
  tuning: string | null;
  /** e.g. 'Level 4', or LEVEL_UNKNOWN. */
  currentLevel: string;
  /** The colourists' name of that level, e.g. 'Medium brown'; null when it is unknown. */
  currentLevelName: string | null;
  /** e.g. 'Level 10'. For a vivid shade, the lightness it needs. */
  shadeLevel: string;
  /** What it takes, e.g. 'Lift 7 levels (lightener needed)', and a sentence or two under it. */
  headline: string;
  detail: string;
}

/**
 * The card for a shade on hair of the measured level (null when it could not be measured), tried with this
 * intensity and shine.
 */
export function salonCardContent(
  hairLevel: number | null,
  shade: Shade,
  tuning: TryOnTuning | null,
): SalonCardContent {
  const advice = salonAdvice(hairLevel, shade);
  return {
    shadeName: shade.name,
    shadeHex: shade.color.toUpperCase(),
    tuning: tuning && `Intensity ${intensityText(tuning.intensity)} · Shine ${shineText(tuning.shine)}`,
    currentLevel: hairLevel === null ? LEVEL_UNKNOWN : `Level ${wholeLevel(hairLevel)}`,
    currentLevelName: hairLevel === null ? null : levelName(hairLevel),
    shadeLevel: `Level ${shade.level}`,
    headline: advice.headline,
    detail: advice.detail,
  };
}
