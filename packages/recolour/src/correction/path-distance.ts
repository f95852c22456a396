import { LowerEnvelope } from '../lower-envelope';

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
  const envelope = new LowerEnvelope(width);
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
