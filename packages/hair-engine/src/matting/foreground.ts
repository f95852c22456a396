/**
 * Foreground and background colours of a matted image: I = α·F + (1 − α)·B per pixel, with F and B smooth
 * where α is smooth (Germer, Uelwer, Conrad & Harmeling, "Fast Multi-Level Foreground Estimation", 2020).
 * Images here are interleaved RGB in [0, 1].
 */

/** Weight of the smoothness term, and how much more F and B may change across an alpha edge. */
const REGULARISATION = 1e-5;
const GRADIENT_WEIGHT = 1;
/** Iterations per level: many on the tiny levels (cheap, they set the colours), two on the large ones. */
const SMALL_ITERATIONS = 10;
const BIG_ITERATIONS = 6;
const SMALL_SIDE = 32;

export interface ForegroundEstimate {
  foreground: Float32Array;
  background: Float32Array;
}

/**
 * F and B for every pixel, coarse to fine: on each level (the image resized to w^(l/n) × h^(l/n), nearest
 * neighbour) every pixel solves its 2×2 least-squares problem — its compositing equation plus closeness to
 * its four neighbours' F and B, weighted more where alpha changes — from the previous level's estimate.
 */
export function estimateForeground(
  image: Float32Array,
  alpha: Float32Array,
  width: number,
  height: number,
): ForegroundEstimate {
  if (image.length !== width * height * 3 || alpha.length !== width * height) {
    throw new RangeError('image and alpha sizes differ');
  }
  const levels = Math.max(1, Math.ceil(Math.log2(Math.max(width, height))));
  // Level 0 is one pixel: the alpha-weighted mean colours of the whole image.
  let previous = { width: 1, height: 1, ...meanColours(image, alpha) };
  for (let level = 1; level <= levels; level++) {
    const w = Math.max(1, Math.round(width ** (level / levels)));
    const h = Math.max(1, Math.round(height ** (level / levels)));
    const levelImage = resizeNearest(image, width, height, w, h, 3);
    const levelAlpha = resizeNearest(alpha, width, height, w, h, 1);
    const foreground = resizeNearest(previous.foreground, previous.width, previous.height, w, h, 3);
    const background = resizeNearest(previous.background, previous.width, previous.height, w, h, 3);
    const iterations = Math.min(w, h) <= SMALL_SIDE ? SMALL_ITERATIONS : BIG_ITERATIONS;
    for (let iteration = 0; iteration < iterations; iteration++) {
      for (let i = 0; i < w * h; i++) {
        updatePixel(i, w, h, levelImage, levelAlpha, foreground, background);
      }
    }
    previous = { width: w, height: h, foreground, background };
  }
  return { foreground: previous.foreground, background: previous.background };
}

const b0 = new Float64Array(3);
const b1 = new Float64Array(3);

function updatePixel(
  i: number,
  width: number,
  height: number,
  image: Float32Array,
  alpha: Float32Array,
  foreground: Float32Array,
  background: Float32Array,
): void {
  const x = i % width;
  const y = (i - x) / width;
  const a0 = alpha[i];
  const a1 = 1 - a0;
  let a00 = a0 * a0;
  const a01 = a0 * a1;
  let a11 = a1 * a1;
  const o = i * 3;
  for (let c = 0; c < 3; c++) {
    b0[c] = a0 * image[o + c];
    b1[c] = a1 * image[o + c];
  }
  for (let d = 0; d < 4; d++) {
    const n = neighbour(d, x, y, width, height);
    const gradient = a0 > alpha[n] ? a0 - alpha[n] : alpha[n] - a0;
    const weight = REGULARISATION + GRADIENT_WEIGHT * gradient;
    a00 += weight;
    a11 += weight;
    const p = n * 3;
    for (let c = 0; c < 3; c++) {
      b0[c] += weight * foreground[p + c];
      b1[c] += weight * background[p + c];
    }
  }
  solveInto(a00, a01, a11, foreground, background, o);
}

/** Solves the pixel's 2×2 system (right-hand sides in b0, b1) into F and B at `o`, clipped to [0, 1]. */
function solveInto(
  a00: number,
  a01: number,
  a11: number,
  foreground: Float32Array,
  background: Float32Array,
  o: number,
): void {
  const inverse = 1 / (a00 * a11 - a01 * a01);
  for (let c = 0; c < 3; c++) {
    const f = inverse * (a11 * b0[c] - a01 * b1[c]);
    const b = inverse * (a00 * b1[c] - a01 * b0[c]);
    foreground[o + c] = f < 0 ? 0 : f > 1 ? 1 : f;
    background[o + c] = b < 0 ? 0 : b > 1 ? 1 : b;
  }
}

/** The left, right, upper and lower neighbour (d = 0..3) of (x, y), the pixel itself at the border. */
function neighbour(d: number, x: number, y: number, width: number, height: number): number {
  const x2 = d === 0 ? (x > 0 ? x - 1 : x) : d === 1 ? (x < width - 1 ? x + 1 : x) : x;
  const y2 = d === 2 ? (y > 0 ? y - 1 : y) : d === 3 ? (y < height - 1 ? y + 1 : y) : y;
  return y2 * width + x2;
}

function meanColours(image: Float32Array, alpha: Float32Array): ForegroundEstimate {
  const foreground = new Float32Array(3);
  const background = new Float32Array(3);
  let hair = 0;
  let rest = 0;
  for (let i = 0; i < alpha.length; i++) {
    const a = alpha[i];
    hair += a;
    rest += 1 - a;
    for (let c = 0; c < 3; c++) {
      foreground[c] += a * image[i * 3 + c];
      background[c] += (1 - a) * image[i * 3 + c];
    }
  }
  for (let c = 0; c < 3; c++) {
    foreground[c] = hair > 0 ? foreground[c] / hair : 0.5;
    background[c] = rest > 0 ? background[c] / rest : 0.5;
  }
  return { foreground, background };
}

function resizeNearest(
  src: Float32Array,
  width: number,
  height: number,
  w: number,
  h: number,
  channels: number,
): Float32Array {
  const out = new Float32Array(w * h * channels);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(height - 1, Math.floor(((y + 0.5) * height) / h));
    for (let x = 0; x < w; x++) {
      const sx = Math.min(width - 1, Math.floor(((x + 0.5) * width) / w));
      const from = (sy * width + sx) * channels;
      const to = (y * w + x) * channels;
      for (let c = 0; c < channels; c++) out[to + c] = src[from + c];
    }
  }
  return out;
}
