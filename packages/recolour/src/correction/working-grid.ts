import type { RgbImage } from '../image-types';
import type { GuidePlanes } from '../guided-filter';

/**
 * The part of a photo a set of strokes can change, and a coarse copy of it to refine them on. The copy's
 * pixels are `factor`×`factor` blocks of the photo (area means), so one refinement costs the same on any
 * photo size, and the region's corner sits on a block boundary so the two grids stay aligned.
 */
export interface WorkingGrid {
  /** The region in photo pixels: [left, right) × [top, bottom). */
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Photo pixels per working pixel along each axis. */
  factor: number;
  /** The region's colours on the working grid, in [0, 1]. */
  guide: GuidePlanes;
}

/** A rectangle in photo pixels, [left, right) × [top, bottom). */
export interface PixelRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The block size that brings the photo's long side to at most `workingSide`. */
export function workingFactor(width: number, height: number, workingSide: number): number {
  return Math.max(1, Math.ceil(Math.max(width, height) / workingSide));
}

/** The coarse copy of `rect` (widened to whole blocks, clipped to the photo). */
export function workingGrid(image: RgbImage, rect: PixelRect, factor: number): WorkingGrid {
  const { width, height, data } = image;
  const left = Math.max(0, Math.floor(rect.left / factor) * factor);
  const top = Math.max(0, Math.floor(rect.top / factor) * factor);
  const right = Math.min(width, Math.ceil(rect.right / factor) * factor);
  const bottom = Math.min(height, Math.ceil(rect.bottom / factor) * factor);
  const gridWidth = Math.max(1, Math.ceil((right - left) / factor));
  const gridHeight = Math.max(1, Math.ceil((bottom - top) / factor));
  const n = gridWidth * gridHeight;
  // Integer sums of each block's pixels, one block row at a time; then divided by the block's pixel count
  // (smaller in the last row and column when the region ends at the photo's edge).
  const sumR = new Uint32Array(n);
  const sumG = new Uint32Array(n);
  const sumB = new Uint32Array(n);
  for (let y = top; y < bottom; y++) {
    const rowStart = (((y - top) / factor) | 0) * gridWidth;
    for (let u = 0, x = left, j = (y * width + left) * 3; u < gridWidth; u++) {
      const end = Math.min(right, x + factor);
      let r = 0;
      let g = 0;
      let b = 0;
      for (; x < end; x++, j += 3) {
        r += data[j];
        g += data[j + 1];
        b += data[j + 2];
      }
      sumR[rowStart + u] += r;
      sumG[rowStart + u] += g;
      sumB[rowStart + u] += b;
    }
  }
  const r = new Float32Array(n);
  const g = new Float32Array(n);
  const b = new Float32Array(n);
  for (let v = 0, i = 0; v < gridHeight; v++) {
    const rows = Math.min(factor, bottom - (top + v * factor));
    for (let u = 0; u < gridWidth; u++, i++) {
      const columns = Math.min(factor, right - (left + u * factor));
      const scale = 1 / (255 * rows * columns);
      r[i] = sumR[i] * scale;
      g[i] = sumG[i] * scale;
      b[i] = sumB[i] * scale;
    }
  }
  return {
    left,
    top,
    right,
    bottom,
    factor,
    guide: { width: gridWidth, height: gridHeight, r, g, b },
  };
}
