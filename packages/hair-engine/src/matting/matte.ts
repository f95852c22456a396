import type { FaceDetection } from '../guards';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { samplingPositions, smoothstep } from '@hairhue/recolour';

import type { MatteBand } from './band';
import { drawBand } from './band';
import type { LocalColours } from './local-colours';
import type { WorkGrid } from './work-grid';
import { workGrid } from './work-grid';

/**
 * How far apart (RGB distance, 0..255 scale) the hair's and the background's colours must be for a pixel's
 * colour to say how much hair it holds: at this distance the colour and the network's outline count alike.
 */
const SEPARATION_FROM = 30;
const SEPARATION_FULL = 90;
/** How far off the line between the two colours a pixel may lie before its colour is no longer believed. */
const OFF_LINE = 32;
/**
 * Each end of the line is not the side's mean colour but its spread towards the other side (about the 90th
 * percentile): sheen and grey highlights on dark hair are hair, not transparency, and the light and shade of
 * skin or a wall are background, not wisps.
 */
const END_SPREAD = 1.3;
const MAX_END_SHIFT = 0.35;
/** Over this many cells from the band's edges the colour's say fades in. */
const EDGE_FADE_CELLS = 2;
/** Where colour cannot tell, the network's outline decides, with a short anti-aliased step at its ½. */
const DECISIVE_FROM = 0.42;
const DECISIVE_TO = 0.58;
/** Alphas within this many 255ths of 0 or 1 are taken as 0 or 1 (a sure pixel needs no hair colour). */
const SNAP = 6;

/** The outline's pixels (0 < alpha < 255) with their hair colour (F), 8-bit RGB. */
export interface MatteOutline {
  /** Pixel indices (y·width + x), in row order. */
  indices: Uint32Array;
  foreground: Uint8Array;
}

export interface Matte {
  /** Hair alpha per pixel of the photo, 0..255. */
  alpha: Uint8Array;
  band: MatteOutline;
}

export interface MatteOptions {
  /** The faces the guards found: the band reaches farther at their temples and sideburns. */
  faces?: readonly FaceDetection[];
}

/**
 * The hair's matte, from the network's refined probability and the photo.
 *
 * 1. A work grid (≤ 512 px) of the photo and the probability; on it, sure hair, sure background and the
 *    unsure band between them, as wide as the uncertainty (`drawBand`), and the local colours of both sides
 *    (F, the hair's; B, the background's) estimated from their sure cells.
 * 2. At full resolution, every pixel of the band reads its own alpha from its colour: its position on the
 *    line from the local B to the local F (I = α·F + (1 − α)·B). A strand, a defocused fuzz or a gap
 *    between curls gets the share of hair its colour shows, pixel by pixel.
 * 3. Where the two colours are alike (dark hair on a dark sweater, a shadow on the neck), or the background
 *    is busy, or the pixel lies far off the line, colour cannot tell: the network's outline decides there,
 *    with a short step at its ½, so the edge is decisive instead of a wide ramp of colour. Between the two
 *    the confidence in the colour blends them.
 *
 * Outside the band alpha is 0 or 1. F is kept for the partly covered pixels, so a render can composite the
 * recoloured hair over the background's share of each: α·recolour(F) + (1 − α)·B.
 */
export async function computeMatte(
  image: RgbImage,
  probability: FloatPlane,
  options: MatteOptions = {},
): Promise<Matte> {
  const grid = workGrid(image, probability);
  const band = drawBand(grid, Math.min(image.width, image.height), options.faces);
  return readAlpha(image, probability.data, grid, band);
}

function readAlpha(image: RgbImage, probability: Float32Array, grid: WorkGrid, band: MatteBand): Matte {
  const { width, height, data } = image;
  const { cell, width: gw } = grid;
  const alpha = new Uint8Array(width * height);
  let indices = new Uint32Array(1 << 16);
  let colours = new Uint8Array(3 << 16);
  let count = 0;
  const columns = samplingPositions(width, 1 / cell, gw);
  const rows = samplingPositions(height, 1 / cell, grid.height);
  const hairColour = new Float64Array(4);
  const backgroundColour = new Float64Array(4);
  const offLine = OFF_LINE * OFF_LINE;
  for (let y = 0; y < height; y++) {
    const gridRow = ((y / cell) | 0) * gw;
    const row0 = rows.low[y] * gw;
    const row1 = rows.high[y] * gw;
    const fy = rows.fraction[y];
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const g = gridRow + ((x / cell) | 0);
      if (!band.unknown[g]) {
        if (band.sureHair[g]) alpha[i] = 255;
        continue;
      }
      const decisive = smoothstep(DECISIVE_FROM, DECISIVE_TO, probability[i]);
      const x0 = columns.low[x];
      const x1 = columns.high[x];
      const fx = columns.fraction[x];
      const hasHair = sample(band.hair, row0 + x0, row0 + x1, row1 + x0, row1 + x1, fx, fy, hairColour);
      const hasBackground = sample(
        band.background,
        row0 + x0,
        row0 + x1,
        row1 + x0,
        row1 + x1,
        fx,
        fy,
        backgroundColour,
      );
      const o = i * 3;
      let value = decisive;
      if (hasHair && hasBackground) {
        let along = 0;
        let apart = 0;
        for (let c = 0; c < 3; c++) {
          const d = hairColour[c] - backgroundColour[c];
          along += (data[o + c] - backgroundColour[c]) * d;
          apart += d * d;
        }
        const onLine = apart > 0 ? Math.min(1, Math.max(0, along / apart)) : decisive;
        let off = 0;
        for (let c = 0; c < 3; c++) {
          const fitted = backgroundColour[c] + onLine * (hairColour[c] - backgroundColour[c]);
          off += (data[o + c] - fitted) ** 2;
        }
        const distance = Math.sqrt(apart);
        const hairEnd = 1 - Math.min(MAX_END_SHIFT, (END_SPREAD * Math.sqrt(hairColour[3])) / distance);
        const backgroundEnd = Math.min(
          MAX_END_SHIFT,
          (END_SPREAD * Math.sqrt(backgroundColour[3])) / distance,
        );
        const read = Math.min(1, Math.max(0, (onLine - backgroundEnd) / (hairEnd - backgroundEnd)));
        // Texture on either side makes the colours' distance less telling.
        const telling = Math.max(0, distance - Math.sqrt(hairColour[3] + backgroundColour[3]) / 2);
        const trust =
          smoothstep(SEPARATION_FROM, SEPARATION_FULL, telling) *
          (offLine / (offLine + off)) *
          smoothstep(0, EDGE_FADE_CELLS, band.room[g]);
        value = trust * read + (1 - trust) * decisive;
      }
      const byte = Math.round(255 * value);
      if (byte <= SNAP) continue;
      if (byte >= 255 - SNAP) {
        alpha[i] = 255;
        continue;
      }
      alpha[i] = byte;
      if (count === indices.length) {
        indices = grown(indices);
        colours = grown(colours);
      }
      indices[count] = i;
      // Without a hair colour near (a wisp far from any solid hair) the pixel's own stands for it.
      for (let c = 0; c < 3; c++) colours[count * 3 + c] = Math.round(hasHair ? hairColour[c] : data[o + c]);
      count++;
    }
  }
  return { alpha, band: { indices: indices.slice(0, count), foreground: colours.slice(0, count * 3) } };
}

function grown<T extends Uint8Array | Uint32Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/**
 * A bilinear sample of one side's local colours between four cells, over those where the side was found (a
 * cell without an estimate holds no colour to mix in): RGB and the spread into `out`; false where none of
 * the four has one.
 */
function sample(
  side: LocalColours,
  g00: number,
  g01: number,
  g10: number,
  g11: number,
  fx: number,
  fy: number,
  out: Float64Array,
): boolean {
  const { found, mean, spread } = side;
  const w00 = found[g00] * (1 - fx) * (1 - fy);
  const w01 = found[g01] * fx * (1 - fy);
  const w10 = found[g10] * (1 - fx) * fy;
  const w11 = found[g11] * fx * fy;
  const total = w00 + w01 + w10 + w11;
  if (total <= 1e-9) return false;
  for (let c = 0; c < 3; c++) {
    out[c] =
      (w00 * mean[g00 * 3 + c] +
        w01 * mean[g01 * 3 + c] +
        w10 * mean[g10 * 3 + c] +
        w11 * mean[g11 * 3 + c]) /
      total;
  }
  out[3] = (w00 * spread[g00] + w01 * spread[g01] + w10 * spread[g10] + w11 * spread[g11]) / total;
  return true;
}
