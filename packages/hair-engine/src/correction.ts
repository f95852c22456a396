import type { HairStrokeInput, RgbImage } from '@hairhue/recolour';
import { correctHairMask, correctMatte } from '@hairhue/recolour';

import type { HairAnalysis } from './analysis';
import { createAnalysis } from './analysis';

/** A corrected analysis, and the 'add' strokes that found nothing like hair and so changed nothing. */
export interface CorrectedAnalysis {
  analysis: HairAnalysis;
  /** Indices into the strokes, in order (`correctHairMask`): the app tells the person of them. */
  strokesWithoutHair: number[];
}

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
): CorrectedAnalysis {
  const { width, height, mask, foreground } = analysis;
  if (width !== image.width || height !== image.height) {
    throw new RangeError('the analysis belongs to a photo of another size');
  }
  if (strokes.length === 0) return { analysis, strokesWithoutHair: [] };
  if (!foreground) {
    const corrected = correctHairMask(image, mask, strokes);
    return {
      analysis: createAnalysis(width, height, corrected.mask),
      strokesWithoutHair: corrected.strokesWithoutHair,
    };
  }
  const matte = correctMatte(image, mask, foreground, strokes);
  return {
    analysis: createAnalysis(width, height, matte.mask, matte.foreground),
    strokesWithoutHair: matte.strokesWithoutHair,
  };
}
