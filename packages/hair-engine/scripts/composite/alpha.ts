import type { RgbImage } from '@hairhue/recolour';
import { boxMean, deltaE2000Components, srgbToLab } from '@hairhue/recolour';
import { distanceToMask } from '../edges/distance';
import { PLAIN_RADIUS } from './background';
import type { HairNodes } from './nodes';
import { hairNodes, interpolateNodes } from './nodes';
import type { EdgeScales } from './scales';

/**
 * Alpha where hair meets a plain background, from the known background and the local hair colour.
 *
 *  - B, the background behind each pixel: a smooth fit of the plain background's colours around it
 *    (normalised convolution: the background's colours and its mask each box-filtered twice, then divided);
 *  - F, the hair's colour at the edge: from the solid hair just inside the band, on a coarse grid, along the
 *    line from B through that hair's mean colour. Inside the true outline F is placed where 90 % of that hair
 *    lies at or beyond it, so the hair's own light parts (sheen on dark hair over a light wall) read as solid
 *    hair, not as transparency. Outside it, over the background, a pixel is a strand of any part of that hair,
 *    so F is the median there: a strand's α is then right on average, not overstated by the hair's spread;
 *  - α = ⟨I − B, F − B⟩ / |F − B|², clipped to [0, 1]: the pixel's projection on the line from B to F.
 *
 * The band is where this is done, grown from the plain background (see `growBand`): outside the true outline
 * near the plain background, and into the true hair `inside` deep, deeper where it shows background
 * (Figaro outlines are jagged: what they call hair may be wall).
 */

/** Inside the true outline F is placed where this share of the nearby solid hair lies at or beyond it, from B … */
export const HAIR_SHARE_BEYOND_F = 0.9;
/** … and outside it, where strands lie over the background, here. */
export const STRAND_SHARE_BEYOND_F = 0.5;
/** Below this ΔE2000 between F and B, α is too uncertain to measure a render by. */
export const MIN_CONTRAST = 12;
/** Outside the true hair, a pixel farther than this off the line from B to F is not hair over background … */
const OFF_LINE_STEPS = 15;
/** … nor farther than this share of |F − B|, whichever is more lenient. */
const OFF_LINE_SHARE = 0.2;
/** Deeper than `inside` in the true hair, the band grows only from pixels below this α. */
const GROW_BELOW = 0.9;

export interface EdgeMatte {
  width: number;
  height: number;
  /** α over the whole photo: estimated on the band, 0 on the plain background, the true mask elsewhere. */
  alpha: Float32Array;
  /** 1 where α is estimated. */
  band: Uint8Array;
  /** 1 on the plain background (α = 0). */
  background: Uint8Array;
  /** 1 on band pixels whose α is sure enough to measure by (F and B at least MIN_CONTRAST apart). */
  measured: Uint8Array;
  /** The old background B, sRGB 0–255, three per pixel; set on the band and the background. */
  backgroundColour: Float32Array;
  /**
   * The hair colour a band pixel is re-composited with: F plus the pixel's residual off the model,
   * I − αF − (1 − α)B, so the photo's own texture is kept in proportion to α. Three per pixel, on the band.
   */
  hair: Float32Array;
  /** ΔE2000 between F and B, on the band. */
  contrast: Float32Array;
  /** The grid F was estimated on, with the solid-hair pixels of each node; the render's colour change uses it. */
  nodes: HairNodes;
  validNodes: Uint8Array;
}

/**
 * Estimates the matte of a photo whose true hair is `truth` and plain background `background`; `excluded`
 * (faces) takes no part of the band outside the true hair.
 */
export function estimateEdgeMatte(
  image: RgbImage,
  truth: Uint8Array,
  background: Uint8Array,
  excluded: Uint8Array,
  scales: EdgeScales,
): EdgeMatte {
  const { width, height, data } = image;
  const n = width * height;
  const distanceOutside = distanceToMask(truth, width, height);
  const distanceInside = distanceToMask(
    truth.map((v) => 1 - v),
    width,
    height,
  );
  const toBackground = distanceToMask(background, width, height);
  // Where the band may go: outside the hair near the plain background, and a little deeper into the hair
  // than `inside` (reached only through pixels that look like background, below), there too only where the
  // hair meets the plain background: the hair's rim along the forehead, a cheek or a collar is not where
  // hair meets that background (its B is skin or cloth, not the plain fit), so it is no part of the band.
  const nearBackground = scales.outside + PLAIN_RADIUS + 1;
  const zone = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (background[i]) continue;
    if (truth[i]) {
      zone[i] =
        distanceInside[i] <= scales.outside && toBackground[i] <= nearBackground + 2 * scales.outside ? 1 : 0;
    } else if (!excluded[i] && distanceOutside[i] <= scales.far) {
      zone[i] = toBackground[i] <= nearBackground ? 1 : 0;
    }
  }

  const backgroundColour = smoothBackground(image, background, scales.backgroundRadius);
  const rim = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    rim[i] = truth[i] && distanceInside[i] > scales.rimFrom && distanceInside[i] <= scales.rimTo ? 1 : 0;
  }
  const nodes = hairNodes(zone, rim, width, height, scales.nodeSpacing, scales.nodeRadius);
  const { foregrounds, valid } = nodeForegrounds(image, nodes, backgroundColour);

  // α, the pixel's distance off the line from B to F, and F − B's length, over the zone.
  const estimate = new Float32Array(n);
  const offLine = new Float32Array(n);
  const span = new Float32Array(n);
  const foreground = new Float32Array(n * 3);
  const both = new Float64Array(6);
  for (let i = 0; i < n; i++) {
    if (!zone[i]) continue;
    const o = i * 3;
    if (
      Number.isNaN(backgroundColour[o]) ||
      !interpolateNodes(nodes, valid, foregrounds, 6, i % width, Math.floor(i / width), both)
    ) {
      zone[i] = 0;
      continue;
    }
    const f = truth[i] ? both.subarray(0, 3) : both.subarray(3, 6);
    let along = 0;
    let length = 0;
    for (let c = 0; c < 3; c++) {
      const d = f[c] - backgroundColour[o + c];
      along += (data[o + c] - backgroundColour[o + c]) * d;
      length += d * d;
      foreground[o + c] = f[c];
    }
    const t = length > 0 ? along / length : 0;
    let off = 0;
    for (let c = 0; c < 3; c++) {
      const d = data[o + c] - backgroundColour[o + c] - t * (f[c] - backgroundColour[o + c]);
      off += d * d;
    }
    estimate[i] = Math.min(1, Math.max(0, t));
    offLine[i] = Math.sqrt(off);
    span[i] = Math.sqrt(length);
  }

  const band = growBand(
    zone,
    background,
    truth,
    distanceInside,
    distanceOutside,
    estimate,
    offLine,
    span,
    width,
    scales,
  );
  const alpha = Float32Array.from(truth);
  const hair = new Float32Array(n * 3);
  const contrast = new Float32Array(n);
  const measured = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (background[i]) alpha[i] = 0;
    if (!band[i]) continue;
    const o = i * 3;
    const a = estimate[i];
    alpha[i] = a;
    for (let c = 0; c < 3; c++) {
      const residual = data[o + c] - a * foreground[o + c] - (1 - a) * backgroundColour[o + c];
      hair[o + c] = foreground[o + c] + residual;
    }
    const fLab = srgbToLab({ r: foreground[o], g: foreground[o + 1], b: foreground[o + 2] });
    const bLab = srgbToLab({
      r: backgroundColour[o],
      g: backgroundColour[o + 1],
      b: backgroundColour[o + 2],
    });
    contrast[i] = deltaE2000Components(fLab.L, fLab.a, fLab.b, bLab.L, bLab.a, bLab.b);
    measured[i] = contrast[i] >= MIN_CONTRAST ? 1 : 0;
  }
  return {
    width,
    height,
    alpha,
    band,
    background,
    measured,
    backgroundColour,
    hair,
    contrast,
    nodes,
    validNodes: valid,
  };
}

/**
 * The band, grown from the plain background through the zone (4-connected). Outside the true hair a pixel
 * joins when its colour lies near the line from B to F (within 15 sRGB steps or a fifth of |F − B|): hair
 * over this background; a cheek, an ear or a collar beside the hair does not, and is left as it is. Inside
 * the true hair a pixel joins up to `inside` deep, and deeper only from a neighbour that shows background
 * (α < 0.9): the wall seen through a coarse outline. Beyond `outside` from the true hair the band spreads
 * only through pixels that show background too, so a dark collar on the line from a light wall to dark hair
 * is not taken in from one strand touching it.
 */
function growBand(
  zone: Uint8Array,
  background: Uint8Array,
  truth: Uint8Array,
  distanceInside: Float32Array,
  distanceOutside: Float32Array,
  estimate: Float32Array,
  offLine: Float32Array,
  span: Float32Array,
  width: number,
  scales: EdgeScales,
): Uint8Array {
  const n = zone.length;
  const band = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  const spreads = (i: number) => {
    if (background[i]) return true;
    const shallow = truth[i] ? distanceInside[i] < scales.inside : distanceOutside[i] <= scales.outside;
    return shallow || estimate[i] < GROW_BELOW;
  };
  const joins = (j: number, from: number) => {
    if (!zone[j] || band[j]) return false;
    if (!truth[j]) return offLine[j] <= Math.max(OFF_LINE_STEPS, OFF_LINE_SHARE * span[j]);
    return distanceInside[j] <= scales.inside || (!background[from] && estimate[from] < GROW_BELOW);
  };
  const visit = (j: number, from: number) => {
    if (!joins(j, from)) return;
    band[j] = 1;
    queue[tail++] = j;
  };
  const spread = (i: number) => {
    if (!spreads(i)) return;
    const x = i % width;
    if (x > 0) visit(i - 1, i);
    if (x < width - 1) visit(i + 1, i);
    if (i >= width) visit(i - width, i);
    if (i + width < n) visit(i + width, i);
  };
  for (let i = 0; i < n; i++) if (background[i]) spread(i);
  for (let head = 0; head < tail; head++) spread(queue[head]);
  return band;
}

/**
 * B at every pixel near the plain background: the background's colours box-filtered twice (a tent of
 * radius 2r), divided by the same filtering of its mask. Where the background is too far for that, the
 * window grows fourfold, twice; beyond, NaN.
 */
export function smoothBackground(image: RgbImage, background: Uint8Array, radius: number): Float32Array {
  const { width, height, data } = image;
  const n = width * height;
  const out = new Float32Array(n * 3).fill(Number.NaN);
  const weight = Float32Array.from(background);
  const channels = [0, 1, 2].map((c) =>
    Float32Array.from({ length: n }, (_, i) => background[i] * data[i * 3 + c]),
  );
  const twice = (plane: Float32Array, r: number) =>
    boxMean(boxMean(plane, width, height, r), width, height, r);
  let remaining = n;
  for (const r of [radius, 4 * radius, 16 * radius]) {
    const w = twice(weight, r);
    const sums = channels.map((plane) => twice(plane, r));
    remaining = 0;
    for (let i = 0; i < n; i++) {
      if (!Number.isNaN(out[i * 3])) continue;
      if (w[i] < 1e-4) {
        remaining++;
        continue;
      }
      for (let c = 0; c < 3; c++) out[i * 3 + c] = sums[c][i] / w[i];
    }
    if (remaining === 0) break;
  }
  return out;
}

/** F per node (three values each), and which nodes have one. */
function nodeForegrounds(
  image: RgbImage,
  nodes: HairNodes,
  backgroundColour: Float32Array,
): { foregrounds: Float64Array; valid: Uint8Array } {
  const { width, height, data } = image;
  const count = nodes.pixels.length;
  const foregrounds = new Float64Array(count * 6);
  const valid = new Uint8Array(count);
  for (let node = 0; node < count; node++) {
    const pixels = nodes.pixels[node];
    if (pixels.length === 0) continue;
    const x = Math.min(width - 1, (node % nodes.columns) * nodes.spacing);
    const y = Math.min(height - 1, Math.floor(node / nodes.columns) * nodes.spacing);
    const o = (y * width + x) * 3;
    const b = [backgroundColour[o], backgroundColour[o + 1], backgroundColour[o + 2]];
    if (Number.isNaN(b[0])) continue;
    const mean = [0, 0, 0];
    for (const p of pixels) for (let c = 0; c < 3; c++) mean[c] += data[p * 3 + c] / pixels.length;
    const direction = mean.map((m, c) => m - b[c]);
    const length = Math.hypot(...direction);
    if (length < 1) continue;
    const unit = direction.map((d) => d / length);
    const along = Float64Array.from(pixels, (p) => {
      let t = 0;
      for (let c = 0; c < 3; c++) t += (data[p * 3 + c] - b[c]) * unit[c];
      return t;
    }).sort();
    const reaches = [HAIR_SHARE_BEYOND_F, STRAND_SHARE_BEYOND_F].map(
      (share) => along[Math.floor((1 - share) * (along.length - 1))],
    );
    if (!(reaches[0] > 0)) continue;
    reaches.forEach((reach, k) => {
      for (let c = 0; c < 3; c++) foregrounds[node * 6 + k * 3 + c] = b[c] + reach * unit[c];
    });
    valid[node] = 1;
  }
  return { foregrounds, valid };
}
