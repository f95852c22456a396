import type { RgbImage } from '../image-types';
import type { GuidedCoefficients } from '../guided-filter';
import type { WorkingGrid } from './working-grid';

/**
 * Writes the corrected mask, `max(keep · mask, hair)`, into `out` for the photo pixels of the working cells
 * marked in `reached`: `keep` and `hair` are the guided filter's coefficients fitted on the working grid,
 * upsampled bilinearly (pixel centres aligned) and applied to each pixel's own colour, so the change follows
 * the photo's edges at full resolution (the fast guided filter's last step, as `applyCoefficientsUpsampled`,
 * here over the reached cells only: a few strokes touch a small part of a large photo). A missing plane means
 * no stroke of that kind: keep everything, add nothing.
 */
export function writeRefinedPixels(
  out: Uint8Array,
  image: RgbImage,
  mask: Uint8Array,
  grid: WorkingGrid,
  reached: Uint8Array,
  keep: GuidedCoefficients | undefined,
  hair: GuidedCoefficients | undefined,
): void {
  const { width, data: rgb } = image;
  const { left, top, right, bottom, factor } = grid;
  const { width: gridWidth, height: gridHeight } = grid.guide;
  const { first, last } = reachedColumns(reached, gridWidth, gridHeight);
  // Interpolated coefficient rows of the current photo row, 1/255 folded into the colour terms:
  // 4 per plane (r, g, b, constant), keep's then hair's.
  const rows = new Float64Array(8 * gridWidth);
  const inverse = 1 / factor;
  // Per photo column of the region: the coefficient column to its left (×8, its offset in `rows`), the one
  // to its right, and the weight between them.
  const regionWidth = right - left;
  const leftColumn = new Int32Array(regionWidth);
  const rightColumn = new Int32Array(regionWidth);
  const weight = new Float64Array(regionWidth);
  for (let c = 0; c < regionWidth; c++) {
    const sx = Math.min(Math.max((c + 0.5) * inverse - 0.5, 0), gridWidth - 1);
    const k = Math.floor(sx);
    leftColumn[c] = 8 * k;
    rightColumn[c] = 8 * Math.min(k + 1, gridWidth - 1);
    weight[c] = sx - k;
  }
  for (let y = top; y < bottom; y++) {
    const cellRow = ((y - top) * inverse) | 0;
    if (first[cellRow] > last[cellRow]) continue;
    // The coefficient columns the reached cells of this row sample: one either side of them.
    const from = Math.max(0, first[cellRow] - 1);
    const to = Math.min(gridWidth - 1, last[cellRow] + 1);
    const sy = Math.min(Math.max((y - top + 0.5) * inverse - 0.5, 0), gridHeight - 1);
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    const upper = y0 * gridWidth;
    const lower = Math.min(y0 + 1, gridHeight - 1) * gridWidth;
    if (keep) interpolateRows(keep, upper, lower, fy, from, to, rows, 0);
    if (hair) interpolateRows(hair, upper, lower, fy, from, to, rows, 4);
    const cells = cellRow * gridWidth;
    for (let u = first[cellRow]; u <= last[cellRow]; u++) {
      if (!reached[cells + u]) continue;
      const x0 = left + u * factor;
      const x1 = Math.min(right, x0 + factor);
      for (let x = x0, i = y * width + x0, j = i * 3; x < x1; x++, i++, j += 3) {
        const c = x - left;
        const a = leftColumn[c];
        const b = rightColumn[c];
        const fx = weight[c];
        const r = rgb[j];
        const g = rgb[j + 1];
        const bl = rgb[j + 2];
        let value = mask[i];
        if (keep) value *= clampUnit(linear(rows, a, b, fx, 0, r, g, bl));
        if (hair) value = Math.max(value, 255 * clampUnit(linear(rows, a, b, fx, 4, r, g, bl)));
        out[i] = (value + 0.5) | 0;
      }
    }
  }
}

/** Coefficients this close to "keep all" (0, 0, 0, 1) or "add nothing" (0, 0, 0, 0) change no 8-bit value. */
const IDENTITY_TOLERANCE = 1e-4;

/**
 * The working cells whose photo pixels the strokes change: those that sample (bilinearly, so from a cell's
 * neighbours too) coefficients other than "keep all" and "add nothing". Far from every stroke the fit is
 * exactly those, and skipping its pixels is most of the saving on a large photo.
 */
export function changedCells(
  width: number,
  height: number,
  keep: GuidedCoefficients | undefined,
  hair: GuidedCoefficients | undefined,
): Uint8Array {
  const changed = new Uint8Array(width * height);
  const far = (value: number, from: number) => Math.abs(value - from) > IDENTITY_TOLERANCE;
  for (let i = 0; i < changed.length; i++) {
    const keepChanged =
      keep !== undefined &&
      (far(keep.ar[i], 0) || far(keep.ag[i], 0) || far(keep.ab[i], 0) || far(keep.b[i], 1));
    const hairChanged =
      hair !== undefined &&
      (far(hair.ar[i], 0) || far(hair.ag[i], 0) || far(hair.ab[i], 0) || far(hair.b[i], 0));
    if (keepChanged || hairChanged) changed[i] = 1;
  }
  // A cell's pixels sample the coefficients of the cells either side of it.
  const out = new Uint8Array(changed.length);
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      if (!changed[v * width + u]) continue;
      for (let dv = Math.max(0, v - 1); dv <= Math.min(height - 1, v + 1); dv++) {
        for (let du = Math.max(0, u - 1); du <= Math.min(width - 1, u + 1); du++) out[dv * width + du] = 1;
      }
    }
  }
  return out;
}

/** Per cell row, the first and last reached column (first > last when none is). */
function reachedColumns(reached: Uint8Array, width: number, height: number) {
  const first = new Int32Array(height).fill(width);
  const last = new Int32Array(height).fill(-1);
  for (let v = 0; v < height; v++) {
    for (let u = 0, i = v * width; u < width; u++, i++) {
      if (!reached[i]) continue;
      if (first[v] === width) first[v] = u;
      last[v] = u;
    }
  }
  return { first, last };
}

/** Blends two rows of a plane's coefficients into `rows` (interleaved, 8 per column, from `slot`). */
function interpolateRows(
  coefficients: GuidedCoefficients,
  upper: number,
  lower: number,
  fy: number,
  from: number,
  to: number,
  rows: Float64Array,
  slot: number,
): void {
  const { ar, ag, ab, b } = coefficients;
  const k255 = 1 / 255;
  for (let x = from; x <= to; x++) {
    const t = upper + x;
    const u = lower + x;
    const o = 8 * x + slot;
    rows[o] = (ar[t] + (ar[u] - ar[t]) * fy) * k255;
    rows[o + 1] = (ag[t] + (ag[u] - ag[t]) * fy) * k255;
    rows[o + 2] = (ab[t] + (ab[u] - ab[t]) * fy) * k255;
    rows[o + 3] = b[t] + (b[u] - b[t]) * fy;
  }
}

/** One plane's linear model at a pixel: its coefficients between columns a and b, applied to the colour. */
function linear(
  rows: Float64Array,
  a: number,
  b: number,
  fx: number,
  slot: number,
  r: number,
  g: number,
  bl: number,
): number {
  const p = a + slot;
  const q = b + slot;
  const cr = rows[p] + (rows[q] - rows[p]) * fx;
  const cg = rows[p + 1] + (rows[q + 1] - rows[p + 1]) * fx;
  const cb = rows[p + 2] + (rows[q + 2] - rows[p + 2]) * fx;
  const c = rows[p + 3] + (rows[q + 3] - rows[p + 3]) * fx;
  return cr * r + cg * g + cb * bl + c;
}

function clampUnit(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}
