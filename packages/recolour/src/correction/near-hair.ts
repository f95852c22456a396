import type { StrokePath } from './footprint';
import { strokeBounds } from './footprint';
import { pathDistances } from './path-distance';
import { SURE_HAIR } from './stroke-evidence';

/**
 * The lattice the mask is looked up on: a quarter of the brush's radius apart, coarser when a long stroke's
 * rectangle would hold more points than this, so the look-up costs under a millisecond whatever the stroke
 * (a medium stroke of a few hundred pixels holds about 1,500), and only strokes on a wall partly like the
 * hair ask for it.
 */
const LATTICE_FRACTION = 0.25;
const MAX_LATTICE_POINTS = 4096;

/**
 * Whether the mask holds sure hair within `reach` photo pixels of the stroke's footprint (of its path,
 * within its radius plus `reach`). The mask is looked up on a lattice over the stroke's rectangle, the
 * distances to the path coming from its distance transform, so a stroke costs at most MAX_LATTICE_POINTS
 * whatever its length or its number of points; hair thinner than the lattice's step may be missed, which
 * only makes the caller ask more of the stroke's own looks.
 */
export function strokeNearHair(
  path: StrokePath,
  mask: Uint8Array,
  width: number,
  height: number,
  reach: number,
): boolean {
  const bounds = strokeBounds(path, reach);
  const left = Math.max(0, bounds.left);
  const top = Math.max(0, bounds.top);
  const right = Math.min(width - 1, bounds.right);
  const bottom = Math.min(height - 1, bounds.bottom);
  if (right < left || bottom < top) return false;
  const area = (right - left + 1) * (bottom - top + 1);
  const step = Math.max(1, path.radius * LATTICE_FRACTION, Math.sqrt(area / MAX_LATTICE_POINTS));
  const columns = Math.floor((right - left) / step) + 1;
  const rows = Math.floor((bottom - top) / step) + 1;
  const points = new Float64Array(path.points.length);
  for (let k = 0; k + 1 < points.length; k += 2) {
    points[k] = (path.points[k] - left) / step;
    points[k + 1] = (path.points[k + 1] - top) / step;
  }
  const distances = pathDistances(points, columns, rows);
  // The transform's distances are within 1¼ lattice steps of the path's own.
  const limit = (path.radius + reach) / step + 1.25;
  for (let v = 0, i = 0; v < rows; v++) {
    const y = Math.min(height - 1, Math.round(top + v * step));
    for (let u = 0; u < columns; u++, i++) {
      if (distances[i] > limit) continue;
      const x = Math.min(width - 1, Math.round(left + u * step));
      if (mask[y * width + x] >= SURE_HAIR) return true;
    }
  }
  return false;
}
