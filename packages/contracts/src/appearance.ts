import { z } from 'zod';
import { idSchema } from './entities';

/*
 * 'Colours that suit you' and the salon card (issue 13 §2–3): what the engine measures in a photo. The ranking
 * itself is the catalogue's rule (`rankShadesFor`), run wherever the catalogue is: the app for its 'Suits you'
 * row, the server for a Dice Roll of shades that suit.
 */

export const undertoneSchema = z.enum(['warm', 'cool', 'neutral']);

/** The skin and hair of the photo's main face, as the catalogue's AppearanceMeasurements. */
export const appearanceSchema = z.object({
  /** Individual typology angle of the skin, degrees. */
  skinIta: z.number(),
  /** The skin's CIELAB L*. */
  skinLightness: z.number().min(0).max(100),
  undertone: undertoneSchema,
  /** |L*skin − L*hair|. */
  contrast: z.number().min(0),
  /** The current hair's level on the colourists' scale, 1 (black) … 10 (lightest blonde), fractional. */
  hairLevel: z.number().min(1).max(10),
  /** The hair's CIELAB L*, which the contrast is recomputed from when the person picks their skin. */
  hairLightness: z.number().min(0).max(100),
  /**
   * How sure the skin's measurement is (issue 23 §1): low with sunglasses, too little bare skin, light from
   * one side or no white to correct the light by. The app then asks rather than ranks.
   */
  confidence: z.enum(['high', 'low']),
});

/**
 * A device's own reading of its person's skin ('Not right?'), used instead of the measured one for every
 * photo: depth 1 (lightest of the six swatches) … 6 (deepest), and the undertone.
 */
export const skinToneChoiceSchema = z
  .object({ depth: z.number().int().min(1).max(6), undertone: undertoneSchema })
  .strict();
export type SkinToneChoice = z.infer<typeof skinToneChoiceSchema>;

/** The device's setting: its choice, or null when the skin is measured from each photo. */
export const deviceSkinToneSchema = z.object({ choice: skinToneChoiceSchema.nullable() });
export type DeviceSkinTone = z.infer<typeof deviceSkinToneSchema>;

export const photoAppearanceSchema = z.object({
  photoId: idSchema,
  /** The current hair's level, also when no face could be measured; null when there is too little hair. */
  hairLevel: z.number().min(1).max(10).nullable(),
  /** Null when no face could be measured: the app then leaves the 'Suits you' row out. */
  appearance: appearanceSchema.nullable(),
  /** The engine version that measured it. */
  engineVersion: z.number().int().positive(),
});
export type PhotoAppearance = z.infer<typeof photoAppearanceSchema>;
export type AppearanceBody = z.infer<typeof appearanceSchema>;
