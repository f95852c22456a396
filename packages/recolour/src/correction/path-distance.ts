/*
 * Distances to a stroke's path over a rectangle of the working grid, in time that does not depend on how many
 * points the path has: the path is drawn as a line of seed pixels, then the exact Euclidean distance
 * transform of those seeds gives every pixel its distance (a lower envelope of parabolas per row, Felzenszwalb &
 * Huttenlocher, "Distance Transforms of Sampled Functions", 2012). The seeds are
 * whole pixels at most a pixel apart along the path, so a distance is within 1¼ pixels of the path's own.
 */

/**
 * The distance (working pixels) from each pixel of a `width`×`height` rectangle, row-major, to the polyline
 * `points` (x, y pairs in the rectangle's pixel coordinates, a pixel's centre at whole numbers).
 */
export function pathDistances(points: Float64Array, width: number, height: number): Float32Array {
  // Per pixel, first the distance along its column to the nearest seed (two sweeps, row by row), then per
  // row the lower envelope of those columns' parabolas (Meijster et al.'s split of the same transform).
  const columnDistance = new Float64Array(width * height).fill(Infinity);
  drawSeeds(points, width, height, columnDistance);
  for (let v = 1; v < height; v++) {
    for (let i = v * width, end = i + width; i < end; i++) {
      const below = columnDistance[i - width] + 1;
      if (below < columnDistance[i]) columnDistance[i] = below;
    }
  }
  for (let v = height - 2; v >= 0; v--) {
    for (let i = v * width, end = i + width; i < end; i++) {
      const above = columnDistance[i + width] + 1;
      if (above < columnDistance[i]) columnDistance[i] = above;
    }
  }
  const line = new Float64Array(width);
  const envelope = new Envelope(width);
  const out = new Float32Array(width * height);
  for (let v = 0; v < height; v++) {
    const row = v * width;
    for (let u = 0; u < width; u++) line[u] = columnDistance[row + u] * columnDistance[row + u];
    envelope.transform(line, width);
    for (let u = 0; u < width; u++) out[row + u] = Math.sqrt(envelope.out[u]);
  }
  return out;
}

/** Marks 0 on every pixel the polyline passes through (a lone point marks its own pixel). */
function drawSeeds(points: Float64Array, width: number, height: number, squared: Float64Array): void {
  const mark = (x: number, y: number) => {
    const u = Math.min(width - 1, Math.max(0, Math.round(x)));
    const v = Math.min(height - 1, Math.max(0, Math.round(y)));
    squared[v * width + u] = 0;
  };
  if (points.length >= 2) mark(points[0], points[1]);
  for (let k = 2; k + 1 < points.length; k += 2) {
    const x0 = points[k - 2];
    const y0 = points[k - 1];
    const dx = points[k] - x0;
    const dy = points[k + 1] - y0;
    // At most one pixel apart along the longer axis, so the line has no gaps.
    const steps = Math.ceil(Math.max(Math.abs(dx), Math.abs(dy)));
    for (let s = 1; s <= steps; s++) mark(x0 + (dx * s) / steps, y0 + (dy * s) / steps);
  }
}

/** The 1-D squared distance transform of a sampled function, with its working arrays kept between lines. */
class Envelope {
  readonly out: Float64Array;
  private readonly parabolas: Int32Array;
  private readonly bounds: Float64Array;

  constructor(size: number) {
    this.out = new Float64Array(size);
    this.parabolas = new Int32Array(size);
    this.bounds = new Float64Array(size + 1);
  }

  /** out[q] = min over p of (q − p)² + f[p], for q < n; all Infinity when f is. */
  transform(f: Float64Array, n: number): void {
    const { out, parabolas: v, bounds: z } = this;
    let k = -1;
    for (let q = 0; q < n; q++) {
      if (f[q] === Infinity) continue;
      if (k < 0) {
        k = 0;
        v[0] = q;
        z[0] = -Infinity;
        z[1] = Infinity;
        continue;
      }
      let s = intersection(f, q, v[k]);
      while (s <= z[k]) {
        k--;
        s = intersection(f, q, v[k]);
      }
      k++;
      v[k] = q;
      z[k] = s;
      z[k + 1] = Infinity;
    }
    if (k < 0) {
      out.fill(Infinity, 0, n);
      return;
    }
    for (let q = 0, j = 0; q < n; q++) {
      while (z[j + 1] < q) j++;
      const d = q - v[j];
      out[q] = d * d + f[v[j]];
    }
  }
}

/** Where the parabolas rooted at q and p (q > p) meet. */
function intersection(f: Float64Array, q: number, p: number): number {
  return (f[q] + q * q - (f[p] + p * p)) / (2 * (q - p));
}
