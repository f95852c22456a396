/**
 * Removes speckle from a full-resolution hair mask: enclosed regions (touching no border of the photo) of at
 * most `maxFraction` of the hair's area. Holes of not-hair (value ≤ 0.5) inside the hair are gaps between
 * strands and curls that the edge-aware filter carved out, which people (and the annotators of the eval sets)
 * see as hair; islands of hair inside the background are the same effect the other way round. Such a region
 * takes the mean mask value a few pixels beside it (left and right along each row), so a filled gap is as
 * opaque as the hair around it and a dropped island as clear as its surroundings.
 *
 * Works on runs of pixels per row (hair and not-hair alternate), joined with the same kind of run on the row
 * above by union-find: one scan of the mask, no per-pixel labels. Changes `mask` in place and returns the
 * number of pixels changed.
 */
/** How far beyond a region's edge its surroundings are read (pixels). */
const RIM_OFFSET = 3;

export function removeSpeckle(
  mask: Float32Array,
  width: number,
  height: number,
  maxFraction: number,
): number {
  const runs = new RunList();
  const rowStart = new Int32Array(height + 1);
  let hairArea = 0;
  for (let y = 0; y < height; y++) {
    rowStart[y] = runs.length;
    const row = y * width;
    let x = 0;
    while (x < width) {
      const start = x;
      if (mask[row + x] > 0.5) {
        while (x < width && mask[row + x] > 0.5) x++;
        hairArea += x - start;
        runs.push(y, start, x, 1);
      } else {
        while (x < width && !(mask[row + x] > 0.5)) x++;
        runs.push(y, start, x, 0);
      }
    }
  }
  rowStart[height] = runs.length;
  const maxArea = maxFraction * hairArea;
  if (maxArea < 1) return 0;

  const count = runs.length;
  const { start, end, hair } = runs;
  const parent = new Int32Array(count);
  for (let k = 0; k < count; k++) parent[k] = k;
  const find = (k: number): number => {
    while (parent[k] !== k) {
      parent[k] = parent[parent[k]];
      k = parent[k];
    }
    return k;
  };
  // 4-connected: runs of the same kind on consecutive rows join where their x ranges overlap.
  for (let y = 1; y < height; y++) {
    let above = rowStart[y - 1];
    const aboveEnd = rowStart[y];
    for (let k = rowStart[y]; k < rowStart[y + 1]; k++) {
      while (above < aboveEnd && end[above] <= start[k]) above++;
      for (let a = above; a < aboveEnd && start[a] < end[k]; a++) {
        if (hair[a] !== hair[k]) continue;
        const ra = find(a);
        const rk = find(k);
        if (ra !== rk) parent[ra] = rk;
      }
    }
  }

  const area = new Float64Array(count);
  const rimSum = new Float64Array(count);
  const rimCount = new Float64Array(count);
  const open = new Uint8Array(count);
  for (let k = 0; k < count; k++) {
    const root = find(k);
    const y = runs.row[k];
    area[root] += end[k] - start[k];
    if (y === 0 || y === height - 1 || start[k] === 0 || end[k] === width) open[root] = 1;
    const row = y * width;
    // The rim is read a few pixels out: right beside the region the mask is still crossing ½.
    if (start[k] > 0) {
      rimSum[root] += mask[row + Math.max(0, start[k] - 1 - RIM_OFFSET)];
      rimCount[root]++;
    }
    if (end[k] < width) {
      rimSum[root] += mask[row + Math.min(width - 1, end[k] + RIM_OFFSET)];
      rimCount[root]++;
    }
  }

  let changed = 0;
  for (let k = 0; k < count; k++) {
    const root = find(k);
    if (open[root] || area[root] > maxArea || rimCount[root] === 0) continue;
    const value = rimSum[root] / rimCount[root];
    const row = runs.row[k] * width;
    const isHair = hair[k] === 1;
    for (let i = row + start[k]; i < row + end[k]; i++) {
      if (isHair ? mask[i] > value : mask[i] < value) mask[i] = value;
    }
    changed += end[k] - start[k];
  }
  return changed;
}

/** Growable parallel arrays of runs: row, first x, one past the last x, 1 for hair. */
class RunList {
  row = new Int32Array(4096);
  start = new Int32Array(4096);
  end = new Int32Array(4096);
  hair = new Uint8Array(4096);
  length = 0;

  push(row: number, start: number, end: number, hair: number): void {
    if (this.length === this.row.length) {
      const size = this.length * 2;
      this.row = grow(this.row, new Int32Array(size));
      this.start = grow(this.start, new Int32Array(size));
      this.end = grow(this.end, new Int32Array(size));
      this.hair = grow(this.hair, new Uint8Array(size));
    }
    this.row[this.length] = row;
    this.start[this.length] = start;
    this.end[this.length] = end;
    this.hair[this.length] = hair;
    this.length++;
  }
}

function grow<T extends Int32Array | Uint8Array>(old: T, next: T): T {
  next.set(old);
  return next;
}
