import type { RgbImage } from '../image-types';
import type { GuidePlanes } from '../guided-filter';
import { smoothstep } from '../smoothstep';

/*
 * How much a colour looks like this photo's hair, as one step of GrabCut (cf. the engine's colour likelihood):
 * colour histograms of what the current mask is sure is hair and sure is not give, per colour, the odds that
 * it belongs to the hair. An 'add' stroke half over skin or background then adds the side that looks like
 * the hair around it.
 */
const BITS = 4;
const BINS = 1 << (3 * BITS);
/** Mask values (0..255) the histograms count as sure hair and sure not hair. */
const SURE_HAIR = 204;
const SURE_NOT_HAIR = 51;
/** Fewer sure-hair samples than this say nothing about the hair's colour: then every colour may be hair. */
const MIN_HAIR_SAMPLES = 64;
/**
 * The prior odds of hair under an 'add' stroke: the person says there is hair there, so a colour as common
 * under the hair as elsewhere is taken for hair; one several times more common elsewhere (skin, most
 * backgrounds) is not. The histograms of "not hair" include the very hair the mask missed, which the prior
 * also makes up for.
 */
const STROKE_PRIOR = 0.75;
/**
 * Odds are turned into how much hair a stroke adds with a smooth step between these: a colour that is surely
 * hair becomes all hair (not a faint 0.8 of it), one that surely is not adds nothing.
 */
const ADD_FROM = 0.25;
const ADD_FULL = 0.75;
/** Aim for about this many samples: enough for 4096 bins, cheap on any photo. */
const TARGET_SAMPLES = 1 << 18;

/** Per colour bin, how much hair an 'add' stroke makes of a pixel of that colour, 0..1. */
export function addedHairByColour(image: RgbImage, mask: Uint8Array): Float32Array {
  const { width, height, data } = image;
  const stride = Math.max(1, Math.round(Math.sqrt((width * height) / TARGET_SAMPLES)));
  // Half a count in every bin: a colour seen on neither side stays even instead of dividing by zero.
  const hair = new Float64Array(BINS).fill(0.5);
  const rest = new Float64Array(BINS).fill(0.5);
  let hairSamples = 0;
  const shift = 8 - BITS;
  for (let y = stride >> 1; y < height; y += stride) {
    for (let x = stride >> 1, i = y * width + x; x < width; x += stride, i += stride) {
      const value = mask[i];
      if (value > SURE_NOT_HAIR && value < SURE_HAIR) continue;
      const j = i * 3;
      const bin =
        ((data[j] >> shift) << (2 * BITS)) | ((data[j + 1] >> shift) << BITS) | (data[j + 2] >> shift);
      if (value >= SURE_HAIR) {
        hair[bin] += 1;
        hairSamples++;
      } else rest[bin] += 1;
    }
  }
  const byColour = new Float32Array(BINS);
  if (hairSamples < MIN_HAIR_SAMPLES) return byColour.fill(1);
  let hairTotal = 0;
  let restTotal = 0;
  for (let k = 0; k < BINS; k++) {
    hairTotal += hair[k];
    restTotal += rest[k];
  }
  for (let k = 0; k < BINS; k++) {
    const hairWeight = (hair[k] / hairTotal) * STROKE_PRIOR;
    byColour[k] = smoothstep(
      ADD_FROM,
      ADD_FULL,
      hairWeight / (hairWeight + (rest[k] / restTotal) * (1 - STROKE_PRIOR)),
    );
  }
  return byColour;
}

/** The hair probability of every pixel of a working grid, from its colour. */
export function hairLikeness(guide: GuidePlanes, byColour: Float32Array): Float32Array {
  const { r, g, b } = guide;
  const out = new Float32Array(r.length);
  const levels = (1 << BITS) - 1e-3;
  for (let i = 0; i < out.length; i++) {
    const bin =
      (((r[i] * levels) | 0) << (2 * BITS)) | (((g[i] * levels) | 0) << BITS) | ((b[i] * levels) | 0);
    out[i] = byColour[bin];
  }
  return out;
}
