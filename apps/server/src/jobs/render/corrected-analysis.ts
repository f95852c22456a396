import { createAnalysis, type HairAnalysis, type RgbImage } from '@hairhue/hair-engine';
import { applyHairCorrection, type HairStrokeInput } from '@hairhue/recolour';

/**
 * The engine's analysis with a person's touch-up brush strokes applied (recolour's painter, which refines
 * them against the photo's edges). Works on either layout the engine stores: a probability keeps being one;
 * a matte keeps the hair colour it found wherever a pixel stays partly covered, and a pixel the brush leaves
 * partly covered takes the photo's own colour there, the best estimate of the hair's without matting again.
 */
export function correctAnalysis(
  image: RgbImage,
  analysis: HairAnalysis,
  strokes: readonly HairStrokeInput[],
): HairAnalysis {
  const { width, height, foreground } = analysis;
  if (image.width !== width || image.height !== height) {
    throw new RangeError('the analysis is not of this photo: their sizes differ');
  }
  const mask = applyHairCorrection(image, analysis.mask, strokes);
  if (!foreground) return createAnalysis(width, height, mask);
  return createAnalysis(width, height, mask, outlineColours(image, analysis.mask, foreground, mask));
}

/**
 * The matte's outline colours (one RGB triple per partly covered pixel, in row order) for the mask `after`,
 * from those of the mask `before`. Exported for its test: today's painter leaves no pixel partly covered.
 */
export function outlineColours(
  image: RgbImage,
  before: Uint8Array,
  foreground: Uint8Array,
  after: Uint8Array,
): Uint8Array {
  const partly = (value: number) => value > 0 && value < 255;
  let count = 0;
  for (const value of after) if (partly(value)) count++;
  const colours = new Uint8Array(count * 3);
  let read = 0;
  let write = 0;
  for (let i = 0; i < after.length; i++) {
    const wasPartly = partly(before[i]);
    if (partly(after[i])) {
      const source = wasPartly ? foreground : image.data;
      const at = wasPartly ? read : i * 3;
      colours[write] = source[at];
      colours[write + 1] = source[at + 1];
      colours[write + 2] = source[at + 2];
      write += 3;
    }
    if (wasPartly) read += 3;
  }
  return colours;
}
