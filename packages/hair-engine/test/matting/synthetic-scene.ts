import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { gaussian, mulberry32 } from '@hairhue/recolour';

import type { FaceDetection } from '../../src/guards/face';

/**
 * Photos with known answers for the matte: every pixel is I = α·F + (1 − α)·B with α, F and B chosen by the
 * test, and beside it the soft probability a segmentation network might give for it.
 */
export interface Scene {
  width: number;
  height: number;
  /** The true hair alpha, 0..1. */
  alpha: Float32Array;
  /** The true hair (F) and background (B) colours, interleaved RGB, 0..255. */
  foreground: Float32Array;
  background: Float32Array;
  /** The composite, rounded to 8 bits as a photo is. */
  image: RgbImage;
  probability: FloatPlane;
}

/** The colour of one side of a scene at a pixel, 0..255. */
export type Paint = (x: number, y: number) => readonly [number, number, number];

export function compose(
  width: number,
  height: number,
  alpha: Float32Array,
  hair: Paint,
  background: Paint,
  probability: Float32Array,
): Scene {
  const pixels = width * height;
  const foreground = new Float32Array(pixels * 3);
  const behind = new Float32Array(pixels * 3);
  const data = new Uint8Array(pixels * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const f = hair(x, y);
      const b = background(x, y);
      for (let c = 0; c < 3; c++) {
        foreground[i * 3 + c] = f[c];
        behind[i * 3 + c] = b[c];
        data[i * 3 + c] = clampByte(alpha[i] * f[c] + (1 - alpha[i]) * b[c]);
      }
    }
  }
  return {
    width,
    height,
    alpha,
    foreground,
    background: behind,
    image: { width, height, data },
    probability: { width, height, data: probability },
  };
}

/** One flat colour. */
export function plain(rgb: readonly [number, number, number]): Paint {
  return () => rgb;
}

/**
 * Hair seen as strands running along x (out towards an edge on the right): each row a strand a little
 * lighter or darker than the next, with a fine grain along it; `amplitude` is the strands' spread in levels.
 */
export function strandTexture(
  rgb: readonly [number, number, number],
  amplitude: number,
  width: number,
  height: number,
  seed = 1,
): Paint {
  const random = mulberry32(seed);
  const rows = Float32Array.from(
    { length: height },
    (_, y) => Math.sin(y * 1.3) * 0.6 + 0.4 * gaussian(random),
  );
  const grain = Float32Array.from({ length: width * height }, () => 0.35 * gaussian(random));
  return (x, y) => {
    const shift = amplitude * (rows[y] + grain[y * width + x]);
    return [rgb[0] + shift, rgb[1] + shift, rgb[2] + shift];
  };
}

/** A flat colour with sensor noise (a normal spread of `sigma` levels per channel). */
export function noisy(
  rgb: readonly [number, number, number],
  sigma: number,
  width: number,
  height: number,
  seed = 2,
): Paint {
  const random = mulberry32(seed);
  const noise = Float32Array.from({ length: width * height * 3 }, () => sigma * gaussian(random));
  return (x, y) => {
    const o = (y * width + x) * 3;
    return [rgb[0] + noise[o], rgb[1] + noise[o + 1], rgb[2] + noise[o + 2]];
  };
}

/**
 * A plane that is a function of each pixel's signed distance to a vertical line at `edge(y)`: negative on
 * its left (the hair's side), measured from the pixel's centre.
 */
export function acrossEdge(
  width: number,
  height: number,
  edge: (y: number) => number,
  profile: (distance: number) => number,
): Float32Array {
  return planeOf(width, height, (x, y) => profile(x + 0.5 - edge(y)));
}

/** A plane of `value(x, y)` per pixel. */
export function planeOf(
  width: number,
  height: number,
  value: (x: number, y: number) => number,
): Float32Array {
  const plane = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) plane[y * width + x] = value(x, y);
  }
  return plane;
}

/** A sharp edge, anti-aliased over one pixel: hair (1) on the left. */
export const sharpEdge = (distance: number) => clamp01(0.5 - distance);

/** An edge blurred by a Gaussian of `sigma` px (out of focus): hair (1) on the left. */
export const blurredEdge = (sigma: number) => (distance: number) => normalCdf(-distance / sigma);

/** A network's soft outline: a logistic ramp of `scale` px centred `shift` px right of the edge. */
export const softOutline =
  (scale: number, shift = 0) =>
  (distance: number) =>
    1 / (1 + Math.exp((distance - shift) / scale));

/** A straight strand of hair from `from` to `to`, `width` px thick, letting `1 − opacity` of what is behind show. */
export interface Strand {
  from: { x: number; y: number };
  to: { x: number; y: number };
  width: number;
  opacity: number;
}

/**
 * Lays strands over an alpha plane (in place): each pixel's coverage by a strand is its opacity times the
 * share of the pixel its width covers (anti-aliased), and layers combine as 1 − (1 − a)(1 − b).
 */
export function addStrands(alpha: Float32Array, width: number, strands: readonly Strand[]): Float32Array {
  const height = alpha.length / width;
  for (const { from, to, width: thickness, opacity } of strands) {
    const dx = to.x - from.x;
    const dy = to.y - from.y;
    const length2 = dx * dx + dy * dy;
    const reach = thickness / 2 + 1;
    const top = Math.max(0, Math.floor(Math.min(from.y, to.y) - reach));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(from.y, to.y) + reach));
    const left = Math.max(0, Math.floor(Math.min(from.x, to.x) - reach));
    const right = Math.min(width - 1, Math.ceil(Math.max(from.x, to.x) + reach));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        // Distance from the pixel's centre to the segment.
        const px = x + 0.5 - from.x;
        const py = y + 0.5 - from.y;
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / length2));
        const distance = Math.hypot(px - t * dx, py - t * dy);
        const covered = opacity * clamp01(thickness / 2 + 0.5 - distance);
        const i = y * width + x;
        alpha[i] = 1 - (1 - alpha[i]) * (1 - covered);
      }
    }
  }
  return alpha;
}

/** Separable Gaussian blur, clamped at the borders. */
export function gaussianBlur(
  plane: Float32Array,
  width: number,
  height: number,
  sigma: number,
): Float32Array {
  const radius = Math.ceil(3 * sigma);
  const kernel = Float32Array.from({ length: 2 * radius + 1 }, (_, k) =>
    Math.exp(-((k - radius) ** 2) / (2 * sigma * sigma)),
  );
  const total = kernel.reduce((sum, w) => sum + w, 0);
  for (let k = 0; k < kernel.length; k++) kernel[k] /= total;
  const rows = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += kernel[k + radius] * plane[y * width + Math.min(width - 1, Math.max(0, x + k))];
      }
      rows[y * width + x] = sum;
    }
  }
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += kernel[k + radius] * rows[Math.min(height - 1, Math.max(0, y + k)) * width + x];
      }
      out[y * width + x] = sum;
    }
  }
  return out;
}

/** Standard normal CDF (Abramowitz & Stegun 7.1.26, error below 1e-6). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** An upright frontal face as the face guard reports it, in photo pixels. */
export function faceAt(box: FaceDetection['box']): FaceDetection {
  const { left, top, width, height } = box;
  const at = (x: number, y: number) => ({ x: left + x * width, y: top + y * height });
  return {
    score: 0.95,
    box,
    keypoints: {
      rightEye: at(0.3, 0.38),
      leftEye: at(0.7, 0.38),
      noseTip: at(0.5, 0.58),
      mouth: at(0.5, 0.78),
      rightEarTragion: at(0.02, 0.45),
      leftEarTragion: at(0.98, 0.45),
    },
  };
}

/** How many of the pixels 0..count − 1 `where(i)` holds for. */
export function countWhere(count: number, where: (i: number) => boolean): number {
  let n = 0;
  for (let i = 0; i < count; i++) if (where(i)) n++;
  return n;
}

/** Mean of `value(i)` over the pixels where `where(i)` holds. */
export function meanOver(count: number, where: (i: number) => boolean, value: (i: number) => number): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    if (!where(i)) continue;
    sum += value(i);
    n++;
  }
  if (n === 0) throw new RangeError('no pixel to average over');
  return sum / n;
}

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

function clampByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
}
