import { correctHairMask, correctMatte, type HairStrokeInput } from '@hairhue/recolour';
import { previewLayer, type PhotoAnalysis, type PreviewLayer } from './preview-planes';

/**
 * The hair layer with the touch-up brush's strokes applied to the automatic analysis, as the server's
 * renders will have it once they are saved: the live preview paints it under the brush as a person paints.
 * With it, the 'add' strokes that found nothing like hair and so add nothing (indices into `strokes`).
 */
export function correctedPreviewLayer(
  analysis: PhotoAnalysis,
  strokes: readonly HairStrokeInput[],
): PreviewLayer & { strokesWithoutHair: number[] } {
  const { image, mask, foreground } = analysis;
  const corrected = foreground
    ? correctMatte(image, mask, foreground, strokes)
    : { ...correctHairMask(image, mask, strokes), foreground: undefined };
  const layer = previewLayer(image, corrected.mask, corrected.foreground);
  return { ...layer, strokesWithoutHair: corrected.strokesWithoutHair };
}
