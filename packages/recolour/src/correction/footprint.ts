import type { HairStrokeInput } from './stroke-types';
import { pathDistances } from './path-distance';
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
  // Radius and positions in working pixels, positions relative to the sub-rectangle.
  const radius = path.radius / factor;
  const reach = radius + 0.5 + margin;
  const points = new Float64Array(path.points.length);
  for (let k = 0; k + 1 < points.length; k += 2) {
    points[k] = toU(path.points[k]) - u0;
    points[k + 1] = toV(path.points[k + 1]) - v0;
  }
  const values =
    capsuleArea(points, reach, width, height) <= CAPSULES_PER_RECTANGLE * width * height
      ? capsuleValues(points, radius, reach, width, height)
      : distanceValues(points, radius, width, height);
  return { u0, v0, width, height, values, radius, margin };
}

/**
 * Drawn capsule by capsule, a stroke costs its points × its brush's area: a long stroke of a large brush
 * (issue 23, 2,000 points of the largest brush) held a render thread for seconds. Past this many times its
 * rectangle's area in capsules' bounds, it is drawn by the distance transform, whose cost is the rectangle's.
 */
const CAPSULES_PER_RECTANGLE = 3;

/** How many pixels the capsules' bounds hold in all (clipped to the rectangle). */
function capsuleArea(points: Float64Array, reach: number, width: number, height: number): number {
  let area = 0;
  forEachCapsule(points, (x0, y0, x1, y1) => {
    const columns = Math.min(width, Math.max(x0, x1) + reach) - Math.max(0, Math.min(x0, x1) - reach);
    const rows = Math.min(height, Math.max(y0, y1) + reach) - Math.max(0, Math.min(y0, y1) - reach);
    area += Math.max(0, columns) * Math.max(0, rows);
  });
  return area;
}

/** Exact values: each capsule drawn over its own bounds, a pixel's value the most of any capsule. */
function capsuleValues(
  points: Float64Array,
  radius: number,
  reach: number,
  width: number,
  height: number,
): Float32Array {
  const values = new Float32Array(width * height).fill(-Infinity);
  forEachCapsule(points, (x0, y0, x1, y1) => {
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
  });
  return values;
}

/** Values from the path's distance transform: within 1¼ working pixels of the exact ones. */
function distanceValues(points: Float64Array, radius: number, width: number, height: number): Float32Array {
  const values = pathDistances(points, width, height);
  for (let i = 0; i < values.length; i++) values[i] = radius + 0.5 - values[i];
  return values;
}

/** Calls `visit` with each segment of the path; a lone point is one segment from the point to itself. */
function forEachCapsule(
  points: Float64Array,
  visit: (x0: number, y0: number, x1: number, y1: number) => void,
): void {
  const lastStart = Math.max(0, points.length - 4);
  for (let k = 0; k <= lastStart; k += 2) {
    const next = points.length >= 4 ? k + 2 : k;
    visit(points[k], points[k + 1], points[next], points[next + 1]);
  }
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
