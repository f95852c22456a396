import type { RgbImage } from '../image-types';
import type { HairStrokeInput } from './apply';
import { correctHairMask } from './apply';

/**
 * A matte's alphas within this many 255ths of 0 or 1 are 0 or 1: a pixel with hardly any hair (or hardly
 * any background) in it is none, so nothing changes where no hair is, and a sure pixel needs no hair colour.
 */
export const MATTE_SNAP = 6;
/**
 * Where a stroke lowered a matte's alpha below this (0.15, where a probability's renders start too), what is
 * left is the refinement's residue over the hair's texture, not hair: it goes to 0.
 */
const REMOVAL_RESIDUE = 38;

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

/**
 * A matte with a person's strokes applied: the refined mask, where the strokes changed it snapped like the
 * matte itself and a removal's residue cleared (a removed pixel holds no faint trace of hair that a render
 * would tint), its hair colours (`matteColoursAfterCorrection`), and the 'add' strokes that found nothing
 * like hair (`correctHairMask`). The server and the live preview correct a matte with this one function.
 */
export function correctMatte(
  image: RgbImage,
  mask: Uint8Array,
  foreground: Uint8Array,
  strokes: readonly HairStrokeInput[],
): { mask: Uint8Array; foreground: Uint8Array; strokesWithoutHair: number[] } {
  const { mask: corrected, strokesWithoutHair } = correctHairMask(image, mask, strokes);
  for (let i = 0; i < corrected.length; i++) {
    if (corrected[i] === mask[i]) continue;
    if (corrected[i] <= (corrected[i] < mask[i] ? REMOVAL_RESIDUE : MATTE_SNAP)) corrected[i] = 0;
    else if (corrected[i] >= 255 - MATTE_SNAP) corrected[i] = 255;
  }
  const colours = matteColoursAfterCorrection(image, mask, foreground, corrected);
  return { mask: corrected, foreground: colours, strokesWithoutHair };
}
