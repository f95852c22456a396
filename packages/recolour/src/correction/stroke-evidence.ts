import type { RgbImage } from '../image-types';
import type { GuidePlanes } from '../guided-filter';
import { smoothstep } from '../smoothstep';
import type { WorkingGrid } from './working-grid';

/*
 * What a pixel's colour says about it under a stroke, as one step of GrabCut (cf. the engine's colour
 * likelihood): colour histograms of what the mask is sure is hair, and sure is not, give per colour the odds
 * that it belongs to the hair. An 'add' stroke half over skin or background then adds the side that looks
 * like the hair. A 'remove' stroke takes all it covers (what the person points at goes: protecting
 * hair-coloured pixels under it was tried and moved nothing on the eval set), and snaps outwards: in a band
 * just outside it, pixels that look like what the stroke covers, and not like the hair, go too, so a rough
 * stroke over spill reaches the hairline.
 *
 * The strokes themselves are evidence: pixels under an 'add' stroke are not counted as sure not-hair (they
 * are often the very hair the mask missed), nor pixels under a 'remove' stroke as sure hair.
 */
const BITS = 4;
const BINS = 1 << (3 * BITS);
/** Mask values (0..255) the histograms count as sure hair and sure not hair. */
const SURE_HAIR = 204;
const SURE_NOT_HAIR = 51;
/** Fewer sure-hair samples than this say nothing about the hair's colour: then nothing is told apart. */
const MIN_HAIR_SAMPLES = 64;
/** Aim for about this many samples of the photo: enough for 4096 bins, cheap on any photo. */
const TARGET_SAMPLES = 1 << 18;

/**
 * The prior odds of hair under an 'add' stroke, from its rim to its path: the person aims the middle of the
 * brush at what they mean, so there even a colour far less typical of the hair than of the rest is taken
 * for hair; towards the rim the colour has more say.
 */
const ADD_RIM_PRIOR = 0.85;
const ADD_CORE_PRIOR = 0.99;
/**
 * The odds are turned into how much hair a stroke adds with a smooth step between these: a colour that is
 * likely hair becomes all hair (not a faint 0.8 of it), one that is not adds nothing.
 */
const ADD_FROM = 0.25;
const ADD_FULL = 0.75;

/**
 * The prior odds of hair in the band a 'remove' stroke snaps into, against the stroke's own colours, and
 * the smooth step that turns the odds into how much stays.
 */
const SNAP_PRIOR = 0.25;
const SNAP_KEEP_FROM = 0.3;
const SNAP_KEEP_FULL = 0.7;

/** What colours say under the strokes: per colour bin, likelihood ratios; per working pixel, its bin. */
export interface ColourEvidence {
  /** The colour bin of each working pixel. */
  bins: Uint16Array;
  /** P(colour | sure hair) / P(colour | sure not hair); all 1 when the mask has too little sure hair. */
  hairRatio: Float32Array;
  /** How much of the mask a 'remove' stroke's snap takes from a pixel of each colour, 0..1; all 0 likewise. */
  snapRemoval: Float32Array;
}

/**
 * @param addCover per working pixel, the most any 'add' stroke covers it (0..1)
 * @param removeCover the same for 'remove' strokes
 */
export function colourEvidence(
  image: RgbImage,
  mask: Uint8Array,
  grid: WorkingGrid,
  addCover: Float32Array,
  removeCover: Float32Array,
): ColourEvidence {
  const bins = gridBins(grid.guide);
  const { hair, rest, hairSamples } = photoHistograms(image, mask, grid, addCover, removeCover);
  const hairRatio = new Float32Array(BINS);
  const snapRemoval = new Float32Array(BINS);
  if (hairSamples < MIN_HAIR_SAMPLES) return { bins, hairRatio: hairRatio.fill(1), snapRemoval };
  const hairDensity = normalised(hair);
  const restDensity = normalised(rest);
  // The colours under the remove strokes, weighted by how fully each pixel is covered.
  const removed = new Float64Array(BINS).fill(0.5);
  for (let i = 0; i < bins.length; i++) removed[bins[i]] += removeCover[i];
  const removedDensity = normalised(removed);
  for (let k = 0; k < BINS; k++) {
    hairRatio[k] = hairDensity[k] / restDensity[k];
    const odds = hairDensity[k] * SNAP_PRIOR;
    const kept = smoothstep(
      SNAP_KEEP_FROM,
      SNAP_KEEP_FULL,
      odds / (odds + removedDensity[k] * (1 - SNAP_PRIOR)),
    );
    snapRemoval[k] = 1 - kept;
  }
  return { bins, hairRatio, snapRemoval };
}

/** How much hair an 'add' stroke makes of a pixel, from its colour's ratio and its depth in the stroke. */
export function addedHair(hairRatio: number, depth: number): number {
  const prior = ADD_RIM_PRIOR + (ADD_CORE_PRIOR - ADD_RIM_PRIOR) * depth;
  const odds = hairRatio * prior;
  return smoothstep(ADD_FROM, ADD_FULL, odds / (odds + 1 - prior));
}

/**
 * Histograms of the photo's sure hair and sure not-hair, from a regular sample of its pixels, leaving out
 * sure hair under a 'remove' stroke and sure not-hair under an 'add' stroke.
 */
function photoHistograms(
  image: RgbImage,
  mask: Uint8Array,
  grid: WorkingGrid,
  addCover: Float32Array,
  removeCover: Float32Array,
) {
  const { width, height, data } = image;
  const { left, top, right, bottom, factor } = grid;
  const gridWidth = grid.guide.width;
  const stride = Math.max(1, Math.round(Math.sqrt((width * height) / TARGET_SAMPLES)));
  // Half a count in every bin: a colour seen on neither side stays even instead of dividing by zero.
  const hair = new Float64Array(BINS).fill(0.5);
  const rest = new Float64Array(BINS).fill(0.5);
  let hairSamples = 0;
  const shift = 8 - BITS;
  for (let y = stride >> 1; y < height; y += stride) {
    const inRows = y >= top && y < bottom;
    const cellRow = (((y - top) / factor) | 0) * gridWidth;
    for (let x = stride >> 1, i = y * width + x; x < width; x += stride, i += stride) {
      const value = mask[i];
      if (value > SURE_NOT_HAIR && value < SURE_HAIR) continue;
      const cell = inRows && x >= left && x < right ? cellRow + (((x - left) / factor) | 0) : -1;
      const j = i * 3;
      const bin =
        ((data[j] >> shift) << (2 * BITS)) | ((data[j + 1] >> shift) << BITS) | (data[j + 2] >> shift);
      if (value >= SURE_HAIR) {
        if (cell >= 0 && removeCover[cell] >= 0.5) continue;
        hair[bin] += 1;
        hairSamples++;
      } else {
        if (cell >= 0 && addCover[cell] >= 0.5) continue;
        rest[bin] += 1;
      }
    }
  }
  return { hair, rest, hairSamples };
}

/** The colour bin of every working pixel. */
function gridBins(guide: GuidePlanes): Uint16Array {
  const { r, g, b } = guide;
  const out = new Uint16Array(r.length);
  const levels = (1 << BITS) - 1e-3;
  for (let i = 0; i < out.length; i++) {
    out[i] = (((r[i] * levels) | 0) << (2 * BITS)) | (((g[i] * levels) | 0) << BITS) | ((b[i] * levels) | 0);
  }
  return out;
}

function normalised(histogram: Float64Array): Float64Array {
  let total = 0;
  for (let k = 0; k < histogram.length; k++) total += histogram[k];
  return histogram.map((count) => count / total);
}
