/*
 * How an analysis lies in its PNG's pixels, in one place for the engine (which writes and reads it with
 * sharp) and the live preview (which reads it in the browser): a hair probability as one grey channel, or a
 * matte as RGBA with the alpha as the hair's share and, on the outline (0 < alpha < 255), the hair's own
 * colour (F) in the colour channels, black elsewhere.
 */

/** The mask, and a matte's hair colour under each partly covered pixel in row order. */
export interface AnalysisPixels {
  mask: Uint8Array;
  foreground?: Uint8Array;
}

/** A matte's RGBA pixels (the grey case needs no packing: the mask is the image). */
export function packMattePixels(mask: Uint8Array, foreground: Uint8Array): Uint8Array {
  const rgba = new Uint8Array(mask.length * 4);
  for (let i = 0, k = 0; i < mask.length; i++) {
    const alpha = mask[i];
    rgba[i * 4 + 3] = alpha;
    if (alpha === 0 || alpha === 255) continue;
    rgba[i * 4] = foreground[k++];
    rgba[i * 4 + 1] = foreground[k++];
    rgba[i * 4 + 2] = foreground[k++];
  }
  return rgba;
}

/**
 * The analysis in decoded 8-bit pixels (`channels` per pixel): four are a matte; any other count is a
 * probability, read from the first channel whatever else the PNG carries (older engines).
 */
export function unpackAnalysisPixels(
  data: ArrayLike<number>,
  pixels: number,
  channels: number,
): AnalysisPixels {
  const mask = new Uint8Array(pixels);
  if (channels !== 4) {
    for (let i = 0; i < pixels; i++) mask[i] = data[i * channels];
    return { mask };
  }
  let partial = 0;
  for (let i = 0; i < pixels; i++) {
    const alpha = data[i * 4 + 3];
    mask[i] = alpha;
    if (alpha > 0 && alpha < 255) partial++;
  }
  const foreground = new Uint8Array(partial * 3);
  for (let i = 0, k = 0; i < pixels; i++) {
    if (mask[i] === 0 || mask[i] === 255) continue;
    foreground[k++] = data[i * 4];
    foreground[k++] = data[i * 4 + 1];
    foreground[k++] = data[i * 4 + 2];
  }
  return { mask, foreground };
}
