import type { RgbImage } from '@hairhue/recolour';
import { deltaE2000Components, srgbToLab } from '@hairhue/recolour';
import type { EvalSample } from '../eval-set';
import { distanceToMask } from './distance';
import { strandAlpha } from './strand-alpha';

/**
 * Synthetic composites with a known alpha, I = α·F + (1 − α)·B: F is real hair texture (a square from the
 * solid interior of an evaluation photo's true hair, mirror-tiled), B is a non-hair square of another photo
 * or a plain vivid colour, α is `strandAlpha`. Everything is drawn from one seeded generator.
 */

export const COMPOSITE_SIDE = 320;
/** The edge band: where the composite is neither pure hair nor pure background. */
export const BAND_LOW = 0.02;
export const BAND_HIGH = 0.98;

export const PLAIN_BACKGROUNDS = [
  { name: 'white', rgb: [255, 255, 255] },
  { name: 'sky blue', rgb: [135, 206, 235] },
  { name: 'green', rgb: [30, 170, 60] },
  { name: 'red', rgb: [215, 35, 40] },
] as const;

/** Source squares are tried from the largest down; a tile smaller than 32 px repeats too visibly. */
const SOURCE_SIDES = [160, 128, 96, 64, 48, 32];

export interface Composite {
  /** Where F and B came from, for the report. */
  label: string;
  background: 'plain' | 'photo';
  image: RgbImage;
  foreground: RgbImage;
  backgroundImage: RgbImage;
  alpha: Float32Array;
}

/** `count` composites (fewer if the photos offer no solid hair), half over plain colours, half over photos. */
export function makeComposites(samples: EvalSample[], count: number, random: () => number): Composite[] {
  const hair = samples
    .map((sample) => ({ sample, square: findSquare(sample, 'hair', random) }))
    .filter((s) => s.square !== undefined);
  const backgrounds = samples
    .map((sample) => ({ sample, square: findSquare(sample, 'background', random) }))
    .filter((s) => s.square !== undefined);
  const composites: Composite[] = [];
  if (hair.length === 0) return composites;
  for (let k = 0; k < count; k++) {
    const source = hair[k % hair.length];
    const foreground = mirrorTile(source.sample.image, source.square as Square);
    const others = backgrounds.filter((b) => b.sample !== source.sample);
    const overPhoto = k % 2 === 1 && others.length > 0;
    let backgroundImage: RgbImage;
    let label: string;
    if (overPhoto) {
      const other = others[Math.floor(random() * others.length)];
      backgroundImage = mirrorTile(other.sample.image, other.square as Square);
      label = `${source.sample.name} over ${other.sample.name}`;
    } else {
      const plain = PLAIN_BACKGROUNDS[(k >> 1) % PLAIN_BACKGROUNDS.length];
      backgroundImage = plainImage(plain.rgb);
      label = `${source.sample.name} over ${plain.name}`;
    }
    const alpha = strandAlpha(COMPOSITE_SIDE, COMPOSITE_SIDE, random);
    composites.push({
      label,
      background: overPhoto ? 'photo' : 'plain',
      image: composite(foreground, backgroundImage, alpha),
      foreground,
      backgroundImage,
      alpha,
    });
  }
  return composites;
}

interface Square {
  x: number;
  y: number;
  side: number;
}

/**
 * A square lying wholly in the photo's true hair (or wholly outside it), kept clear of the mask's outline by
 * 1 % of the long side (at least 3 px, as eval:recolour erodes), so F holds no background and B no hair.
 */
function findSquare(
  sample: EvalSample,
  inside: 'hair' | 'background',
  random: () => number,
): Square | undefined {
  const { width, height } = sample.image;
  const margin = Math.max(3, Math.round(0.01 * Math.max(width, height)));
  const away = inside === 'hair' ? sample.truth.map((v) => 1 - v) : sample.truth;
  const clearance = distanceToMask(away, width, height);
  for (const side of SOURCE_SIDES) {
    // Every pixel of a square of this side centred at c lies within side/√2 of c.
    const needed = side / Math.SQRT2 + margin;
    const half = side >> 1;
    const centres: number[] = [];
    for (let y = half; y + side - half <= height; y++) {
      for (let x = half; x + side - half <= width; x++) {
        if (clearance[y * width + x] >= needed) centres.push(y * width + x);
      }
    }
    if (centres.length === 0) continue;
    const centre = centres[Math.floor(random() * centres.length)];
    return { x: (centre % width) - half, y: Math.floor(centre / width) - half, side };
  }
  return undefined;
}

/** The square repeated by reflection, so the tiles meet without a seam. */
export function mirrorTile(image: RgbImage, square: Square, side = COMPOSITE_SIDE): RgbImage {
  const data = new Uint8Array(side * side * 3);
  const period = 2 * square.side;
  const fold = (v: number) => {
    const m = v % period;
    return m < square.side ? m : period - 1 - m;
  };
  for (let y = 0; y < side; y++) {
    const sy = square.y + fold(y);
    for (let x = 0; x < side; x++) {
      const from = (sy * image.width + square.x + fold(x)) * 3;
      const to = (y * side + x) * 3;
      data[to] = image.data[from];
      data[to + 1] = image.data[from + 1];
      data[to + 2] = image.data[from + 2];
    }
  }
  return { width: side, height: side, data };
}

function plainImage(rgb: readonly [number, number, number], side = COMPOSITE_SIDE): RgbImage {
  const data = new Uint8Array(side * side * 3);
  for (let i = 0; i < data.length; i += 3) data.set(rgb, i);
  return { width: side, height: side, data };
}

/** α·F + (1 − α)·B per channel, in the photo's own (sRGB-encoded) values, as a camera's JPEG holds them. */
export function blendPlanes(foreground: RgbImage, background: RgbImage, alpha: Float32Array): Float32Array {
  const out = new Float32Array(alpha.length * 3);
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i];
    for (let c = 0; c < 3; c++) {
      out[i * 3 + c] = a * foreground.data[i * 3 + c] + (1 - a) * background.data[i * 3 + c];
    }
  }
  return out;
}

function composite(foreground: RgbImage, background: RgbImage, alpha: Float32Array): RgbImage {
  const blended = blendPlanes(foreground, background, alpha);
  return { width: foreground.width, height: foreground.height, data: Uint8Array.from(blended, Math.round) };
}

/**
 * Mean ΔE2000 between a render and the ideal (float sRGB, 0–255) over the edge band of `alpha`, and over the
 * solid hair (α ≥ BAND_HIGH) beside it: a shift of the whole head's colour shows in the band too, so the
 * interior figure tells how much of the band's error is the edge's own.
 */
export function compositingErrors(
  result: RgbImage,
  ideal: Float32Array,
  alpha: Float32Array,
): { band: number; interior: number } {
  let bandSum = 0;
  let bandCount = 0;
  let interiorSum = 0;
  let interiorCount = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i] <= BAND_LOW) continue;
    const o = i * 3;
    const got = srgbToLab({ r: result.data[o], g: result.data[o + 1], b: result.data[o + 2] });
    const want = srgbToLab({ r: ideal[o], g: ideal[o + 1], b: ideal[o + 2] });
    const error = deltaE2000Components(got.L, got.a, got.b, want.L, want.a, want.b);
    if (alpha[i] < BAND_HIGH) {
      bandSum += error;
      bandCount++;
    } else {
      interiorSum += error;
      interiorCount++;
    }
  }
  return {
    band: bandCount === 0 ? Number.NaN : bandSum / bandCount,
    interior: interiorCount === 0 ? Number.NaN : interiorSum / interiorCount,
  };
}
