import { hexToRgb } from '../colour/hex';
import type { RgbImage } from '../image-types';
import { boxMean } from '../box-filter';
import type { HairLayer } from './hair-layer';

const GRID_SIDE = 256;
/** Halo reach as a fraction of the hair's larger side. */
const REACH = 0.06;

/**
 * A soft light just outside the hair's edge, screened over the photo: the hair seems to give off light.
 * Built from the hair mask blurred on a coarse grid, minus the hair itself.
 */
export function addGlowHalo(image: RgbImage, layer: HairLayer, colour: string, strength: number): void {
  const { width, height, data } = image;
  const cell = Math.max(1, Math.ceil(Math.max(width, height) / GRID_SIDE));
  const gridWidth = Math.ceil(width / cell);
  const gridHeight = Math.ceil(height / cell);
  const coverage = new Float32Array(gridWidth * gridHeight);
  const cellArea = cell * cell;
  for (let j = 0; j < layer.indices.length; j++) {
    const x = layer.xs[j];
    const y = layer.ys[j];
    coverage[((y / cell) | 0) * gridWidth + ((x / cell) | 0)] += layer.alpha[j] / cellArea;
  }
  const { left, top, right, bottom } = layer.stats.box;
  const reachCells = Math.max(2, Math.round((REACH * Math.max(right - left, bottom - top)) / cell));
  // Two box passes approximate a Gaussian falloff.
  const halo = boxMean(
    boxMean(coverage, gridWidth, gridHeight, reachCells),
    gridWidth,
    gridHeight,
    reachCells,
  );

  const alphaAt = new Float32Array(width * height);
  for (let j = 0; j < layer.indices.length; j++) alphaAt[layer.indices[j]] = layer.alpha[j];
  const { r, g, b } = hexToRgb(colour);
  const margin = reachCells * cell * 2;
  const x0 = Math.max(0, left - margin);
  const x1 = Math.min(width - 1, right + margin);
  const y0 = Math.max(0, top - margin);
  const y1 = Math.min(height - 1, bottom + margin);
  for (let y = y0; y <= y1; y++) {
    const gy = Math.min(((y + 0.5) / cell) | 0, gridHeight - 1);
    for (let x = x0; x <= x1; x++) {
      const i = y * width + x;
      const around = halo[gy * gridWidth + Math.min(((x + 0.5) / cell) | 0, gridWidth - 1)];
      const weight = Math.min(1, 1.6 * strength * around) * (1 - alphaAt[i]);
      if (weight <= 0.002) continue;
      const o = i * 3;
      data[o] = screen(data[o], r, weight);
      data[o + 1] = screen(data[o + 1], g, weight);
      data[o + 2] = screen(data[o + 2], b, weight);
    }
  }
}

function screen(under: number, light: number, weight: number): number {
  return Math.round(255 - ((255 - under) * (255 - light * weight)) / 255);
}
