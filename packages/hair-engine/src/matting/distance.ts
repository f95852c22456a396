import { LowerEnvelope } from '@hairhue/recolour';

/*
 * Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms of Sampled
 * Functions", 2012): recolour's 1-D lower envelope of parabolas down each column, then along each row.
 * Exact, unlike a dilation by a box or a chamfer mask, so a ring "n px outside the mask" is a true ring.
 */

/**
 * Distance (in pixels, centre to centre) from each pixel to the nearest pixel whose `mask` value is non-zero;
 * 0 on those pixels, Infinity everywhere when none is set.
 */
export function distanceToMask(mask: Uint8Array, width: number, height: number): Float32Array {
  if (mask.length !== width * height) throw new RangeError('mask size does not match width × height');
  const squared = new Float64Array(mask.length);
  for (let i = 0; i < mask.length; i++) squared[i] = mask[i] ? 0 : Number.POSITIVE_INFINITY;

  const line = new Float64Array(Math.max(width, height));
  const envelope = new LowerEnvelope(line.length);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = squared[y * width + x];
    envelope.transform(line, height);
    for (let y = 0; y < height; y++) squared[y * width + x] = envelope.out[y];
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) line[x] = squared[row + x];
    envelope.transform(line, width);
    for (let x = 0; x < width; x++) squared[row + x] = envelope.out[x];
  }

  const distance = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) distance[i] = Math.sqrt(squared[i]);
  return distance;
}

/**
 * The ring of pixels outside `mask` whose distance to it lies in (inner, inner + width]: 1 in the ring,
 * 0 elsewhere.
 */
export function ringOutside(
  mask: Uint8Array,
  width: number,
  height: number,
  inner: number,
  ringWidth: number,
): Uint8Array {
  const distance = distanceToMask(mask, width, height);
  const ring = new Uint8Array(mask.length);
  for (let i = 0; i < ring.length; i++) {
    ring[i] = distance[i] > inner && distance[i] <= inner + ringWidth ? 1 : 0;
  }
  return ring;
}
