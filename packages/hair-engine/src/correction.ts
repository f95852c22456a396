import type { HairStrokeInput, RgbImage } from '@hairhue/recolour';
import { applyHairCorrection } from '@hairhue/recolour';

import type { HairAnalysis } from './analysis';
import { createAnalysis } from './analysis';

/**
 * A photo's analysis with a person's touch-up strokes applied (issue 13 §1): the strokes are refined against
 * the photo (see `applyHairCorrection`), in order, a later one winning where two overlap.
 *
 * The corrected analysis always holds a hair probability, never a matte. A matte's alpha is taken as the
 * probability the strokes correct, and its hair colour (F) is dropped: F exists only for the matte's partly
 * covered pixels, and a stroke both moves that outline and creates new partial pixels no F was solved for.
 * Renders then shape the corrected probability into an alpha, as for any analysis without a matte.
 * With no strokes the analysis is returned as it is, a matte included.
 */
export function correctHairAnalysis(
  image: RgbImage,
  analysis: HairAnalysis,
  strokes: readonly HairStrokeInput[],
): HairAnalysis {
  if (analysis.width !== image.width || analysis.height !== image.height) {
    throw new RangeError('the analysis belongs to a photo of another size');
  }
  if (strokes.length === 0) return analysis;
  return createAnalysis(image.width, image.height, applyHairCorrection(image, analysis.mask, strokes));
}
