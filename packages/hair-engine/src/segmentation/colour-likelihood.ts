/**
 * Sharpens the network's hair probability with the photo's own colours, like one step of GrabCut: colour
 * histograms of the pixels the network is sure about (hair vs not hair) give, for every pixel, how much more
 * likely its colour is under hair than under the rest of this photo. Where the network hesitates (soft edges
 * onto skin, sky or clothes of a different colour), that ratio decides; where it is sure, it barely moves.
 */
const BITS = 4;
const BINS = 1 << (3 * BITS);
const SURE_HAIR = 0.8;
const SURE_NOT_HAIR = 0.2;
const PROBABILITY_FLOOR = 1e-4;

/**
 * The posterior log-odds of hair: logit(probability) + strength · log(P(colour | hair) / P(colour | not hair)).
 */
export function colourLikelihoodLogit(
  rgb: Uint8Array,
  probability: Float32Array,
  strength: number,
): Float32Array {
  const pixels = probability.length;
  if (rgb.length !== pixels * 3)
    throw new RangeError('colourLikelihoodLogit: rgb and probability sizes differ');
  // Half a count in every bin: a colour seen on neither side stays neutral instead of dividing by zero.
  const hair = new Float64Array(BINS).fill(0.5);
  const rest = new Float64Array(BINS).fill(0.5);
  const bins = new Uint16Array(pixels);
  const shift = 8 - BITS;
  for (let i = 0, j = 0; i < pixels; i++, j += 3) {
    const bin = ((rgb[j] >> shift) << (2 * BITS)) | ((rgb[j + 1] >> shift) << BITS) | (rgb[j + 2] >> shift);
    bins[i] = bin;
    const p = probability[i];
    if (p > SURE_HAIR) hair[bin] += 1;
    else if (p < SURE_NOT_HAIR) rest[bin] += 1;
  }
  let hairTotal = 0;
  let restTotal = 0;
  for (let k = 0; k < BINS; k++) {
    hairTotal += hair[k];
    restTotal += rest[k];
  }
  const logRatio = new Float32Array(BINS);
  for (let k = 0; k < BINS; k++)
    logRatio[k] = strength * Math.log(hair[k] / hairTotal / (rest[k] / restTotal));

  const out = new Float32Array(pixels);
  for (let i = 0; i < pixels; i++) {
    const p = Math.min(Math.max(probability[i], PROBABILITY_FLOOR), 1 - PROBABILITY_FLOOR);
    out[i] = Math.log(p / (1 - p)) + logRatio[bins[i]];
  }
  return out;
}

/** The same posterior as a probability. */
export function colourLikelihoodPosterior(
  rgb: Uint8Array,
  probability: Float32Array,
  strength: number,
): Float32Array {
  const logit = colourLikelihoodLogit(rgb, probability, strength);
  for (let i = 0; i < logit.length; i++) logit[i] = 1 / (1 + Math.exp(-logit[i]));
  return logit;
}
