import { isDefaultTuning, type TryOnTuning } from '@hairhue/contracts/constants';
import type { HairEngine, PreparedPhoto, RgbImage } from '@hairhue/hair-engine';
import type { Shade } from '@hairhue/catalogue';

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

type RenderWithTuning = (prepared: PreparedPhoto, shade: Shade, tuning?: TryOnTuning) => RgbImage;

/**
 * `engine.render(prepared, shade, tuning?)`, the signature the engine is taking on main (issue 12 §3), in
 * the contract's units. Until it lands the engine ignores the third argument and a tuned render looks like
 * the untuned one; once it lands this adapter can become a direct call.
 */
export function renderWithTuning(
  engine: HairEngine,
  prepared: PreparedPhoto,
  shade: Shade,
  tuning: TryOnTuning | undefined,
): RgbImage {
  const render = engine.render.bind(engine) as RenderWithTuning;
  const tuned = effectiveTuning(tuning);
  return tuned ? render(prepared, shade, tuned) : render(prepared, shade);
}
