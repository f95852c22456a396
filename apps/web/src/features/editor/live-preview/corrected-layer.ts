import { applyHairCorrection, correctMatte, type HairStrokeInput } from '@hairhue/recolour';
import { previewLayer, type PhotoAnalysis, type PreviewLayer } from './preview-planes';

/**
 * The hair layer with the touch-up brush's strokes applied to the automatic analysis, as the server's
 * renders will have it once they are saved: the live preview paints it under the brush as a person paints.
 */
export function correctedPreviewLayer(
  analysis: PhotoAnalysis,
  strokes: readonly HairStrokeInput[],
): PreviewLayer {
  const { image, mask, foreground } = analysis;
  if (!foreground) return previewLayer(image, applyHairCorrection(image, mask, strokes));
  const matte = correctMatte(image, mask, foreground, strokes);
  return previewLayer(image, matte.mask, matte.foreground);
}
