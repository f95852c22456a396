import type { RgbImage } from '../image-types';

const partlyCovered = (value: number) => value > 0 && value < 255;

/**
 * A matte's hair colours (one RGB triple per partly covered pixel, in row order) for a corrected mask
 * `after`, from those it held for the mask `before`. The strokes make some outline pixels whole or empty and
 * their refined rims make new ones partial: a pixel partly covered before and after keeps the hair colour the
 * matte found; one newly partial takes the photo's own colour, the best estimate of its hair's without
 * matting again. So a correction changes a matte only where the strokes reach, on the server and in the
 * live preview alike.
 */
export function matteColoursAfterCorrection(
  image: RgbImage,
  before: Uint8Array,
  foreground: Uint8Array,
  after: Uint8Array,
): Uint8Array {
  let count = 0;
  for (const value of after) if (partlyCovered(value)) count++;
  const colours = new Uint8Array(count * 3);
  let read = 0;
  let write = 0;
  for (let i = 0; i < after.length; i++) {
    const wasPartly = partlyCovered(before[i]);
    if (partlyCovered(after[i])) {
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
