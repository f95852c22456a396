import { applyHairCorrection, type HairStrokeInput } from '@hairhue/recolour';
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
  const corrected = applyHairCorrection(image, mask, strokes);
  return previewLayer(image, corrected, foreground && matteForegroundFor(analysis, corrected));
}

/**
 * A matte holds a hair colour for each partly covered pixel, in row order; the corrected mask covers other
 * pixels partly (a stroke makes some whole, its refined edge makes new ones partial). Each keeps the
 * matte's colour where it had one, and takes its own colour where it had none.
 */
export function matteForegroundFor(analysis: PhotoAnalysis, corrected: Uint8Array): Uint8Array {
  const { image, mask, foreground = new Uint8Array(0) } = analysis;
  const partial = (value: number) => value > 0 && value < 255;
  let count = 0;
  for (const value of corrected) if (partial(value)) count++;
  const out = new Uint8Array(count * 3);
  let read = 0;
  let write = 0;
  for (let i = 0; i < corrected.length; i++) {
    const wasPartial = partial(mask[i] ?? 0);
    if (partial(corrected[i] ?? 0)) {
      const source = wasPartial ? foreground : image.data;
      const from = wasPartial ? read : i * 3;
      out[write] = source[from] ?? 0;
      out[write + 1] = source[from + 1] ?? 0;
      out[write + 2] = source[from + 2] ?? 0;
      write += 3;
    }
    if (wasPartial) read += 3;
  }
  return out;
}
