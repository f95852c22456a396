import type { HairStrokeInput } from './stroke-types';
import type { PixelRect, WorkingGrid } from './working-grid';

/** A stroke in photo pixels: its path as x, y pairs and its radius. */
export interface StrokePath {
  tool: 'add' | 'remove';
  radius: number;
  points: Float64Array;
}

/** The stroke's path and radius in the photo's pixels (positions are fractions, the radius of the long side). */
export function strokeInPixels(stroke: HairStrokeInput, width: number, height: number): StrokePath {
  const points = new Float64Array(stroke.points.length);
  for (let k = 0; k + 1 < points.length; k += 2) {
    points[k] = stroke.points[k] * width;
    points[k + 1] = stroke.points[k + 1] * height;
  }
  return { tool: stroke.tool, radius: Math.max(0.5, stroke.radius * Math.max(width, height)), points };
}

/** The rectangle the stroke's disc path covers, widened by `margin` on every side. */
export function strokeBounds(path: StrokePath, margin: number): PixelRect {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let k = 0; k + 1 < path.points.length; k += 2) {
    left = Math.min(left, path.points[k]);
    right = Math.max(right, path.points[k]);
    top = Math.min(top, path.points[k + 1]);
    bottom = Math.max(bottom, path.points[k + 1]);
  }
  const reach = path.radius + margin;
  return { left: left - reach, top: top - reach, right: right + reach, bottom: bottom + reach };
}

/** A stroke's coverage of the working grid, over the sub-rectangle [u0, u0 + width) × [v0, v0 + height). */
export interface Coverage {
  u0: number;
  v0: number;
  width: number;
  height: number;
  /**
   * Per working pixel, row-major over the sub-rectangle, radius + ½ − its distance to the path (working
   * pixels): above 0 where the stroke covers it, at least 1 where fully; see `coverageOf` and `depthOf`.
   * Computed down to −`margin` (the band just outside the stroke), −Infinity beyond.
   */
  values: Float32Array;
  /** The brush's radius in working pixels. */
  radius: number;
  /** How far beyond the stroke the values were computed, in working pixels. */
  margin: number;
}

/** How much of the working pixel the stroke covers, 0..1, from its coverage value. */
export function coverageOf(value: number): number {
  return value <= 0 ? 0 : value >= 1 ? 1 : value;
}

/** How deep inside the stroke the pixel lies: 1 on its path, 0 on its rim and beyond. */
export function depthOf(value: number, radius: number): number {
  const depth = (value - 0.5) / radius;
  return depth <= 0 ? 0 : depth >= 1 ? 1 : depth;
}

/**
 * How much of each working pixel the stroke covers: the capsules between consecutive points (a lone point is
 * a disc), with an edge one working pixel wide, so a small brush on a coarse grid still covers about the
 * right area. Each capsule is drawn over its own bounds only, the coverage the most of any capsule. With a
 * margin (a fraction of the radius), the band that far outside the stroke is measured too.
 */
export function strokeCoverage(path: StrokePath, grid: WorkingGrid, marginFraction = 0): Coverage {
  const { factor, left, top } = grid;
  const { width: gridWidth, height: gridHeight } = grid.guide;
  const toU = (x: number) => (x - left) / factor - 0.5;
  const toV = (y: number) => (y - top) / factor - 0.5;
  const margin = (path.radius * marginFraction) / factor;
  const bounds = strokeBounds(path, factor + path.radius * marginFraction);
  const u0 = Math.max(0, Math.floor(toU(bounds.left)));
  const u1 = Math.min(gridWidth - 1, Math.ceil(toU(bounds.right)));
  const v0 = Math.max(0, Math.floor(toV(bounds.top)));
  const v1 = Math.min(gridHeight - 1, Math.ceil(toV(bounds.bottom)));
  const width = Math.max(0, u1 - u0 + 1);
  const height = Math.max(0, v1 - v0 + 1);
  const values = new Float32Array(width * height).fill(-Infinity);
  const { points } = path;
  // Radius and positions in working pixels, positions relative to the sub-rectangle.
  const radius = path.radius / factor;
  const reach = radius + 0.5 + margin;
  // A lone point is one segment from the point to itself.
  const lastStart = Math.max(0, points.length - 4);
  for (let k = 0; k <= lastStart; k += 2) {
    const next = points.length >= 4 ? k + 2 : k;
    const x0 = toU(points[k]) - u0;
    const y0 = toV(points[k + 1]) - v0;
    const x1 = toU(points[next]) - u0;
    const y1 = toV(points[next + 1]) - v0;
    const left0 = Math.max(0, Math.floor(Math.min(x0, x1) - reach));
    const right0 = Math.min(width - 1, Math.ceil(Math.max(x0, x1) + reach));
    const top0 = Math.max(0, Math.floor(Math.min(y0, y1) - reach));
    const bottom0 = Math.min(height - 1, Math.ceil(Math.max(y0, y1) + reach));
    for (let v = top0; v <= bottom0; v++) {
      for (let u = left0, i = v * width + left0; u <= right0; u++, i++) {
        const value = radius + 0.5 - Math.sqrt(distanceToSegmentSquared(u, v, x0, y0, x1, y1));
        if (value > values[i]) values[i] = value;
      }
    }
  }
  return { u0, v0, width, height, values, radius, margin };
}

function distanceToSegmentSquared(
  x: number,
  y: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const px = x - x0;
  const py = y - y0;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / lengthSquared));
  const ex = px - t * dx;
  const ey = py - t * dy;
  return ex * ex + ey * ey;
}
