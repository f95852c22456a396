/**
 * Exact Euclidean distance transform (Felzenszwalb & Huttenlocher, "Distance Transforms of Sampled
 * Functions", 2012): one pass of the 1-D lower envelope of parabolas down each column, then along each row.
 * Exact, unlike a dilation by a box or a chamfer mask, so a ring "n px outside the mask" is a true ring.
 */

/** Stands for "no set pixel on this line yet"; finite so the parabola intersections stay finite. */
const FAR = 1e20;

/**
 * Distance (in pixels, centre to centre) from each pixel to the nearest pixel whose `mask` value is non-zero;
 * 0 on those pixels, Infinity everywhere when none is set.
 */
export function distanceToMask(mask: Uint8Array, width: number, height: number): Float32Array {
  if (mask.length !== width * height) throw new RangeError('mask size does not match width × height');
  const squared = new Float64Array(mask.length);
  for (let i = 0; i < mask.length; i++) squared[i] = mask[i] ? 0 : FAR;

  const longest = Math.max(width, height);
  const line = new Float64Array(longest);
  const out = new Float64Array(longest);
  const vertices = new Int32Array(longest);
  const bounds = new Float64Array(longest + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) line[y] = squared[y * width + x];
    lowerEnvelope(line, height, out, vertices, bounds);
    for (let y = 0; y < height; y++) squared[y * width + x] = out[y];
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) line[x] = squared[row + x];
    lowerEnvelope(line, width, out, vertices, bounds);
    for (let x = 0; x < width; x++) squared[row + x] = out[x];
  }

  const distance = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    distance[i] = squared[i] >= FAR / 2 ? Number.POSITIVE_INFINITY : Math.sqrt(squared[i]);
  }
  return distance;
}

/** out[q] = min over p of (q − p)² + f[p], for q < n: the lower envelope of parabolas rooted at each p. */
function lowerEnvelope(
  f: Float64Array,
  n: number,
  out: Float64Array,
  vertices: Int32Array,
  bounds: Float64Array,
): void {
  let k = 0;
  vertices[0] = 0;
  bounds[0] = Number.NEGATIVE_INFINITY;
  bounds[1] = Number.POSITIVE_INFINITY;
  for (let q = 1; q < n; q++) {
    let s = intersection(f, q, vertices[k]);
    while (s <= bounds[k]) {
      k--;
      s = intersection(f, q, vertices[k]);
    }
    k++;
    vertices[k] = q;
    bounds[k] = s;
    bounds[k + 1] = Number.POSITIVE_INFINITY;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (bounds[k + 1] < q) k++;
    const p = vertices[k];
    out[q] = (q - p) * (q - p) + f[p];
  }
}

/** Where the parabolas rooted at q and p (p < q) cross. */
function intersection(f: Float64Array, q: number, p: number): number {
  return (f[q] + q * q - (f[p] + p * p)) / (2 * (q - p));
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
