/**
 * A coarse grid over the photo on which local hair statistics are estimated (the hair colour F, the render's
 * colour change), each node from the solid-hair pixels within its reach, and read back at any pixel by
 * bilinear interpolation between the four nodes around it, so the estimates vary smoothly along the outline.
 */

/** Fewest solid-hair pixels a node's estimate is made from; with fewer its reach doubles, twice. */
const MIN_PIXELS = 30;

export interface HairNodes {
  spacing: number;
  /** Nodes per row and per column. */
  columns: number;
  rows: number;
  /** Per node, the indices of the solid-hair pixels it is estimated from; empty when it is not needed or none. */
  pixels: Int32Array[];
}

/**
 * The nodes around the pixels of `needed` (a node at (i, j) sits at (i·spacing, j·spacing)), each holding the
 * `source` pixels within `radius` of it, or within 2× or 4× `radius` where fewer than 30 lie closer.
 */
export function hairNodes(
  needed: Uint8Array,
  source: Uint8Array,
  width: number,
  height: number,
  spacing: number,
  radius: number,
): HairNodes {
  const columns = Math.floor((width - 1) / spacing) + 2;
  const rows = Math.floor((height - 1) / spacing) + 2;
  const wanted = new Uint8Array(columns * rows);
  for (let i = 0; i < needed.length; i++) {
    if (!needed[i]) continue;
    const gx = Math.floor((i % width) / spacing);
    const gy = Math.floor(Math.floor(i / width) / spacing);
    wanted[gy * columns + gx] = 1;
    wanted[gy * columns + gx + 1] = 1;
    wanted[(gy + 1) * columns + gx] = 1;
    wanted[(gy + 1) * columns + gx + 1] = 1;
  }
  const pixels: Int32Array[] = [];
  for (let node = 0; node < wanted.length; node++) {
    let found: Int32Array = new Int32Array(0);
    if (wanted[node]) {
      const cx = (node % columns) * spacing;
      const cy = Math.floor(node / columns) * spacing;
      for (const reach of [radius, 2 * radius, 4 * radius]) {
        found = pixelsWithin(source, width, height, cx, cy, reach);
        if (found.length >= MIN_PIXELS) break;
      }
      if (found.length < MIN_PIXELS) found = new Int32Array(0);
    }
    pixels.push(found);
  }
  return { spacing, columns, rows, pixels };
}

function pixelsWithin(
  source: Uint8Array,
  width: number,
  height: number,
  cx: number,
  cy: number,
  reach: number,
): Int32Array {
  const found: number[] = [];
  const top = Math.max(0, cy - reach);
  const bottom = Math.min(height - 1, cy + reach);
  const left = Math.max(0, cx - reach);
  const right = Math.min(width - 1, cx + reach);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      const i = y * width + x;
      if (source[i] && (x - cx) ** 2 + (y - cy) ** 2 <= reach * reach) found.push(i);
    }
  }
  return Int32Array.from(found);
}

/**
 * Bilinear interpolation at pixel (x, y) of per-node values (`size` numbers per node in `values`) over the
 * nodes marked valid, their weights renormalised; false when none of the four is valid.
 */
export function interpolateNodes(
  nodes: HairNodes,
  valid: Uint8Array,
  values: Float64Array,
  size: number,
  x: number,
  y: number,
  out: Float64Array,
): boolean {
  const gx = x / nodes.spacing;
  const gy = y / nodes.spacing;
  const i0 = Math.floor(gx);
  const j0 = Math.floor(gy);
  const fx = gx - i0;
  const fy = gy - j0;
  out.fill(0, 0, size);
  let total = 0;
  for (const [di, dj, w] of [
    [0, 0, (1 - fx) * (1 - fy)],
    [1, 0, fx * (1 - fy)],
    [0, 1, (1 - fx) * fy],
    [1, 1, fx * fy],
  ]) {
    const node = (j0 + dj) * nodes.columns + i0 + di;
    if (!valid[node]) continue;
    // A pixel on a node's row or column gives the nodes beyond it no weight; a trace keeps them as a fallback.
    const weight = w + 1e-9;
    total += weight;
    for (let k = 0; k < size; k++) out[k] += weight * values[node * size + k];
  }
  if (total === 0) return false;
  for (let k = 0; k < size; k++) out[k] /= total;
  return true;
}
