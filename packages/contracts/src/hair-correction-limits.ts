/*
 * The touch-up brush's sizes and limits, apart from the schemas (hair-correction.ts): the app imports them
 * through '@hairhue/contracts/constants', which must not pull zod into its bundle.
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

/** Whether a correction is within HAIR_CORRECTION_LIMITS (checked apart, as a 413 rather than a 400). */
export function correctionTooLarge(request: {
  strokes: readonly { points: readonly number[] }[];
}): string | undefined {
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
