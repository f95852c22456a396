import { isDefaultTuning, type TryOnTuning } from '@hairhue/contracts/constants';

/** Intensity is a share of the colour, so it reads as a percent; shine is a level on a 0–100 scale. */
export function intensityText(intensity: number): string {
  return `${intensity}%`;
}

export function shineText(shine: number): string {
  return String(shine);
}

/**
 * 'Intensity 80% · Shine 60' for a try-on made away from the defaults (History, its preview); null for one at
 * them, which looks as every try-on always did and so has nothing to say.
 */
export function tuningLabel(tuning: TryOnTuning): string | null {
  if (isDefaultTuning(tuning)) return null;
  return `Intensity ${intensityText(tuning.intensity)} · Shine ${shineText(tuning.shine)}`;
}
