import { z } from 'zod';
import { idSchema } from './entities';
import { HAIR_CORRECTION_LIMITS } from './hair-correction-limits';

/*
 * The touch-up brush (issue 13 §1): a person's own correction of where a photo's hair is, saved per photo and
 * used by every later render of it (try-on, Dice Roll, live preview, download). Strokes, not a mask: a few
 * kilobytes whatever the photo's size, and the engine refines each against the photo's edges.
 *
 * Positions are fractions of the photo's width and height (0..1, so a stroke fits any copy of the photo the
 * app shows); a brush's radius is a fraction of the photo's long side.
 */

export const hairStrokeToolSchema = z.enum(['add', 'remove']);
export type HairStrokeTool = z.infer<typeof hairStrokeToolSchema>;

const unitCoordinate = z.number().min(0).max(1);

export const hairStrokeSchema = z.strictObject({
  /** 'add' marks hair the automatic mask missed; 'remove' takes away what it wrongly took for hair. */
  tool: hairStrokeToolSchema,
  /** The brush's radius, a fraction of the photo's long side. */
  radius: z.number().min(HAIR_CORRECTION_LIMITS.minRadius).max(HAIR_CORRECTION_LIMITS.maxRadius),
  /** The brush's path as [x0, y0, x1, y1, …], fractions of the width and height; one point is a dab. */
  points: z
    .array(unitCoordinate)
    .min(2)
    .refine((points) => points.length % 2 === 0, 'must hold x, y pairs'),
});
export type HairStroke = z.infer<typeof hairStrokeSchema>;

/** The strokes in the order they were painted: a later stroke wins where two overlap. */
export const hairCorrectionRequestSchema = z.strictObject({
  strokes: z.array(hairStrokeSchema),
});
export type HairCorrectionRequest = z.infer<typeof hairCorrectionRequestSchema>;

export const hairCorrectionSchema = z.object({
  photoId: idSchema,
  /** Empty when the photo uses the automatic hair area. */
  strokes: z.array(hairStrokeSchema),
  /** Raised by every save or reset; renders made before it used an older hair area. */
  revision: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The 'add' strokes (indices into `strokes`) under which nothing looked like this photo's hair, so they
   * changed nothing: the app says so. Null while this revision's hair area is still being made; empty when
   * every stroke counted, or there are none.
   */
  strokesWithoutHair: z.array(z.number().int().min(0)).nullable(),
});
export type HairCorrection = z.infer<typeof hairCorrectionSchema>;
