import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { boxMean } from '@hairhue/recolour';
import type { FaceLandmarks } from './grow-bounds';
import { growthBounds } from './grow-bounds';
import { COLOUR_BINS, COLOUR_SIDE, TEXTURE_BINS, growthFeatures } from './grow-features';

export type { FaceLandmarks } from './grow-bounds';

export interface GrowthOptions {
  /** Person probability (any size, resampled to the grid): hair grows only inside the person. */
  person?: FloatPlane;
  /** The face, in photo pixels: hair does not grow down the face or onto its skin. */
  face?: FaceLandmarks;
  /** Grid pixels per photo pixel (the face is given in photo pixels). */
  scale?: number;
}

/** The network is sure of its hair from here: these pixels teach the hair's colour and texture. */
const SEED = 0.8;
/** The network's own mask: growth starts at its edge. */
const HAIR = 0.5;
/** The network is sure this is not hair: these pixels, near the hair, teach the surroundings' model. */
const NOT_HAIR = 0.2;
/** How far hair may grow past the network's edge, as a fraction of √(hair area): a fringe of tips and locks. */
const REACH = 0.12;
/** The surroundings' model is learnt out to this many reaches around the hair: what the growth meets. */
const CONTEXT_REACHES = 2;
/** A pixel joins only when hair explains its colour and texture this much better (log-likelihood ratio). */
const MARGIN = 2.5;
/** ... and its colour this much better than the face's skin. */
const SKIN_MARGIN = 1;
/** A skin patch smaller than this (grid pixels) says too little to learn from. */
const MIN_SKIN_SAMPLES = 16;
/** Grown pieces must reach this far past the network's edge (grid pixels, and fraction of the reach). */
const MIN_DEPTH = 3;
const DEPTH_OF_REACH = 0.3;
/** What a grown pixel's probability is raised to: hair, but less sure than the network's own sure hair. */
const GROWN = 0.75;

/**
 * The network's hair probability on the refinement grid, with the hair it missed grown back: tips of coily
 * hair, plaits and locks hanging past where the network stopped, the short hair of a small head.
 *
 * From the network's own hair (connected to where it is sure), hair spreads into neighbouring pixels whose
 * colour and texture the hair explains better than the surroundings near it (skin, background, clothes
 * within a few reaches of the hair), by a margin, and never further than REACH·√(hair area). With a
 * person probability it stays inside the person; with a face it stays out of the face and off its skin.
 */
export function growHair(image: RgbImage, probability: FloatPlane, options: GrowthOptions = {}): FloatPlane {
  const { width, height } = image;
  const pixels = width * height;
  if (probability.width !== width || probability.height !== height)
    throw new RangeError('growHair: the image and the probability differ in size');
  const p = probability.data;
  const out = Float32Array.from(p);

  const hair = networkHair(p, width);
  let hairArea = 0;
  for (let i = 0; i < pixels; i++) hairArea += hair[i];
  const reach = Math.floor(REACH * Math.sqrt(hairArea));
  if (reach < 1) return { width, height, data: out };

  const { colour, texture } = growthFeatures(image);
  const { allowed, skin } = growthBounds(width, height, options.scale ?? 1, options.person, options.face);
  // The surroundings are learnt only where growth may go: what lies outside the person or down the face
  // need not be told apart from hair. (Measured on the eval set: leaving out the band within reach, where
  // the missed tips lie, cost more precision than it gained.)
  const near = boxMean(Float32Array.from(hair), width, height, CONTEXT_REACHES * reach);
  const hairColour = new Float64Array(COLOUR_BINS);
  const restColour = new Float64Array(COLOUR_BINS);
  const hairTexture = new Float64Array(TEXTURE_BINS);
  const restTexture = new Float64Array(TEXTURE_BINS);
  for (let i = 0; i < pixels; i++) {
    if (p[i] >= SEED) {
      hairColour[colour[i]]++;
      hairTexture[texture[i]]++;
    } else if (p[i] < NOT_HAIR && near[i] > 0 && allowed[i]) {
      restColour[colour[i]]++;
      restTexture[texture[i]]++;
    }
  }
  const colourRatio = logRatio(smoothColour(hairColour), smoothColour(restColour));
  const textureRatio = logRatio(hairTexture, restTexture);

  let skinRatio: Float32Array | undefined;
  if (skin.length >= MIN_SKIN_SAMPLES) {
    const skinColour = new Float64Array(COLOUR_BINS);
    for (const i of skin) skinColour[colour[i]]++;
    skinRatio = logRatio(smoothColour(hairColour), smoothColour(skinColour));
  }
  const joins = (i: number) =>
    allowed[i] === 1 &&
    colourRatio[colour[i]] + textureRatio[texture[i]] > MARGIN &&
    (!skinRatio || skinRatio[colour[i]] > SKIN_MARGIN);

  const distance = growthDistance(hair, width, height, reach, joins);
  keepDeepGrowth(distance, width, Math.max(MIN_DEPTH, Math.ceil(DEPTH_OF_REACH * reach)));
  for (let i = 0; i < pixels; i++) if (distance[i] > 0 && out[i] < GROWN) out[i] = GROWN;
  return { width, height, data: out };
}

/**
 * Breadth-first from the network's hair (distance 0) into pixels that `joins` accepts, up to `reach` steps
 * (8-connected); -1 where growth did not go.
 */
function growthDistance(
  hair: Uint8Array,
  width: number,
  height: number,
  reach: number,
  joins: (i: number) => boolean,
): Int32Array {
  const distance = new Int32Array(hair.length).fill(-1);
  const queue = new Int32Array(hair.length);
  let tail = 0;
  for (let i = 0; i < hair.length; i++) {
    if (hair[i]) {
      distance[i] = 0;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    const step = distance[i] + 1;
    if (step > reach) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      const ny = y + dy;
      if (ny < 0 || ny >= height) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        if (nx < 0 || nx >= width) continue;
        const n = ny * width + nx;
        if (distance[n] >= 0 || !joins(n)) continue;
        distance[n] = step;
        queue[tail++] = n;
      }
    }
  }
  return distance;
}

/**
 * Drops grown pieces (4-connected, grown pixels only) that nowhere reach `depth` steps past the network's
 * edge: a rim a pixel or two wide is the soft edge the guided filter and the matting already decide; what
 * the growth is for is hair the network stopped short of — a plait, a lock, a fringe of coily tips.
 */
function keepDeepGrowth(distance: Int32Array, width: number, depth: number): void {
  const seen = new Uint8Array(distance.length);
  const piece: number[] = [];
  for (let start = 0; start < distance.length; start++) {
    if (distance[start] <= 0 || seen[start]) continue;
    piece.length = 0;
    piece.push(start);
    seen[start] = 1;
    let deepest = 0;
    for (let k = 0; k < piece.length; k++) {
      const i = piece[k];
      if (distance[i] > deepest) deepest = distance[i];
      const x = i % width;
      const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
      for (const n of neighbours) {
        if (n < 0 || n >= distance.length || seen[n] || distance[n] <= 0) continue;
        seen[n] = 1;
        piece.push(n);
      }
    }
    if (deepest < depth) for (const i of piece) distance[i] = -1;
  }
}

/** The network's mask (≥ HAIR) where it is connected to pixels the network is sure of (≥ SEED). */
function networkHair(p: Float32Array, width: number): Uint8Array {
  const hair = new Uint8Array(p.length);
  const queue = new Int32Array(p.length);
  let tail = 0;
  for (let i = 0; i < p.length; i++) {
    if (p[i] >= SEED) {
      hair[i] = 1;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head++) {
    const i = queue[head];
    const x = i % width;
    const neighbours = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width];
    for (const n of neighbours) {
      if (n < 0 || n >= p.length || hair[n] || p[n] < HAIR) continue;
      hair[n] = 1;
      queue[tail++] = n;
    }
  }
  return hair;
}

/**
 * A colour histogram blurred by one bin along each channel (a kernel density estimate): the hair's few
 * hundred sure pixels then also vouch for the colours just beside theirs.
 */
function smoothColour(histogram: Float64Array): Float64Array {
  let current = histogram;
  for (const stride of [1, COLOUR_SIDE, COLOUR_SIDE * COLOUR_SIDE]) {
    const next = new Float64Array(COLOUR_BINS);
    for (let k = 0; k < COLOUR_BINS; k++) {
      const position = Math.floor(k / stride) % COLOUR_SIDE;
      let sum = current[k] * 2;
      if (position > 0) sum += current[k - stride];
      if (position < COLOUR_SIDE - 1) sum += current[k + stride];
      next[k] = sum / 4;
    }
    current = next;
  }
  return current;
}

/**
 * log(P(bin | a) / P(bin | b)) for every bin, with half a count added to every bin of both, so a bin
 * neither side has seen stays neutral and one only `a` has seen is not infinitely sure.
 */
function logRatio(a: Float64Array, b: Float64Array): Float32Array {
  let totalA = 0;
  let totalB = 0;
  for (let k = 0; k < a.length; k++) {
    totalA += a[k] + 0.5;
    totalB += b[k] + 0.5;
  }
  const out = new Float32Array(a.length);
  for (let k = 0; k < a.length; k++) out[k] = Math.log((a[k] + 0.5) / totalA / ((b[k] + 0.5) / totalB));
  return out;
}
