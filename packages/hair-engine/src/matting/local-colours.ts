import type { WorkGrid } from './work-grid';

/** The local colour of one side (hair or background) around each grid cell. */
export interface LocalColours {
  /** Mean colour of the side's nearby cells, interleaved RGB, 0..255 (0 where `found` is 0). */
  mean: Float32Array;
  /** Their variance, summed over the three channels (how textured the side is there). */
  spread: Float32Array;
  /** 1 where the side has cells near enough to estimate from, else 0. */
  found: Uint8Array;
}

/** Each further window reaches this many times farther, for cells whose side lies beyond the nearer ones. */
const SCALE_STEP = 4;
const SCALES = 3;
/** Below this share of the smallest window's cells (summed over the windows) the side counts as not found. */
const MIN_SHARE = 1e-4;

export interface LocalColoursOptions {
  /** How many windows, each SCALE_STEP times wider than the last (3 unless told). */
  scales?: number;
  /**
   * Each wider window weighs this many times the narrower one (1, all alike, unless told): below 1 the
   * nearest members decide and the wider windows count only where the nearer hold none.
   */
  scaleWeight?: number;
  /** Only these cells are estimated (the rest are not found): the few cells that read them, not the grid. */
  wanted?: Uint8Array;
}

/** What the summed-area table holds per cell: the member weight, its R, G, B, and R² + G² + B². */
const CHANNELS = 5;

/**
 * Normalised convolution: the mean and variance of the colours of the `members` cells around every cell,
 * weighted by a kernel that is the sum of `scales` square windows (radius, 4× and 16× it), each normalised
 * by its area (clipped at the grid's edges) and weighed by `scaleWeight` to the power of its scale. Near
 * members weigh far more than distant ones, so a cell next to the side takes its nearest colours and one deep
 * in a wide band still finds some, and the estimate varies smoothly from cell to cell (no window is chosen
 * over another, which would draw the windows' squares into the matte). Every window is read from one
 * summed-area table, so a wider scale costs no more than a narrow one.
 */
export function localColours(
  grid: WorkGrid,
  members: Uint8Array,
  radius: number,
  { scaleWeight = 1, ...options }: LocalColoursOptions = {},
): LocalColours {
  return localColoursWeighed(grid, members, radius, [scaleWeight], options)[0];
}

/**
 * `localColours` for several `scaleWeight`s at once, one estimate per weight, in their order: the windows'
 * sums are read once and only weighed apart, so a side seen two ways costs one table and one pass.
 */
export function localColoursWeighed(
  grid: WorkGrid,
  members: Uint8Array,
  radius: number,
  scaleWeights: readonly number[],
  { scales = SCALES, wanted }: Omit<LocalColoursOptions, 'scaleWeight'> = {},
): LocalColours[] {
  const { width, height } = grid;
  const table = summedArea(grid, members);
  const stride = (width + 1) * CHANNELS;
  const radii: number[] = [];
  for (let scale = 0, r = Math.max(1, radius); scale < scales; scale++, r *= SCALE_STEP) radii.push(r);
  // weights[k * scales + scale]: how much the scale's window weighs in the k-th estimate.
  const weights = scaleWeights.flatMap((scaleWeight) => radii.map((_, scale) => scaleWeight ** scale));
  const cells = width * height;
  const estimates = scaleWeights.map(() => ({
    mean: new Float32Array(cells * 3),
    spread: new Float32Array(cells),
    found: new Uint8Array(cells),
  }));
  // Per scale, the window's sums divided by its area: members, R, G, B, squares.
  const sums = new Float64Array(radii.length * CHANNELS);
  for (let y = 0, g = 0; y < height; y++) {
    for (let x = 0; x < width; x++, g++) {
      if (wanted && !wanted[g]) continue;
      let coverage = 0;
      for (let scale = 0; scale < radii.length; scale++) {
        const r = radii[scale];
        const left = Math.max(0, x - r) * CHANNELS;
        const right = (Math.min(width - 1, x + r) + 1) * CHANNELS;
        const top = Math.max(0, y - r);
        const bottom = Math.min(height - 1, y + r) + 1;
        const area = ((right - left) * (bottom - top)) / CHANNELS;
        // The window's sum is its bottom-right corner less the two beside it plus the top-left one.
        const a = bottom * stride + right;
        const b = top * stride + right;
        const c = bottom * stride + left;
        const d = top * stride + left;
        for (let k = 0; k < CHANNELS; k++) {
          sums[scale * CHANNELS + k] = (table[a + k] - table[b + k] - table[c + k] + table[d + k]) / area;
        }
        coverage += sums[scale * CHANNELS];
      }
      if (coverage < MIN_SHARE) continue;
      for (let k = 0; k < estimates.length; k++) {
        let share = 0;
        let red = 0;
        let green = 0;
        let blue = 0;
        let squares = 0;
        for (let scale = 0; scale < radii.length; scale++) {
          const weight = weights[k * radii.length + scale];
          const at = scale * CHANNELS;
          share += sums[at] * weight;
          red += sums[at + 1] * weight;
          green += sums[at + 2] * weight;
          blue += sums[at + 3] * weight;
          squares += sums[at + 4] * weight;
        }
        const { mean, spread, found } = estimates[k];
        found[g] = 1;
        const r = red / share;
        const gr = green / share;
        const bl = blue / share;
        mean[g * 3] = r;
        mean[g * 3 + 1] = gr;
        mean[g * 3 + 2] = bl;
        spread[g] = Math.max(0, squares / share - (r * r + gr * gr + bl * bl));
      }
    }
  }
  return estimates;
}

/**
 * The summed-area table of the members' weight, colour and squared colour: (width + 1) × (height + 1) entries
 * of CHANNELS, entry (x, y) summing the cells above and left of it. Float64, so a window's sum read as the
 * difference of four entries keeps its precision across the whole grid.
 */
function summedArea({ width, height, rgb }: WorkGrid, members: Uint8Array): Float64Array {
  const stride = (width + 1) * CHANNELS;
  const table = new Float64Array(stride * (height + 1));
  const row = new Float64Array(CHANNELS);
  for (let y = 0, g = 0; y < height; y++) {
    row.fill(0);
    const above = y * stride + CHANNELS;
    const here = above + stride;
    for (let x = 0; x < width; x++, g++) {
      if (members[g]) {
        const r = rgb[g * 3];
        const gr = rgb[g * 3 + 1];
        const b = rgb[g * 3 + 2];
        row[0] += 1;
        row[1] += r;
        row[2] += gr;
        row[3] += b;
        row[4] += r * r + gr * gr + b * b;
      }
      const at = x * CHANNELS;
      for (let k = 0; k < CHANNELS; k++) table[here + at + k] = table[above + at + k] + row[k];
    }
  }
  return table;
}
