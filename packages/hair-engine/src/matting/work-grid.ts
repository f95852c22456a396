import type { FloatPlane, RgbImage } from '@hairhue/recolour';

/**
 * The photo and its hair probability averaged over square cells of `cell` pixels: the grid on which the
 * matte's band is drawn and the hair's and background's local colours are estimated. Those vary slowly;
 * the alpha itself is read at full resolution from each pixel's own colour.
 */
export interface WorkGrid {
  width: number;
  height: number;
  /** Full-resolution pixels per cell side. */
  cell: number;
  /** Mean colour per cell, interleaved RGB, 0..255. */
  rgb: Float32Array;
  /** Mean hair probability per cell, 0..1. */
  probability: Float32Array;
}

/** The grid's long side: cells of 2–4 px on a phone photo, fine enough to follow a curl's outline. */
export const GRID_SIDE = 512;

export function workGrid(image: RgbImage, probability: FloatPlane): WorkGrid {
  const { width, height, data } = image;
  if (probability.width !== width || probability.height !== height) {
    throw new RangeError('probability and photo sizes differ');
  }
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / GRID_SIDE));
  const gw = Math.ceil(width / cell);
  const gh = Math.ceil(height / cell);
  const rgb = new Float32Array(gw * gh * 3);
  const hair = new Float32Array(gw * gh);
  const counts = new Float32Array(gw * gh);
  for (let y = 0; y < height; y++) {
    const row = ((y / cell) | 0) * gw;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const g = row + ((x / cell) | 0);
      counts[g]++;
      hair[g] += probability.data[i];
      rgb[g * 3] += data[i * 3];
      rgb[g * 3 + 1] += data[i * 3 + 1];
      rgb[g * 3 + 2] += data[i * 3 + 2];
    }
  }
  for (let g = 0; g < counts.length; g++) {
    const n = counts[g];
    hair[g] /= n;
    rgb[g * 3] /= n;
    rgb[g * 3 + 1] /= n;
    rgb[g * 3 + 2] /= n;
  }
  return { width: gw, height: gh, cell, rgb, probability: hair };
}

/** Rec. 709 luma of the interleaved RGB colour at cell `g`, 0..255. */
export function lumaOf(rgb: Float32Array, g: number): number {
  return 0.2126 * rgb[g * 3] + 0.7152 * rgb[g * 3 + 1] + 0.0722 * rgb[g * 3 + 2];
}

/** Rec. 709 luma of a grid's colours, 0..255. */
export function gridLuma(grid: WorkGrid): Float32Array {
  const luma = new Float32Array(grid.width * grid.height);
  for (let g = 0; g < luma.length; g++) luma[g] = lumaOf(grid.rgb, g);
  return luma;
}
