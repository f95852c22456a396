import type { HairStrokeInput, RgbImage } from '@hairhue/recolour';
import { applyHairCorrection, correctMatte } from '@hairhue/recolour';

import type { HairAnalysis } from './analysis';
import { createAnalysis } from './analysis';

/**
 * A photo's analysis with a person's touch-up strokes applied (issue 13 §1): the strokes are refined against
 * the photo (see `applyHairCorrection`), in order, a later one winning where two overlap.
 *
 * Either layout stays itself: a probability stays a probability; a matte keeps its alpha and hair colours
 * wherever the strokes leave them, and a pixel the strokes newly leave partly covered takes the photo's own
 * colour (`correctMatte`, which the live preview uses too). With no strokes the analysis is
 * returned as it is.
 */
export function correctHairAnalysis(
  image: RgbImage,
  analysis: HairAnalysis,
  strokes: readonly HairStrokeInput[],
): HairAnalysis {
  const { width, height, mask, foreground } = analysis;
  if (width !== image.width || height !== image.height) {
    throw new RangeError('the analysis belongs to a photo of another size');
  }
  if (strokes.length === 0) return analysis;
  if (!foreground) return createAnalysis(width, height, applyHairCorrection(image, mask, strokes));
  const matte = correctMatte(image, mask, foreground, strokes);
  return createAnalysis(width, height, matte.mask, matte.foreground);
}
