import { z } from 'zod';
import { DICE_COLORS_PER_ROLL, INTENSITY_PERCENT, SHINE_PERCENT } from './constants';

/** Identifiers of photos, try-ons and rolls are UUIDs. */
export const idSchema = z.uuid();

/**
 * An id a client sends (in a path or a body): a UUID in any case, read as the lower case we store and
 * answer with, so that one photo has one id (its storage keys are made from it).
 */
export const sentIdSchema = idSchema.toLowerCase();

/** A colour as `#rrggbb`. */
export const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour of the form #rrggbb');

/** An image address: absolute, or a signed path on our own file route. */
export const imageUrlSchema = z.string().min(1);

export const photoSchema = z.object({
  id: idSchema,
  originalUrl: imageUrlSchema,
  objectPath: z.string().min(1),
  userId: z.string().nullable(),
});

/** A whole percent within `range`; every way of missing it gets the one message that states the range. */
function percentSchema(range: { min: number; max: number }) {
  const error = `must be a whole number from ${range.min} to ${range.max}`;
  return z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });
}

export const intensitySchema = percentSchema(INTENSITY_PERCENT).describe(
  `How strongly the new colour replaces the hair's own, in percent (default ${INTENSITY_PERCENT.default})`,
);

export const shineSchema = percentSchema(SHINE_PERCENT).describe(
  `Gloss of the hair's highlights, in percent (default ${SHINE_PERCENT.default}, the untuned look)`,
);

export const tryOnStatusSchema = z.enum(['processing', 'completed', 'failed']);

export const hairColorTryOnSchema = z.object({
  id: idSchema,
  photoId: idSchema,
  status: tryOnStatusSchema,
  resultUrl: imageUrlSchema.nullable().optional(),
  colorName: z.string().min(1),
  colorValue: hexColorSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** As sent with the try-on; the defaults for a try-on sent without them (and for those from before). */
  intensity: intensitySchema,
  shine: shineSchema,
});

export const hairColorTryOnListSchema = z.array(hairColorTryOnSchema);

export const photoListSchema = z.array(photoSchema);

export const diceColorStatusSchema = z.enum(['processing', 'completed', 'failed']);

export const diceColorSchema = z.object({
  name: z.string().min(1),
  color: hexColorSchema,
  description: z.string(),
  status: diceColorStatusSchema,
  resultUrl: imageUrlSchema.nullable().optional(),
});

export const diceRollSchema = z.object({
  id: idSchema,
  colors: z.array(diceColorSchema).length(DICE_COLORS_PER_ROLL),
  /**
   * Only on the answer to a roll asked with `suitsMe: true`: true when the six were drawn from the shades
   * that suit the photo, false when no face could be measured in it and they were drawn as an ordinary roll.
   */
  suitsMe: z.boolean().optional(),
});

export const diceUsageSchema = z.object({
  canRoll: z.boolean(),
  rollsRemaining: z.number().int().min(0),
});

export const subscriptionSchema = z.object({
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** 'TRIAL' means in trial; RevenueCat also uses 'NORMAL' and 'INTRO'. */
  periodType: z.string(),
  productId: z.string(),
});

export const subscriptionStatusResponseSchema = z.object({
  hasActiveSubscription: z.boolean(),
  subscription: subscriptionSchema.nullable(),
  usage: z.object({
    canUseHairColorChange: z.boolean(),
    remainingFreeUses: z.number().int().min(0),
  }),
});
