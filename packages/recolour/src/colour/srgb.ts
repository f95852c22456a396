/**
 * The sRGB transfer function (IEC 61966-2-1): encoded 0–1 ↔ linear light 0–1.
 *
 * Images are 8-bit, so decoding goes through a 256-entry table, and encoding back to 8 bits uses a bucket table
 * plus the exact rounding thresholds, which gives the same byte as `round(255 · linearToSrgb(v))` without a
 * `pow` per channel.
 */

/**
 * The transfer function's numbers: a straight toe of `slope` up to the knees (encoded `encodedKnee`, linear
 * `linearKnee`), then a power of `gamma` offset by `offset`. The live preview's shader is written from them.
 */
export const SRGB_TRANSFER = {
  gamma: 2.4,
  offset: 0.055,
  slope: 12.92,
  encodedKnee: 0.04045,
  linearKnee: 0.0031308,
} as const;
const { gamma, offset, slope, encodedKnee, linearKnee } = SRGB_TRANSFER;

/** Encoded sRGB (0–1) to linear light. */
export function srgbToLinear(c: number): number {
  const magnitude = Math.abs(c);
  const linear =
    magnitude <= encodedKnee ? magnitude / slope : ((magnitude + offset) / (1 + offset)) ** gamma;
  return c < 0 ? -linear : linear;
}

/** Linear light to encoded sRGB (0–1). Not clipped: out-of-gamut values stay out of range. */
export function linearToSrgb(v: number): number {
  const magnitude = Math.abs(v);
  const encoded =
    magnitude <= linearKnee ? magnitude * slope : (1 + offset) * magnitude ** (1 / gamma) - offset;
  return v < 0 ? -encoded : encoded;
}

const DECODE_8 = new Float64Array(256);
for (let k = 0; k < 256; k++) DECODE_8[k] = srgbToLinear(k / 255);

/** An 8-bit sRGB channel (0–255, integer) to linear light, by table. */
export function srgb8ToLinear(k: number): number {
  return DECODE_8[k & 0xff];
}

/**
 * ENCODE_THRESHOLD[k] is the linear value at which the 8-bit output steps from k − 1 to k. The closest two
 * thresholds (in the linear toe) are 1 / (255 · 12.92) ≈ 3.0e-4 apart, so with buckets of 1/4096 ≈ 2.4e-4 at
 * most one threshold falls inside a bucket and one comparison finishes the lookup.
 */
const ENCODE_BUCKETS = 4096;
const ENCODE_THRESHOLD = new Float64Array(257);
const ENCODE_START = new Uint8Array(ENCODE_BUCKETS + 1);
ENCODE_THRESHOLD[0] = Number.NEGATIVE_INFINITY;
for (let k = 1; k < 256; k++) ENCODE_THRESHOLD[k] = srgbToLinear((k - 0.5) / 255);
ENCODE_THRESHOLD[256] = Number.POSITIVE_INFINITY;
for (let i = 0, k = 0; i <= ENCODE_BUCKETS; i++) {
  const start = i / ENCODE_BUCKETS;
  while (ENCODE_THRESHOLD[k + 1] <= start) k++;
  ENCODE_START[i] = k;
}

/** Linear light to an 8-bit sRGB channel, clipped to 0–255 and rounded to nearest (NaN gives 0). */
export function linearToSrgb8(v: number): number {
  if (v >= 1) return 255;
  if (!(v > 0)) return 0;
  const k = ENCODE_START[(v * ENCODE_BUCKETS) | 0];
  return v >= ENCODE_THRESHOLD[k + 1] ? k + 1 : k;
}
