import { isDefaultTuning, type TryOnTuning } from '@hairhue/contracts/constants';

/** The tuning a render really needs: none when it would look the same as an untuned one. */
export function effectiveTuning(tuning: TryOnTuning | undefined): TryOnTuning | undefined {
  return tuning && !isDefaultTuning(tuning) ? tuning : undefined;
}

/**
 * The EXIF ImageDescription of a tuned full-size result, so a downloaded picture says how it was made
 * ('Hairhue: Copper, intensity 80%, shine 60%'). Untuned results carry none: they stay as free of metadata
 * as they always were. ImageDescription is ASCII (libvips writes '?' for anything else), hence the plain
 * separators.
 */
export function tunedDescription(shadeName: string, tuning: TryOnTuning | undefined): string | undefined {
  const tuned = effectiveTuning(tuning);
  if (!tuned) return undefined;
  return `Hairhue: ${shadeName}, intensity ${tuned.intensity}%, shine ${tuned.shine}%`;
}
