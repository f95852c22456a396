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
  const sumR = new Float32Array(n);
  const sumG = new Float32Array(n);
  const sumB = new Float32Array(n);
  const count = new Float32Array(n);
  for (let y = top; y < bottom; y++) {
    const gridRow = ((y - top) / factor) | 0;
    let cell = gridRow * gridWidth;
    let inCell = 0;
    for (let x = left, j = (y * width + left) * 3; x < right; x++, j += 3) {
      sumR[cell] += data[j];
      sumG[cell] += data[j + 1];
      sumB[cell] += data[j + 2];
      count[cell]++;
      if (++inCell === factor) {
        inCell = 0;
        cell++;
      }
    }
  }
  for (let i = 0; i < n; i++) {
    const scale = count[i] > 0 ? 1 / (255 * count[i]) : 0;
    sumR[i] *= scale;
    sumG[i] *= scale;
    sumB[i] *= scale;
  }
  return {
    left,
    top,
    right,
    bottom,
    factor,
    guide: { width: gridWidth, height: gridHeight, r: sumR, g: sumG, b: sumB },
  };
}
