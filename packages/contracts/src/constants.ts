/** Constants clients need without the schemas (importing them does not pull zod into a bundle). */
export const DEFAULT_APP_VERSION = '1.0.0';

/** Number of colours in one Dice Roll (SPEC §9). */
export const DICE_COLORS_PER_ROLL = 6;

/**
 * Seconds to wait before asking again for a photo's preview planes while a worker still analyses it: the
 * server's Retry-After on that 409 NOT_READY, and the app's delay between its retries.
 */
export const PREVIEW_PLANES_RETRY_AFTER_SECONDS = 2;

/** Seconds an app waits before asking again for the appearance of a photo a worker elsewhere still measures. */
export const PHOTO_APPEARANCE_RETRY_AFTER_SECONDS = 2;

function fileSlug(colorName: string): string {
  const slug = colorName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'colour';
}

/** A saved or downloaded result's name (SPEC §9): `hairhue-{colour-name-hyphenated}-{timestamp}.jpg`. */
export function savedFileName(colorName: string, at: Date = new Date()): string {
  return `hairhue-${fileSlug(colorName)}-${at.getTime()}.jpg`;
}

/** A saved salon card's name, after the result's: `hairhue-salon-card-{colour-name-hyphenated}-{timestamp}.jpg`. */
export function salonCardFileName(colorName: string, at: Date = new Date()): string {
  return `hairhue-salon-card-${fileSlug(colorName)}-${at.getTime()}.jpg`;
}

/**
 * The token the native shell appends to its user agent (`HairhueApp/{version}`). The server gives such agents
 * the app instead of the public pages, and the upload call is sent with it (SPEC §7).
 */
export const APP_USER_AGENT_TOKEN = 'HairhueApp';

/** The cookie a browser gets by opening `/?app=1`: it then gets the app rather than the landing page. */
export const APP_OPT_IN_COOKIE = 'hairhue_app';

/** The header that makes a try-on or Dice Roll POST safe to send again (the IETF draft's name; HTTP headers ignore case). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The entitlement that is premium, in the sandbox store and in RevenueCat (SPEC §3). */
export const ENTITLEMENT_ID = 'premium';

/**
 * Premium tuning of a try-on (issue 12 §3), in whole percent: how strongly the new colour replaces the old
 * (`intensity`), and how much gloss the hair's highlights get (`shine`). The defaults are the render every
 * try-on had before tuning existed, so a try-on without tuning and one at the defaults look the same.
 */
export const INTENSITY_PERCENT = { min: 10, max: 100, default: 100 } as const;
export const SHINE_PERCENT = { min: 0, max: 100, default: 50 } as const;

/** Intensity and shine of one render, in the units of INTENSITY_PERCENT and SHINE_PERCENT. */
export interface TryOnTuning {
  intensity: number;
  shine: number;
}

export const DEFAULT_TUNING: Readonly<TryOnTuning> = Object.freeze({
  intensity: INTENSITY_PERCENT.default,
  shine: SHINE_PERCENT.default,
});

/** Whether a tuning renders exactly as an untuned try-on does. */
export function isDefaultTuning(tuning: TryOnTuning): boolean {
  return tuning.intensity === DEFAULT_TUNING.intensity && tuning.shine === DEFAULT_TUNING.shine;
}

export * from './hair-correction-limits';
