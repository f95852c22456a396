import type { BrushSize } from '@hairhue/contracts';
import { BRUSH_RADIUS } from '@hairhue/contracts';
import type { HairStrokeInput } from '@hairhue/recolour';

import type { WrongRegion } from './wrong-regions';

/** How far each point of a rough stroke strays from where it was aimed, as a fraction of the radius. */
export const JITTER = 0.25;
/**
 * Where the region is thinner than this fraction of the brush's radius (its tapering ends, a sliver running
 * on between the hair and the face), the user lifts the brush rather than paint over what is right.
 */
const MIN_DEPTH = 0.5;

/**
 * The brush an honest user would pick for a region: the largest whose radius fits in the region's thickness
 * (its inscribed radius), else the smallest.
 */
export function brushFor(region: WrongRegion, longSide: number): BrushSize {
  const sizes: BrushSize[] = ['large', 'medium', 'small'];
  return sizes.find((size) => BRUSH_RADIUS[size] * longSide <= region.inscribedRadius) ?? 'small';
}

/**
 * One rough stroke through a wrong region, as a person would paint it: 'remove' over false hair, 'add' over
 * missed hair, with the brush that fits it, along the region's length (a band along the true outline is
 * followed along its middle; a blob is crossed through its middle; parts thinner than half the brush are
 * left out), points about radius / 2 apart, each jittered by up to ±JITTER of the radius. The region only places the stroke: no pixel is set from it.
 *
 * The path: from one end of the region (the pixel farthest, walking inside the region, from an arbitrary
 * one), the region is cut into slices of equal walking distance radius / 2 wide, and each slice's centroid
 * is a point. Across a band the slices are its cross-sections, so the points run down its middle, however it
 * curves around the head.
 */
export function strokeThrough(
  region: WrongRegion,
  width: number,
  height: number,
  random: () => number,
): HairStrokeInput {
  const longSide = Math.max(width, height);
  const radius = BRUSH_RADIUS[brushFor(region, longSide)];
  const radiusPx = radius * longSide;
  const spacing = Math.max(1, radiusPx / 2);
  const farEnd = walkDistances(region.pixels, width, height, region.pixels[0]).farthest;
  const { distance } = walkDistances(region.pixels, width, height, farEnd);
  const slices = new Map<number, { x: number; y: number; n: number; depth: number }>();
  region.pixels.forEach((pixel, k) => {
    const slice = Math.floor(distance[k] / spacing);
    const sum = slices.get(slice) ?? { x: 0, y: 0, n: 0, depth: 0 };
    sum.x += (pixel % width) + 0.5;
    sum.y += Math.floor(pixel / width) + 0.5;
    sum.n++;
    sum.depth = Math.max(sum.depth, region.depth[k]);
    slices.set(slice, sum);
  });
  const order = [...slices.keys()].sort((a, b) => a - b);
  const deepEnough = order.filter((slice) => (slices.get(slice)?.depth ?? 0) >= MIN_DEPTH * radiusPx);
  const points: number[] = [];
  // A region thin all along still gets its stroke (the smallest brush), through all of it.
  for (const slice of deepEnough.length > 0 ? deepEnough : order) {
    const { x, y, n } = slices.get(slice) as { x: number; y: number; n: number };
    const jitterX = (2 * random() - 1) * JITTER * radiusPx;
    const jitterY = (2 * random() - 1) * JITTER * radiusPx;
    points.push(clampUnit((x / n + jitterX) / width), clampUnit((y / n + jitterY) / height));
  }
  return { tool: region.kind === 'false-hair' ? 'remove' : 'add', radius, points };
}

/**
 * Walking distance (8-neighbour steps, diagonals √2, i.e. Dijkstra on the pixel grid) from `from` to every
 * pixel of the region, in the order of `pixels`, and the farthest pixel.
 */
function walkDistances(
  pixels: Int32Array,
  width: number,
  height: number,
  from: number,
): { distance: Float64Array; farthest: number } {
  // Each photo pixel's place in `pixels`, −1 outside the region.
  const slot = new Int32Array(width * height).fill(-1);
  pixels.forEach((pixel, k) => (slot[pixel] = k));
  const distance = new Float64Array(pixels.length).fill(Infinity);
  const start = slot[from];
  if (start < 0) throw new RangeError('the start is not in the region');
  distance[start] = 0;
  const heap = new MinHeap();
  heap.push(0, start);
  let farthest = from;
  let farthestDistance = 0;
  while (heap.size > 0) {
    const [d, k] = heap.pop();
    if (d > distance[k]) continue;
    if (d > farthestDistance) {
      farthestDistance = d;
      farthest = pixels[k];
    }
    const pixel = pixels[k];
    const x = pixel % width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        if ((dx < 0 && x === 0) || (dx > 0 && x === width - 1)) continue;
        const neighbour = pixel + dy * width + dx;
        if (neighbour < 0 || neighbour >= slot.length) continue;
        const next = slot[neighbour];
        if (next < 0) continue;
        const nd = d + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1);
        if (nd < distance[next]) {
          distance[next] = nd;
          heap.push(nd, next);
        }
      }
    }
  }
  return { distance, farthest };
}

/** A binary min-heap of (priority, value) pairs. */
class MinHeap {
  private readonly priorities: number[] = [];
  private readonly values: number[] = [];

  get size(): number {
    return this.values.length;
  }

  push(priority: number, value: number): void {
    const { priorities, values } = this;
    let i = values.length;
    priorities.push(priority);
    values.push(value);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (priorities[parent] <= priority) break;
      priorities[i] = priorities[parent];
      values[i] = values[parent];
      i = parent;
    }
    priorities[i] = priority;
    values[i] = value;
  }

  pop(): [number, number] {
    const { priorities, values } = this;
    const top: [number, number] = [priorities[0], values[0]];
    const lastPriority = priorities.pop() as number;
    const lastValue = values.pop() as number;
    const n = values.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= n) break;
        const right = left + 1;
        const child = right < n && priorities[right] < priorities[left] ? right : left;
        if (priorities[child] >= lastPriority) break;
        priorities[i] = priorities[child];
        values[i] = values[child];
        i = child;
      }
      priorities[i] = lastPriority;
      values[i] = lastValue;
    }
    return top;
  }
}

function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}
