import type { RgbImage } from '@hairhue/recolour';
import { boxMean } from '@hairhue/recolour';

/**
 * What the growth compares between hair and its surroundings, per pixel of the refinement grid, each
 * quantised to a histogram bin: the colour, and the local texture (how much the lightness varies, and how
 * much of that variation runs one way).
 *
 * Texture is what tells a braid or a lock from a flat wall or cheek of the same colour: strands and plaits
 * make strong, mostly parallel lightness changes; skin, sky and most clothes are smooth.
 */
export interface GrowthFeatures {
  /** Colour bin per pixel, COLOUR_BITS bits per RGB channel. */
  colour: Uint16Array;
  /** Texture bin per pixel: ENERGY_BINS × COHERENCE_BINS. */
  texture: Uint8Array;
}

export const COLOUR_BITS = 4;
export const COLOUR_SIDE = 1 << COLOUR_BITS;
export const COLOUR_BINS = COLOUR_SIDE ** 3;
const ENERGY_BINS = 8;
const COHERENCE_BINS = 4;
export const TEXTURE_BINS = ENERGY_BINS * COHERENCE_BINS;
/** Window radius of the texture statistics, in grid pixels (a 5×5 window: a few strands or one plait). */
const TEXTURE_RADIUS = 2;
/**
 * Gradient energy is binned on a log scale: log2(1 + mean squared gradient of 8-bit luma), from flat (0)
 * to this many octaves, past which everything is "very textured" (a hard edge on every row of the window).
 */
const ENERGY_OCTAVES = 12;

export function growthFeatures(image: RgbImage): GrowthFeatures {
  const { width, height, data } = image;
  const pixels = width * height;
  const shift = 8 - COLOUR_BITS;
  const colour = new Uint16Array(pixels);
  const luma = new Float32Array(pixels);
  for (let i = 0, j = 0; i < pixels; i++, j += 3) {
    colour[i] =
      ((data[j] >> shift) << (2 * COLOUR_BITS)) |
      ((data[j + 1] >> shift) << COLOUR_BITS) |
      (data[j + 2] >> shift);
    luma[i] = 0.299 * data[j] + 0.587 * data[j + 1] + 0.114 * data[j + 2];
  }

  // The structure tensor, averaged over the window: its trace is the gradient energy, and the share of it
  // along one direction, (λ1 − λ2) / (λ1 + λ2), is the orientation coherence (1 for parallel strands).
  const jxx = new Float32Array(pixels);
  const jyy = new Float32Array(pixels);
  const jxy = new Float32Array(pixels);
  for (let y = 0; y < height; y++) {
    const up = Math.max(y - 1, 0) * width;
    const down = Math.min(y + 1, height - 1) * width;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const gx = (luma[i - x + Math.min(x + 1, width - 1)] - luma[i - x + Math.max(x - 1, 0)]) / 2;
      const gy = (luma[down + x] - luma[up + x]) / 2;
      jxx[i] = gx * gx;
      jyy[i] = gy * gy;
      jxy[i] = gx * gy;
    }
  }
  const mxx = boxMean(jxx, width, height, TEXTURE_RADIUS);
  const myy = boxMean(jyy, width, height, TEXTURE_RADIUS);
  const mxy = boxMean(jxy, width, height, TEXTURE_RADIUS);
  const texture = new Uint8Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const trace = mxx[i] + myy[i];
    const energy = Math.min(
      ENERGY_BINS - 1,
      Math.floor((Math.log2(1 + trace) / ENERGY_OCTAVES) * ENERGY_BINS),
    );
    const spread = Math.sqrt((mxx[i] - myy[i]) ** 2 + 4 * mxy[i] ** 2);
    const coherence = trace > 1e-6 ? spread / trace : 0;
    texture[i] =
      energy * COHERENCE_BINS + Math.min(COHERENCE_BINS - 1, Math.floor(coherence * COHERENCE_BINS));
  }
  return { colour, texture };
}
