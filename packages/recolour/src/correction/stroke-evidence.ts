import type { RgbImage } from '../image-types';
import type { GuidePlanes } from '../guided-filter';
import { smoothstep } from '../smoothstep';
import { gridTextureLevels, TEXTURE_LEVELS, textureLevel, textureSide } from './texture';
import type { WorkingGrid } from './working-grid';

/*
 * What a pixel's colour and texture say about it under a stroke, as one step of GrabCut (cf. the engine's
 * colour likelihood): histograms of what the mask is sure is hair, and sure is not, give per colour and per
 * texture (texture.ts) the odds that a pixel belongs to the hair, the two multiplied as if independent. An
 * 'add' stroke half over skin or background then adds the side that looks like the hair, and one on a wall
 * adds nothing (issue 23 §3 polish 2): a wall may share the hair's colours (dark hair before a dark wall),
 * rarely its strands. A 'remove' stroke takes all it covers (what the person points at goes: protecting
 * hair-coloured pixels under it was tried and moved nothing on the eval set), and snaps outwards: in a band
 * just outside it, pixels that look like what the stroke covers, and not like the hair, go too, so a rough
 * stroke over spill reaches the hairline.
 *
 * The strokes themselves are evidence: pixels under an 'add' stroke are not counted as sure not-hair (they
 * are often the very hair the mask missed), nor pixels under a 'remove' stroke as sure hair.
 */
const BITS = 4;
const BINS = 1 << (3 * BITS);
/** Mask values (0..255) the histograms count as sure hair and sure not hair (near-hair.ts takes the same hair). */
export const SURE_HAIR = 204;
const SURE_NOT_HAIR = 51;
/** Fewer sure-hair samples than this say nothing about the hair's colour: then nothing is told apart. */
const MIN_HAIR_SAMPLES = 64;
/** Aim for about this many samples of the photo: enough for 4096 bins, cheap on any photo. */
const TARGET_SAMPLES = 1 << 18;

/**
 * The prior odds of hair under an 'add' stroke, from its rim to its path: the person aims the middle of the
 * brush at what they mean, so there a pixel that looks somewhat less like the hair than like the rest is
 * still taken; towards the rim its looks decide. Not more: with 0.99 at the path, nearly anything under a
 * stroke became hair, a wall included (eval:brush's stroke on the wall coloured 16 of 24 photos).
 */
const ADD_RIM_PRIOR = 0.5;
const ADD_CORE_PRIOR = 0.85;
/**
 * The odds are turned into how much hair a stroke adds with a smooth step between these: a pixel that is
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

/** What colours and textures say under the strokes. */
export interface StrokeEvidence {
  /** The colour bin of each working pixel. */
  bins: Uint16Array;
  /**
   * Per working pixel, P(its colour and texture | sure hair) / P(the same | sure not hair); all 1 when the
   * mask has too little sure hair.
   */
  hairRatio: Float32Array;
  /** How much of the mask a 'remove' stroke's snap takes from a pixel of each colour, 0..1; all 0 likewise. */
  snapRemoval: Float32Array;
}

/**
 * @param addCover per working pixel, the most any 'add' stroke covers it (0..1)
 * @param removeCover the same for 'remove' strokes
 */
export function strokeEvidence(
  image: RgbImage,
  mask: Uint8Array,
  grid: WorkingGrid,
  addCover: Float32Array,
  removeCover: Float32Array,
): StrokeEvidence {
  const bins = gridBins(grid.guide);
  const histograms = photoHistograms(image, mask, grid, addCover, removeCover);
  const hairRatio = new Float32Array(bins.length);
  const snapRemoval = new Float32Array(BINS);
  if (histograms.hairSamples < MIN_HAIR_SAMPLES) return { bins, hairRatio: hairRatio.fill(1), snapRemoval };
  const hairColours = normalised(histograms.hair);
  const restColours = normalised(histograms.rest);
  const colourRatio = hairColours.map((share, k) => share / restColours[k]);
  const hairTextures = normalised(histograms.hairTexture);
  const restTextures = normalised(histograms.restTexture);
  const textureRatio = hairTextures.map((share, level) => share / restTextures[level]);
  const levels = gridTextureLevels(image, grid);
  for (let i = 0; i < bins.length; i++) hairRatio[i] = colourRatio[bins[i]] * textureRatio[levels[i]];
  // The colours under the remove strokes, weighted by how fully each pixel is covered.
  const removed = new Float64Array(BINS).fill(0.5);
  for (let i = 0; i < bins.length; i++) removed[bins[i]] += removeCover[i];
  const removedDensity = normalised(removed);
  for (let k = 0; k < BINS; k++) {
    const odds = hairColours[k] * SNAP_PRIOR;
    const kept = smoothstep(
      SNAP_KEEP_FROM,
      SNAP_KEEP_FULL,
      odds / (odds + removedDensity[k] * (1 - SNAP_PRIOR)),
    );
    snapRemoval[k] = 1 - kept;
  }
  return { bins, hairRatio, snapRemoval };
}

/**
 * How much hair an 'add' stroke makes of a pixel, from its likelihood ratio and its depth in the stroke
 * (0 on the rim: how much it looks like hair by itself).
 */
export function addedHair(hairRatio: number, depth: number): number {
  const prior = ADD_RIM_PRIOR + (ADD_CORE_PRIOR - ADD_RIM_PRIOR) * depth;
  const odds = hairRatio * prior;
  return smoothstep(ADD_FROM, ADD_FULL, odds / (odds + 1 - prior));
}

/**
 * Colour and texture histograms of the photo's sure hair and sure not-hair, from a regular sample of its
 * pixels, leaving out sure hair under a 'remove' stroke and sure not-hair under an 'add' stroke.
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
  const hairTexture = new Float64Array(TEXTURE_LEVELS).fill(0.5);
  const restTexture = new Float64Array(TEXTURE_LEVELS).fill(0.5);
  const side = textureSide(factor);
  let hairSamples = 0;
  const shift = 8 - BITS;
  for (let y = stride >> 1, row = 0; y < height; y += stride, row++) {
    const inRows = y >= top && y < bottom;
    const cellRow = (((y - top) / factor) | 0) * gridWidth;
    for (let x = stride >> 1, i = y * width + x, column = 0; x < width; x += stride, i += stride, column++) {
      const value = mask[i];
      if (value > SURE_NOT_HAIR && value < SURE_HAIR) continue;
      const cell = inRows && x >= left && x < right ? cellRow + (((x - left) / factor) | 0) : -1;
      const j = i * 3;
      const bin =
        ((data[j] >> shift) << (2 * BITS)) | ((data[j + 1] >> shift) << BITS) | (data[j + 2] >> shift);
      // Texture costs a square of pixels: one sample in sixteen is ample for its few levels.
      const level = (row | column) & 3 ? -1 : textureLevel(image, x - (side >> 1), y - (side >> 1), side);
      if (value >= SURE_HAIR) {
        if (cell >= 0 && removeCover[cell] >= 0.5) continue;
        hair[bin] += 1;
        hairSamples++;
        if (level >= 0) hairTexture[level] += 1;
      } else {
        if (cell >= 0 && addCover[cell] >= 0.5) continue;
        rest[bin] += 1;
        if (level >= 0) restTexture[level] += 1;
      }
    }
  }
  return { hair, rest, hairSamples, hairTexture, restTexture };
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
