import { distanceToMask } from '../edges/distance';

/** A connected region where the automatic hair area is wrong. */
export interface WrongRegion {
  /** 'false-hair': taken for hair but is not; 'missed-hair': hair the mask did not take. */
  kind: 'false-hair' | 'missed-hair';
  /** The region's pixel indices, row-major. */
  pixels: Int32Array;
  /** Per pixel of `pixels`, its distance to the nearest pixel outside the region. */
  depth: Float32Array;
  /** Radius of the largest disc inside the region (pixels): half its thickness. */
  inscribedRadius: number;
}

/**
 * The connected regions (8-neighbours) where `hair` (1 = the automatic mask says hair) and `truth` disagree,
 * largest first, those under `minArea` pixels left out.
 */
export function wrongRegions(
  hair: Uint8Array,
  truth: Uint8Array,
  width: number,
  height: number,
  minArea: number,
): WrongRegion[] {
  const wrong = new Uint8Array(hair.length);
  for (let i = 0; i < wrong.length; i++) wrong[i] = hair[i] !== truth[i] ? 1 : 0;
  const label = new Int32Array(hair.length).fill(-1);
  const regions: WrongRegion[] = [];
  const stack: number[] = [];
  for (let start = 0; start < wrong.length; start++) {
    if (!wrong[start] || label[start] >= 0) continue;
    const kind = hair[start] ? 'false-hair' : 'missed-hair';
    const pixels: number[] = [];
    label[start] = regions.length;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop() as number;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const j = ny * width + nx;
          if (!wrong[j] || label[j] >= 0 || hair[j] !== hair[start]) continue;
          label[j] = regions.length;
          stack.push(j);
        }
      }
    }
    regions.push({ kind, pixels: Int32Array.from(pixels), depth: new Float32Array(0), inscribedRadius: 0 });
  }
  const kept = regions
    .filter((r) => r.pixels.length >= minArea)
    .sort((a, b) => b.pixels.length - a.pixels.length);
  for (const region of kept) {
    region.depth = depthInside(region.pixels, width, height);
    region.inscribedRadius = region.depth.reduce((largest, d) => Math.max(largest, d), 0);
  }
  return kept;
}

/** Per pixel of the region, its distance to the nearest pixel outside it. */
function depthInside(pixels: Int32Array, width: number, height: number): Float32Array {
  const outside = new Uint8Array(width * height).fill(1);
  for (const i of pixels) outside[i] = 0;
  const distance = distanceToMask(outside, width, height);
  return Float32Array.from(pixels, (i) => distance[i]);
}
