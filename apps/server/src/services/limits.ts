/** Product rules of SPEC §6 and §9, enforced here whatever the client shows. */
export const FREE_COLOR_CHANGES = 3;
export const DICE_ROLLS_PER_UTC_DAY = 3;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_TEXT = '10 MB';

/** The UTC calendar day of `now`, as 'YYYY-MM-DD': Dice Roll allowances reset at UTC midnight. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * How long a try-on or Dice Roll POST waits for its renders before answering 'processing' (DESIGN.md,
 * Answer when done): a render usually ends well within it, and the app then has nothing to poll. The
 * default of the RENDER_ANSWER_WAIT_MS setting (config.ts), which tests lengthen.
 */
export const RENDER_ANSWER_WAIT_MS = 1500;
