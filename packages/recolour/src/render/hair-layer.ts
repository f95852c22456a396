import type { RgbImage } from '../image-types';
import { boxMean } from '../box-filter';
import { samplingPositions } from '../resample';
import { perceptualLightness } from './oklab-pixels';

/**
 * Mask values below MASK_FLOOR are treated as "not hair" and above MASK_CEILING as "all hair", with a smooth
 * ramp between: the refined mask's faint tails over skin and background would otherwise tint them, and its
 * slightly-below-one interior would let the old colour show through.
 */
const MASK_FLOOR = 0.15;
const MASK_CEILING = 0.78;
/** The smoothed ("base") lightness is computed on a grid whose long side is about this many cells. */
const BASE_GRID_SIDE = 160;
const BASE_RADIUS_CELLS = 2;
const HISTOGRAM_BINS = 1024;
const STATS_STRIDE = 3;

/** What every render of one photo shares: where the hair is and how its lightness is built. */
export interface HairLayer {
  width: number;
  height: number;
  /** Pixel indices (y·width + x) that a render may change, in row order, with their columns and rows. */
  indices: Uint32Array;
  xs: Uint16Array;
  ys: Uint16Array;
  /** Blend weight of the new colour at each of `indices`, 0..1. */
  alpha: Float32Array;
  /**
   * With a matte: the hair's own colour (8-bit RGB) at each of `indices`, which on the outline is not the
   * pixel's (the background shows through there). Renders then composite the recoloured hair over what the
   * pixel shows of the background. Without one, a partly covered pixel is blended towards the new colour.
   */
  foreground?: Uint8Array;
  /** Perceptual lightness (OKLab scale) of the hair at each of `indices`: the matte's F, or the photo's. */
  lightness: Float32Array;
  /** Lightness smoothed within the hair (broad shading); `lightness − base` is the strand detail. */
  base: Float32Array;
  /** How much of the pixel's neighbourhood (the same window as `base`) is hair, 0..1: ~½ on the outline. */
  coverage: Float32Array;
  stats: HairLayerStats;
}

export interface HairLayerStats {
  /** 5th, 50th and 95th percentiles of the base lightness of the solid hair: the broad shading's range. */
  baseLow: number;
  medianBase: number;
  baseHigh: number;
  /** 5th, 50th and 95th percentiles of the hair's own lightness. */
  lightnessLow: number;
  medianLightness: number;
  lightnessHigh: number;
  /** Typical size of the strand detail (robust standard deviation of lightness − base), ≥ a small floor. */
  detailSpread: number;
  /** Bounding box of the solid hair, in pixels. */
  box: { left: number; top: number; right: number; bottom: number };
  /** Per column, the smoothed row where the hair starts (the roots); used by ombre. */
  rootRow: Float32Array;
}

export function shapeMaskValue(value: number): number {
  if (value <= MASK_FLOOR) return 0;
  if (value >= MASK_CEILING) return 1;
  const t = (value - MASK_FLOOR) / (MASK_CEILING - MASK_FLOOR);
  return t * t * (3 - 2 * t);
}

/**
 * @param mask hair per pixel, 0..255: a matte's alpha when `matteForeground` is given, else a probability
 * @param matteForeground the matte's hair colour under each partly covered pixel (see HairAnalysis)
 */
export function prepareHairLayer(image: RgbImage, mask: Uint8Array, matteForeground?: Uint8Array): HairLayer {
  const { width, height, data } = image;
  const pixelCount = width * height;
  if (mask.length !== pixelCount) throw new RangeError('mask and image sizes differ');

  const shaped = new Float32Array(256);
  for (let v = 0; v < 256; v++) shaped[v] = matteForeground ? v / 255 : shapeMaskValue(v / 255);
  let count = 0;
  for (let i = 0; i < pixelCount; i++) if (shaped[mask[i]] > 0) count++;

  const indices = new Uint32Array(count);
  const xs = new Uint16Array(count);
  const ys = new Uint16Array(count);
  const alpha = new Float32Array(count);
  const lightness = new Float32Array(count);
  const foreground = matteForeground ? new Uint8Array(count * 3) : undefined;
  let j = 0;
  let k = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const weight = shaped[mask[i]];
      if (weight === 0) continue;
      indices[j] = i;
      xs[j] = x;
      ys[j] = y;
      alpha[j] = weight;
      // On a matte's outline the hair's own colour, elsewhere the pixel's.
      let hair: Uint8Array = data;
      let from = i * 3;
      if (matteForeground && foreground) {
        if (weight < 1) {
          hair = matteForeground;
          from = 3 * k++;
        }
        foreground[j * 3] = hair[from];
        foreground[j * 3 + 1] = hair[from + 1];
        foreground[j * 3 + 2] = hair[from + 2];
      }
      lightness[j] = perceptualLightness(hair[from], hair[from + 1], hair[from + 2]);
      j++;
    }
  }
  if (matteForeground && k * 3 !== matteForeground.length) {
    throw new RangeError('the matte holds a colour for other pixels than its partly covered ones');
  }
  const layer = { width, height, indices, xs, ys, alpha, foreground, lightness };
  const { base, coverage } = smoothWithinHair(layer);
  return { ...layer, base, coverage, stats: measure({ ...layer, base }) };
}

type LayerPixels = Omit<HairLayer, 'base' | 'coverage' | 'stats'>;

/**
 * Normalised convolution on a coarse grid: the alpha-weighted mean lightness of the hair around each hair
 * pixel, ignoring skin and background, sampled back bilinearly.
 */
function smoothWithinHair({ width, height, xs, ys, alpha, lightness }: LayerPixels): {
  base: Float32Array;
  coverage: Float32Array;
} {
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / BASE_GRID_SIDE));
  const gridWidth = Math.ceil(width / cell);
  const gridHeight = Math.ceil(height / cell);
  const weighted = new Float32Array(gridWidth * gridHeight);
  const weights = new Float32Array(gridWidth * gridHeight);
  for (let j = 0; j < xs.length; j++) {
    const g = ((ys[j] / cell) | 0) * gridWidth + ((xs[j] / cell) | 0);
    weighted[g] += alpha[j] * lightness[j];
    weights[g] += alpha[j];
  }
  const blurredWeighted = boxMean(weighted, gridWidth, gridHeight, BASE_RADIUS_CELLS);
  const blurredWeights = boxMean(weights, gridWidth, gridHeight, BASE_RADIUS_CELLS);
  const grid = new Float32Array(gridWidth * gridHeight);
  for (let g = 0; g < grid.length; g++) {
    grid[g] = blurredWeights[g] > 1e-6 ? blurredWeighted[g] / blurredWeights[g] : 0;
  }

  // Bilinear sampling positions, per column and per row.
  const column = samplingPositions(width, 1 / cell, gridWidth);
  const row = samplingPositions(height, 1 / cell, gridHeight);
  const base = new Float32Array(xs.length);
  const coverage = new Float32Array(xs.length);
  for (let j = 0; j < xs.length; j++) {
    const x = xs[j];
    const y = ys[j];
    const x0 = column.low[x];
    const x1 = column.high[x];
    const fx = column.fraction[x];
    const y0 = row.low[y] * gridWidth;
    const y1 = row.high[y] * gridWidth;
    const fy = row.fraction[y];
    // Cells without hair have no meaningful mean: interpolate only between cells that have some.
    const g00 = y0 + x0;
    const g01 = y0 + x1;
    const g10 = y1 + x0;
    const g11 = y1 + x1;
    const w00 = (1 - fx) * (1 - fy) * blurredWeights[g00];
    const w01 = fx * (1 - fy) * blurredWeights[g01];
    const w10 = (1 - fx) * fy * blurredWeights[g10];
    const w11 = fx * fy * blurredWeights[g11];
    const total = w00 + w01 + w10 + w11;
    const sum = w00 * grid[g00] + w01 * grid[g01] + w10 * grid[g10] + w11 * grid[g11];
    base[j] = total > 1e-9 ? sum / total : lightness[j];
    // Cells hold sums of alpha; per pixel of a cell that is the share covered by hair.
    coverage[j] = total / (cell * cell);
  }
  return { base, coverage };
}

function measure({
  width,
  height,
  xs,
  ys,
  alpha,
  lightness,
  base,
}: LayerPixels & { base: Float32Array }): HairLayerStats {
  const baseHistogram = new Float64Array(HISTOGRAM_BINS);
  const lightnessHistogram = new Float64Array(HISTOGRAM_BINS);
  const detailHistogram = new Float64Array(HISTOGRAM_BINS);
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  const rootRow = new Float32Array(width).fill(-1);
  const last = HISTOGRAM_BINS - 1;
  // Percentiles and extents need a fair sample, not every pixel: every third hair pixel walks each row.
  for (let j = 0; j < xs.length; j += STATS_STRIDE) {
    if (alpha[j] < 0.5) continue;
    const x = xs[j];
    const y = ys[j];
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
    if (rootRow[x] < 0) rootRow[x] = y;
    const b = (base[j] * HISTOGRAM_BINS) | 0;
    const l = (lightness[j] * HISTOGRAM_BINS) | 0;
    const d = (Math.abs(lightness[j] - base[j]) * 4 * HISTOGRAM_BINS) | 0;
    baseHistogram[b < 0 ? 0 : b > last ? last : b]++;
    lightnessHistogram[l < 0 ? 0 : l > last ? last : l]++;
    detailHistogram[d > last ? last : d]++;
  }
  const box = { left, top, right, bottom };
  if (box.right < 0) {
    return {
      baseLow: 0.4,
      medianBase: 0.5,
      baseHigh: 0.6,
      lightnessLow: 0.4,
      medianLightness: 0.5,
      lightnessHigh: 0.6,
      detailSpread: 0.02,
      box: { left: 0, top: 0, right: width - 1, bottom: height - 1 },
      rootRow: new Float32Array(width),
    };
  }
  return {
    baseLow: percentile(baseHistogram, 0.05),
    medianBase: percentile(baseHistogram, 0.5),
    baseHigh: percentile(baseHistogram, 0.95),
    lightnessLow: percentile(lightnessHistogram, 0.05),
    medianLightness: percentile(lightnessHistogram, 0.5),
    lightnessHigh: percentile(lightnessHistogram, 0.95),
    // Median absolute deviation (detail is centred on the base) × 1.4826 estimates σ, ignoring glints.
    detailSpread: Math.max(0.005, (1.4826 * percentile(detailHistogram, 0.5)) / 4),
    box,
    rootRow: smoothRoots(rootRow, box),
  };
}

/** Value below which `fraction` of the histogram's mass lies, as a position in 0..1. */
function percentile(histogram: Float64Array, fraction: number): number {
  let total = 0;
  for (const count of histogram) total += count;
  if (total === 0) return 0.5;
  let seen = 0;
  for (let k = 0; k < histogram.length; k++) {
    seen += histogram[k];
    if (seen >= total * fraction) return (k + 0.5) / histogram.length;
  }
  return 1;
}

/**
 * The roots line: per column, the first row of hair. Hair that hangs beside the head (a long side lock, a
 * ponytail) would put its column's "roots" halfway down, so each column takes the highest first row within
 * a tenth of the hair's width around it; columns without hair take their neighbours'; then the line is
 * smoothed over a twentieth of the hair's width.
 */
function smoothRoots(rootRow: Float32Array, box: HairLayerStats['box']): Float32Array {
  const width = rootRow.length;
  const hairWidth = box.right - box.left + 1;
  const reach = Math.max(1, Math.round(hairWidth * 0.1));
  const highest = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    let best = Number.POSITIVE_INFINITY;
    for (let k = Math.max(0, x - reach); k <= Math.min(width - 1, x + reach); k++) {
      if (rootRow[k] >= 0 && rootRow[k] < best) best = rootRow[k];
    }
    highest[x] = best;
  }
  let last = box.top;
  for (let x = 0; x < width; x++) {
    if (Number.isFinite(highest[x])) last = highest[x];
    else highest[x] = last;
  }
  return boxMean(highest, width, 1, Math.max(1, Math.round(hairWidth * 0.05)));
}
