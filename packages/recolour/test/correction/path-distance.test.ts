import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../../src/random';
import { pathDistances } from '../../src/correction/path-distance';

/** The exact distance from (x, y) to the polyline, segment by segment. */
function exactDistance(points: Float64Array, x: number, y: number): number {
  let best = Infinity;
  const last = Math.max(0, points.length - 4);
  for (let k = 0; k <= last; k += 2) {
    const next = points.length >= 4 ? k + 2 : k;
    const [x0, y0, x1, y1] = [points[k], points[k + 1], points[next], points[next + 1]];
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSquared = dx * dx + dy * dy;
    const t =
      lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, ((x - x0) * dx + (y - y0) * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(x - x0 - t * dx, y - y0 - t * dy));
  }
  return best;
}

describe('pathDistances', () => {
  it.each([11, 12, 13, 14])(
    'is within a pixel and a quarter of the exact distance to a wandering path (seed %i)',
    (seed) => {
      const random = mulberry32(seed);
      const [width, height] = [90, 70];
      const points = new Float64Array(2 * 300);
      for (let k = 0; k < points.length; k += 2) {
        points[k] = random() * (width - 1);
        points[k + 1] = random() * (height - 1);
      }
      const distances = pathDistances(points, width, height);
      let worst = 0;
      for (let v = 0; v < height; v++) {
        for (let u = 0; u < width; u++) {
          worst = Math.max(worst, Math.abs(distances[v * width + u] - exactDistance(points, u, v)));
        }
      }
      expect(worst).toBeLessThanOrEqual(1.25);
    },
  );

  it('measures from a lone point as a disc does', () => {
    const distances = pathDistances(new Float64Array([3, 4]), 10, 8);
    expect(distances[4 * 10 + 3]).toBe(0);
    expect(distances[0]).toBeCloseTo(5, 6);
    expect(distances[7 * 10 + 9]).toBeCloseTo(Math.hypot(6, 3), 6);
  });
});
