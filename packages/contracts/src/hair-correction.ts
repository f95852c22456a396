import { z } from 'zod';
import { idSchema } from './entities';

/*
 * The touch-up brush (issue 13 §1): a person's own correction of where a photo's hair is, saved per photo and
 * used by every later render of it (try-on, Dice Roll, live preview, download). Strokes, not a mask: a few
 * kilobytes whatever the photo's size, and the engine refines each against the photo's edges.
 *
 * Positions are fractions of the photo's width and height (0..1, so a stroke fits any copy of the photo the
 * app shows); a brush's radius is a fraction of the photo's long side.
 */

/** The brush sizes the editor offers, as radii in fractions of the photo's long side. */
export const BRUSH_RADIUS = { small: 0.012, medium: 0.025, large: 0.05 } as const;
export type BrushSize = keyof typeof BRUSH_RADIUS;

/**
 * What one photo's correction may hold. A request beyond them (or over maxBodyBytes) is answered 413
 * REQUEST_TOO_LARGE; the app stops a brush session before it gets there.
 */
export const HAIR_CORRECTION_LIMITS = {
  maxStrokes: 200,
  maxPointsPerStroke: 2000,
  maxPoints: 20_000,
  minRadius: 0.002,
  maxRadius: 0.2,
  maxBodyBytes: 512 * 1024,
} as const;

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

/** Whether a correction is within HAIR_CORRECTION_LIMITS (checked apart, as a 413 rather than a 400). */
export function correctionTooLarge(request: HairCorrectionRequest): string | undefined {
  const { maxStrokes, maxPointsPerStroke, maxPoints } = HAIR_CORRECTION_LIMITS;
  if (request.strokes.length > maxStrokes) return `at most ${maxStrokes} strokes`;
  let points = 0;
  for (const stroke of request.strokes) {
    const count = stroke.points.length / 2;
    if (count > maxPointsPerStroke) return `at most ${maxPointsPerStroke} points in a stroke`;
    points += count;
  }
  return points > maxPoints ? `at most ${maxPoints} points in all` : undefined;
}

export const hairCorrectionSchema = z.object({
  photoId: idSchema,
  /** Empty when the photo uses the automatic hair area. */
  strokes: z.array(hairStrokeSchema),
  /** Raised by every save or reset; renders made before it used an older hair area. */
  revision: z.number().int().min(0),
  updatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type HairCorrection = z.infer<typeof hairCorrectionSchema>;
