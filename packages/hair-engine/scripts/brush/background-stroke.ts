import { BRUSH_RADIUS } from '@hairhue/contracts';
import type { HairStrokeInput } from '@hairhue/recolour';

/**
 * Where a person might paint 'Add hair' on the wall by mistake (issue 23 §3 polish 2): the places a photo's
 * background usually shows, beside and above the head, as paths in fractions of the width and height.
 */
const CANDIDATE_PATHS: readonly (readonly number[])[] = [
  [0.08, 0.1, 0.08, 0.3, 0.08, 0.5],
  [0.92, 0.1, 0.92, 0.3, 0.92, 0.5],
  [0.25, 0.05, 0.5, 0.05, 0.75, 0.05],
  [0.05, 0.05, 0.2, 0.2],
  [0.95, 0.05, 0.8, 0.2],
];

/**
 * An 'add' stroke of the medium brush entirely on the background: the first candidate path whose footprint,
 * widened by the brush's radius again, holds no true hair. Undefined when the hair comes near every one.
 */
export function backgroundStroke(
  truth: Uint8Array,
  width: number,
  height: number,
): HairStrokeInput | undefined {
  const radius = BRUSH_RADIUS.medium;
  const reach = 2 * radius * Math.max(width, height);
  for (const points of CANDIDATE_PATHS) {
    const stroke: HairStrokeInput = { tool: 'add', radius, points };
    if (!footprintPixels(stroke, width, height, reach).some((i) => truth[i] === 1)) return stroke;
  }
  return undefined;
}

/** The pixels whose centres lie within `reach` pixels of the stroke's path. */
export function footprintPixels(
  stroke: HairStrokeInput,
  width: number,
  height: number,
  reach: number,
): number[] {
  const out: number[] = [];
  const p = stroke.points.map((value, k) => value * (k % 2 === 0 ? width : height));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (distanceToPath(x + 0.5, y + 0.5, p) <= reach) out.push(y * width + x);
    }
  }
  return out;
}

function distanceToPath(x: number, y: number, p: readonly number[]): number {
  let best = Infinity;
  for (let k = 0; k + 3 < p.length; k += 2) {
    const dx = p[k + 2] - p[k];
    const dy = p[k + 3] - p[k + 1];
    const t = Math.min(1, Math.max(0, ((x - p[k]) * dx + (y - p[k + 1]) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - p[k] - t * dx, y - p[k + 1] - t * dy));
  }
  return best;
}
