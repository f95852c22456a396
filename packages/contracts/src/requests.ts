import { z } from 'zod';
import { DEFAULT_APP_VERSION } from './constants';
import { deviceIdSchema } from './device-id';
import {
  hexColorSchema,
  idSchema,
  intensitySchema,
  photoSchema,
  sentIdSchema,
  shineSchema,
} from './entities';

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Text without control characters (PostgreSQL refuses NUL, and nothing we store needs the others). */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacter(value), 'must not contain control characters');

export const registerDeviceRequestSchema = z.strictObject({
  deviceId: deviceIdSchema,
  appVersion: plainText(64).min(1).default(DEFAULT_APP_VERSION),
});

export const registerDeviceResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  error: z.string().optional(),
});

export const subscriptionSyncRequestSchema = z.strictObject({
  /** The purchase provider's customer info, passed through; the server re-checks on its own. */
  customerInfo: z.record(z.string(), z.unknown()),
  /** Milliseconds since the epoch, or an ISO date-time. */
  timestamp: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
});

export const successResponseSchema = z.object({
  success: z.boolean(),
});

export const createPhotoRequestSchema = z.strictObject({
  userId: z.null(),
  originalUrl: z.url({ protocol: /^https?$/ }),
  objectPath: plainText(512).min(1),
});

export const uploadUrlResponseSchema = z.object({
  uploadUrl: z.url(),
  uploadPreset: z.string().min(1),
});

export const directUploadResponseSchema = z.object({
  photo: photoSchema,
  secureUrl: z.string().min(1),
  publicId: z.string().min(1),
});

/** The answer of the Cloudinary-compatible upload endpoint (ours or Cloudinary's). */
export const cloudinaryUploadResponseSchema = z.object({
  secure_url: z.string().min(1),
  public_id: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.string().min(1),
  bytes: z.number().int().nonnegative(),
});

export const createTryOnRequestSchema = z.strictObject({
  photoId: sentIdSchema,
  colorName: plainText(100).trim().min(1),
  colorValue: hexColorSchema,
  /** Premium only (402 PREMIUM_REQUIRED for a free device); left out, the render is today's. */
  intensity: intensitySchema.optional(),
  shine: shineSchema.optional(),
  /**
   * A try-on of this photo and shade to render again because the photo's hair correction was saved after
   * it: the render keeps its intensity and shine (send neither) and spends nothing, since a correction is
   * not a new colour change. Once per saved correction.
   */
  correctionOf: sentIdSchema.optional(),
});

/**
 * The headers a try-on or Dice Roll POST reads. `Idempotency-Key`, optional: a key the app makes for one
 * tap and sends again with every retry of it, so a POST whose answer was lost (the server restarted
 * mid-answer) can be sent again and gets what the first one created instead of spending a second change or
 * roll. 16 to 100 letters, digits, '-' or '_' (a UUID fits); scoped to the device.
 */
export const idempotencyKeyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,100}$/, "must be 16 to 100 letters, digits, '-' or '_'")
    .optional(),
});

export const createDiceRollRequestSchema = z.strictObject({
  photoId: sentIdSchema,
  /** 'Roll shades that suit me': the six are drawn from the shades the catalogue's rule ranks first for the photo. */
  suitsMe: z.boolean().optional(),
});

/** Path parameters of every `/{id}` route. */
export const idParamsSchema = z.strictObject({
  id: sentIdSchema,
});

/** A short-lived signed address of the full-resolution result (premium only). */
export const downloadResponseSchema = z.object({
  url: z.string().min(1),
  fileName: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});

/**
 * What the live preview (premium) paints with: the engine's analysis of the photo as a PNG of the photo's
 * size, behind a short-lived signed URL. Its layout is the engine's of `engineVersion`.
 */
export const previewPlanesResponseSchema = z.object({
  photoId: idSchema,
  /** The photo's size, which the PNG shares. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  engineVersion: z.number().int().positive(),
  /**
   * The revision of the photo's touch-up brush correction the analysis has applied (0: never corrected). A
   * preview loaded at an older revision than the one the app saved last is stale. Sent by every server since
   * the brush; absent from an older one, which knows no corrections (read it as 0).
   */
  correctionRevision: z.number().int().min(0).optional(),
  planesUrl: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});

const healthCheckSchema = z.enum(['ok', 'failing', 'not-used']);

/** 200 when every part this process uses works, 503 otherwise. */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'failing']),
  checks: z.object({
    database: healthCheckSchema,
    storage: healthCheckSchema,
    /** The hair model: 'not-used' on an API-only process, which renders nothing itself. */
    model: healthCheckSchema,
  }),
  /** When the checks, run in the background, last finished (null before the first round). */
  checkedAt: z.iso.datetime({ offset: true }).nullable(),
  /** How old those results are, in milliseconds; past a few seconds they count as failing. */
  ageMs: z.number().int().min(0).nullable(),
});

/** One photo of the Home screen's demo tab. */
export const demoPhotoEntrySchema = z.object({
  id: z.number().int().min(1),
  url: z.string().min(1),
  alt: z.string(),
});

export const demoPhotoListSchema = z.array(demoPhotoEntrySchema);

/** What the privacy policy states that depends on the server's configuration (the app's Privacy screen). */
export const privacyFactsSchema = z.object({
  /** Days an uploaded photo and everything made from it are kept. */
  photoRetentionDays: z.number().int().min(1),
  /** Uploads pass through Cloudinary. */
  cloudinary: z.boolean(),
  /** Files are kept in an S3-compatible store. */
  s3: z.boolean(),
});

/**
 * The hair model that live colour runs on the device: the engine's own network, converted to take any input
 * size. Fetched only when a person first turns live colour on; the file's address names its sha256, so it
 * is cached for good, and the app checks the bytes against `sha256` before running them.
 */
export const liveColorModelSchema = z.object({
  url: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().positive(),
});
