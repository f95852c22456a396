import { boxMean } from '@hairhue/recolour';

/** Trimap classes, one byte per pixel. */
export const TRIMAP_BACKGROUND = 0;
export const TRIMAP_UNKNOWN = 128;
export const TRIMAP_FOREGROUND = 255;

/**
 * Half-width of the unknown band as a share of the photo's short side: wide enough to hold the soft edge of
 * curls and flyaways (about 12 px on a 1536 px side), narrow enough that the matting stays cheap.
 */
const BAND_FRACTION = 0.008;
const MIN_BAND_PX = 3;
/** A probability this far from 0 or 1 is an unsure pixel wherever it lies (a wisp far from the outline). */
const SURE_MARGIN = 0.1;

/** The unknown band's half-width in pixels for a photo of this size. */
export function bandRadius(width: number, height: number): number {
  return Math.max(MIN_BAND_PX, Math.round(BAND_FRACTION * Math.min(width, height)));
}

/**
 * Sure hair / sure not-hair / unknown from the refined hair probability (0..1 per pixel). The outline is
 * where the probability crosses ½; every pixel within `radius` (a square window) of both sides of it is
 * unknown, and so is any pixel the probability itself is unsure about. Everything else keeps its side.
 */
export function buildTrimap(
  probability: Float32Array,
  width: number,
  height: number,
  radius: number = bandRadius(width, height),
): Uint8Array {
  const pixels = width * height;
  if (probability.length !== pixels) throw new RangeError('probability size does not match the photo');
  const hair = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) hair[i] = probability[i] >= 0.5 ? 1 : 0;
  const near = boxMean(hair, width, height, radius);
  const trimap = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const p = probability[i];
    // A window mean strictly between 0 and 1 holds pixels of both sides: the outline is within reach.
    const mixed = near[i] > 1e-4 && near[i] < 1 - 1e-4;
    const unsure = p > SURE_MARGIN && p < 1 - SURE_MARGIN;
    trimap[i] = mixed || unsure ? TRIMAP_UNKNOWN : hair[i] ? TRIMAP_FOREGROUND : TRIMAP_BACKGROUND;
  }
  return trimap;
}
