import { boxMean } from '../box-filter';
import { hexToRgb } from '../colour/hex';
import type { RgbImage } from '../image-types';
import type { HairLayer } from './hair-layer';

const GRID_SIDE = 256;
/** Halo reach as a fraction of the hair's larger side. */
const REACH = 0.06;
/** A halo weight at or below this leaves the pixel as it is. */
export const HALO_CUTOFF = 0.002;
/** How strongly the halo's coarse field lights a pixel: 1 / GLOW_GAIN of the field already lights it fully. */
export const GLOW_GAIN = 1.6;

/**
 * Where a glow's light falls around the hair: the hair's coverage blurred on a coarse grid (cells of `cell`
 * pixels; a pixel reads the cell its centre falls in), within the hair's box grown by `margin`.
 */
export interface GlowHaloField {
  cell: number;
  gridWidth: number;
  gridHeight: number;
  halo: Float32Array;
  /** The pixels the halo may touch, inclusive. */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The halo of a photo's hair: it depends on the hair only, so one serves every glow shade. */
export function glowHaloField(layer: HairLayer): GlowHaloField {
  const { width, height } = layer;
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
  const margin = reachCells * cell * 2;
  return {
    cell,
    gridWidth,
    gridHeight,
    halo,
    left: Math.max(0, left - margin),
    top: Math.max(0, top - margin),
    right: Math.min(width - 1, right + margin),
    bottom: Math.min(height - 1, bottom + margin),
  };
}

/**
 * A soft light just outside the hair's edge, screened over the photo: the hair seems to give off light.
 */
export function addGlowHalo(image: RgbImage, layer: HairLayer, colour: string, strength: number): void {
  const { width, data } = image;
  const field = glowHaloField(layer);
  const { cell, gridWidth, gridHeight, halo } = field;
  const alphaAt = new Float32Array(width * image.height);
  for (let j = 0; j < layer.indices.length; j++) alphaAt[layer.indices[j]] = layer.alpha[j];
  const { r, g, b } = hexToRgb(colour);
  for (let y = field.top; y <= field.bottom; y++) {
    const gy = Math.min(((y + 0.5) / cell) | 0, gridHeight - 1);
    for (let x = field.left; x <= field.right; x++) {
      const i = y * width + x;
      const around = halo[gy * gridWidth + Math.min(((x + 0.5) / cell) | 0, gridWidth - 1)];
      const weight = Math.min(1, GLOW_GAIN * strength * around) * (1 - alphaAt[i]);
      if (weight <= HALO_CUTOFF) continue;
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
