import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { SpecialEffect } from '@hairhue/catalogue';
import { specialEffects } from '@hairhue/catalogue';
import sharp from 'sharp';

import type { RgbImage } from '@hairhue/recolour';
import { prepareHairLayer, renderRecipe } from '@hairhue/recolour';
import type { PaintedHairLock } from './hair-lock';
import { DEFAULT_LOCK_SEED, paintHairLock } from './hair-lock';

/*
 * Effect icons are the engine's own renders: the effect applied to a drawn lock of hair, exactly as it would
 * be applied to a photo, cut out with the lock's coverage as alpha so the app can show it on any background.
 */

export const DEFAULT_ICON_SIZE = 256;

/** Renders one effect's icon as an RGBA PNG of `size` × `size` pixels. */
export async function renderEffectIcon(
  effect: SpecialEffect,
  size: number = DEFAULT_ICON_SIZE,
): Promise<Buffer> {
  return encodeRgba(effectIconPixels(paintHairLock(size, DEFAULT_LOCK_SEED), effect), size);
}

/**
 * Writes `{id}.png` for every special effect into `outDir` (created if missing) and returns the paths written,
 * in catalogue order. The lock is drawn once and shared by all icons.
 */
export async function renderAllEffectIcons(
  outDir: string,
  size: number = DEFAULT_ICON_SIZE,
): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const lock = paintHairLock(size, DEFAULT_LOCK_SEED);
  const written: string[] = [];
  for (const effect of specialEffects) {
    const file = path.join(outDir, `${effect.id}.png`);
    await writeFile(file, await encodeRgba(effectIconPixels(lock, effect), size));
    written.push(file);
  }
  return written;
}

/**
 * The effect over the lock, as straight RGBA.
 *
 * Every pixel the strands touch is handed to the renderer as solid hair, in the strands' own unmixed colour:
 * the renderer fades its colour out over a soft mask's faint edge, which on a cut-out would leave a fringe of
 * the old brown round every thin strand; here the fading is the alpha channel's job. The background is black,
 * so a glow's halo (light screened over the background) comes back as exactly the halo's premultiplied
 * colour, which becomes its own alpha and colour behind the hair.
 */
function effectIconPixels(lock: PaintedHairLock, effect: SpecialEffect): Uint8Array {
  const { colour, coverage } = lock;
  const { width, height } = colour;
  const pixels = width * height;
  const solid = new Uint8Array(pixels);
  const photo: RgbImage = { width, height, data: new Uint8Array(pixels * 3) };
  for (let i = 0; i < pixels; i++) {
    // Pixels whose alpha would round to zero are background.
    if (coverage[i] * 255 < 0.5) continue;
    solid[i] = 255;
    photo.data.set(colour.data.subarray(i * 3, i * 3 + 3), i * 3);
  }
  const result = renderRecipe(photo, prepareHairLayer(photo, solid), effect.recipe);

  const halo = haloBehindHair(result, solid);
  const rgba = new Uint8Array(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const hair = solid[i] ? coverage[i] : 0;
    const haloAlpha = halo ? halo[i * 4 + 3] / 255 : 0;
    const alpha = hair + haloAlpha * (1 - hair);
    if (alpha <= 0) continue;
    const haloWeight = (haloAlpha * (1 - hair)) / alpha;
    const hairWeight = hair / alpha;
    for (let c = 0; c < 3; c++) {
      const haloValue = halo ? halo[i * 4 + c] : 0;
      rgba[i * 4 + c] = Math.round(result.data[i * 3 + c] * hairWeight + haloValue * haloWeight);
    }
    rgba[i * 4 + 3] = Math.round(alpha * 255);
  }
  return rgba;
}

/**
 * The halo, if the effect drew one, as straight RGBA. Outside the hair, the render over black is exactly the
 * halo's premultiplied colour. Under the hair the renderer drew none, yet the halo shows through the thin
 * edges and the gaps between strands, so it is carried in from the nearest pixels outside (it is smooth);
 * otherwise every fine strand would have a dark outline.
 */
function haloBehindHair(result: RgbImage, solid: Uint8Array): Uint8Array | null {
  const { width, height, data } = result;
  const pixels = width * height;
  const premultiplied = new Float32Array(pixels * 3);
  const known = new Uint8Array(pixels);
  let lit = false;
  for (let i = 0; i < pixels; i++) {
    if (solid[i]) continue;
    known[i] = 1;
    for (let c = 0; c < 3; c++) premultiplied[i * 3 + c] = data[i * 3 + c];
    lit ||= data[i * 3] + data[i * 3 + 1] + data[i * 3 + 2] > 0;
  }
  if (!lit) return null;
  // Deep enough to reach every gap between the strands, where the halo behind the lock shows through.
  const passes = Math.ceil(Math.max(width, height) * HALO_FILL_DEPTH);
  for (let pass = 0; pass < passes; pass++) {
    if (fillFromNeighbours(premultiplied, known, width, height) === 0) break;
  }

  const halo = new Uint8Array(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    const strongest = Math.max(premultiplied[i * 3], premultiplied[i * 3 + 1], premultiplied[i * 3 + 2]);
    if (strongest < 1) continue;
    // The halo is the effect colour screened at some weight: its strongest channel carries the weight.
    const alpha = strongest / 255;
    for (let c = 0; c < 3; c++) halo[i * 4 + c] = Math.round(premultiplied[i * 3 + c] / alpha);
    halo[i * 4 + 3] = Math.round(alpha * 255);
  }
  return halo;
}

/** How far (as a share of the icon side) the halo is carried in under the hair, at most. */
const HALO_FILL_DEPTH = 0.15;

/** One step of filling unknown pixels with the mean of their known 8-neighbours; returns how many it filled. */
function fillFromNeighbours(values: Float32Array, known: Uint8Array, width: number, height: number): number {
  const filled: number[] = [];
  const sums = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (known[i]) continue;
      let count = 0;
      sums.fill(0);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = ny * width + nx;
          if (!known[n]) continue;
          count++;
          for (let c = 0; c < 3; c++) sums[c] += values[n * 3 + c];
        }
      }
      if (count === 0) continue;
      for (let c = 0; c < 3; c++) values[i * 3 + c] = sums[c] / count;
      filled.push(i);
    }
  }
  // Marked after the sweep, so that one pass reaches one pixel further whatever the sweep direction.
  for (const i of filled) known[i] = 1;
  return filled.length;
}

async function encodeRgba(rgba: Uint8Array, size: number): Promise<Buffer> {
  const bytes = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return sharp(bytes, { raw: { width: size, height: size, channels: 4 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
