import type { RgbImage } from '@hairhue/recolour';
import { linearToSrgb8, smoothstep, srgb8ToLinear } from '@hairhue/recolour';
import { gaussian, mulberry32 } from '@hairhue/recolour';

/**
 * A lock of hair drawn strand by strand, the stand-in photo that effect icons are rendered on. Geometry is in
 * units of the square's side, so a lock looks the same at any size; only the sampling density follows the
 * pixel size.
 *
 * The lock hangs from a narrow gathered top, sways in an S, and ends in a tapered, slightly fanned tip. Each
 * strand is a thin anti-aliased curve laid over the ones behind it; back strands are in shadow, so the gaps
 * between the front strands read as the lock's darker core. The recolour engine keys every effect on this
 * lightness structure (broad shading, strand detail, a highlight band), so the lock needs all three.
 */

export interface HairLock {
  /** The lock over a neutral light-grey background. */
  image: RgbImage;
  /** The lock's coverage, 0..255, anti-aliased. */
  mask: Uint8Array;
}

/** The lock alone: strand colour not mixed with any background, and how much of each pixel the strands cover. */
export interface PaintedHairLock {
  /** Straight (un-premultiplied) colour of the strands; pixels with no coverage are black. */
  colour: RgbImage;
  /** 0..1 per pixel. */
  coverage: Float32Array;
}

export const DEFAULT_LOCK_SEED = 1;

const BACKGROUND_SRGB = [214, 214, 212] as const;
/** A medium-light, neutral brown (sRGB #94704f before shading). */
const ALBEDO = [srgb8ToLinear(0x94), srgb8ToLinear(0x70), srgb8ToLinear(0x4f)] as const;
/** Light reflected off the cuticle keeps the light's colour, warmed a little by the room. */
const SHEEN = [1, 0.94, 0.84] as const;

const STRANDS = 640;
const FLYAWAYS = 6;
const CLUMPS = 15;
/** Strand thickness as a share of the side: about 0.8 px at 256 px. */
const STRAND_WIDTH = 0.0032;
/** Roughly the length of the straight segments a strand is drawn with, in pixels. */
const SAMPLE_STEP_PX = 3;

const TOP_Y = 0.1;
const LENGTH = 0.8;

export function drawHairLock(size: number, seed: number = DEFAULT_LOCK_SEED): HairLock {
  const { colour, coverage } = paintHairLock(size, seed);
  const pixels = size * size;
  const data = new Uint8Array(pixels * 3);
  const mask = new Uint8Array(pixels);
  const background = BACKGROUND_SRGB.map(srgb8ToLinear);
  for (let i = 0; i < pixels; i++) {
    const a = coverage[i];
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      data[o] = linearToSrgb8(srgb8ToLinear(colour.data[o]) * a + background[c] * (1 - a));
    }
    mask[i] = Math.round(a * 255);
  }
  return { image: { width: size, height: size, data }, mask };
}

/** Paints the strands of the lock; see `drawHairLock` for the lock over a background. */
export function paintHairLock(size: number, seed: number = DEFAULT_LOCK_SEED): PaintedHairLock {
  if (!Number.isInteger(size) || size < 16)
    throw new RangeError(`A hair lock needs a whole size ≥ 16, got ${size}.`);
  const random = mulberry32(seed);
  const spine = buildSpine(size, random);
  const canvas = createCanvas(size);

  const strands: Strand[] = [];
  const clumps = makeClumps(random);
  for (let k = 0; k < STRANDS; k++) strands.push(bundleStrand(random, clumps));
  for (let k = 0; k < FLYAWAYS; k++) strands.push(flyawayStrand(random, clumps));
  // Painter's order: back strands first, so the front ones cover them.
  strands.sort((p, q) => p.depth - q.depth);
  for (const strand of strands) drawStrand(canvas, spine, strand);

  return finish(canvas);
}

/** The lock's centre line and half-width, tabulated along its length t = 0 (top) .. 1 (tip). */
interface Spine {
  samples: number;
  x: Float64Array;
  y: Float64Array;
  /** Unit normal, pointing to the lock's right (image x grows to the right, y downwards). */
  nx: Float64Array;
  ny: Float64Array;
  halfWidth: Float64Array;
  /** Angle (radians) of the centre line from straight down, where the broad highlight band sits. */
  highlightAngle: number;
}

/** Where along the lock the light catches it. */
const HIGHLIGHT_T = 0.42;

function buildSpine(size: number, random: () => number): Spine {
  const samples = Math.ceil((size * LENGTH * 1.25) / SAMPLE_STEP_PX);
  const sway = 0.1 + 0.015 * (random() - 0.5);
  const phase = 0.3 * (random() - 0.5);
  const tilt = 0.18 + 0.04 * (random() - 0.5);
  const centre = (t: number) => 0.5 + tilt * (t - 0.5) + sway * Math.sin(2 * Math.PI * t + phase);
  const spine: Spine = {
    samples,
    x: new Float64Array(samples + 1),
    y: new Float64Array(samples + 1),
    nx: new Float64Array(samples + 1),
    ny: new Float64Array(samples + 1),
    halfWidth: new Float64Array(samples + 1),
    highlightAngle: 0,
  };
  const h = 1e-4;
  for (let k = 0; k <= samples; k++) {
    const t = k / samples;
    const dx = (centre(t + h) - centre(t - h)) / (2 * h);
    const dy = LENGTH;
    const norm = Math.hypot(dx, dy);
    spine.x[k] = centre(t);
    spine.y[k] = TOP_Y + LENGTH * t;
    spine.nx[k] = dy / norm;
    spine.ny[k] = -dx / norm;
    spine.halfWidth[k] = 0.05 + 0.12 * smoothstep(-0.05, 0.42, t) - 0.075 * smoothstep(0.55, 1.02, t);
  }
  const at = Math.round(HIGHLIGHT_T * samples);
  spine.highlightAngle = Math.atan2(-spine.ny[at], spine.nx[at]);
  return spine;
}

interface Strand {
  /** 0 = at the back of the lock, 1 = in front. */
  depth: number;
  start: number;
  end: number;
  /** Position across the lock at the top, −1 (left edge) .. 1 (right edge). */
  across: number;
  /** Down the lock, strands gather into clumps: the clump's position and how strongly this strand joins it. */
  clump: number;
  clumpPull: number;
  /** How far the strand moves outwards at the tip (the fan). */
  fan: number;
  /** Two slow sways across the lock (amplitude in half-widths, frequency in radians per unit t, phase). */
  wobble: Float64Array;
  /** Where a flyaway leaves the lock (beyond 1 for bundle strands) and how far it strays. */
  strayFrom: number;
  stray: number;
  width: number;
  opacity: number;
  lightness: number;
  tone: [amplitude: number, frequency: number, phase: number];
  /** Shift of this strand's highlight along the lock and its strength: real sheen is broken up. */
  highlightShift: number;
  highlightGain: number;
}

interface Clump {
  across: number;
  end: number;
  fan: number;
  lightness: number;
  depth: number;
}

function makeClumps(random: () => number): Clump[] {
  const clumps: Clump[] = [];
  for (let k = 0; k < CLUMPS; k++) {
    const across = -1 + (2 * (k + 0.2 + 0.6 * random())) / CLUMPS;
    clumps.push({
      across,
      end: 1 - 0.15 * across * across - 0.07 * random(),
      fan: 0.3 * across + 0.15 * gaussian(random),
      lightness: Math.exp(0.1 * gaussian(random)),
      depth: 0.3 * (random() - 0.5),
    });
  }
  return clumps;
}

function bundleStrand(random: () => number, clumps: readonly Clump[]): Strand {
  const side = random() < 0.5 ? -1 : 1;
  const across = side * random() ** 0.9;
  const clump = clumps[Math.min(CLUMPS - 1, Math.max(0, Math.floor(((across + 1) / 2) * CLUMPS)))];
  const depth = Math.min(1, Math.max(0, random() + clump.depth));
  // Strands at the back are drawn thicker and denser: seen only through gaps, they make the lock solid.
  const backness = (1 - depth) ** 2;
  return {
    depth,
    // Edge strands start a little lower: the lock's top is rounded, as where hair is gathered.
    start: 0.02 * random() + 0.03 * across * across,
    end: clump.end - 0.1 * random() * random(),
    across,
    clump: clump.across,
    clumpPull: random() < 0.15 ? 0.1 * random() : 0.6 + 0.35 * random(),
    fan: clump.fan + 0.08 * gaussian(random),
    wobble: Float64Array.of(
      0.05 * random(),
      4 + 6 * random(),
      2 * Math.PI * random(),
      0.025 * random(),
      11 + 10 * random(),
      2 * Math.PI * random(),
    ),
    strayFrom: 2,
    stray: 0,
    width: STRAND_WIDTH * (0.75 + 0.5 * random()) * (1 + 1.5 * backness),
    opacity: Math.min(1, 0.55 + 0.4 * random() + 0.4 * backness),
    lightness: clump.lightness * Math.exp(0.26 * gaussian(random)),
    tone: [0.1 * random(), 3 + 5 * random(), 2 * Math.PI * random()],
    highlightShift: 0.035 * gaussian(random),
    highlightGain: 0.5 + 0.9 * random(),
  };
}

/**
 * A strand that leaves its place part way down: on the lock's right it strays out into the air, on its left it
 * wanders across the front of the lock. (A stray hair out past the lock's left side would sit above the rest
 * of the hair in its columns, where an ombre looks for the roots.)
 */
function flyawayStrand(random: () => number, clumps: readonly Clump[]): Strand {
  const outwards = random() < 0.6;
  const strayFrom = outwards ? 0.4 + 0.4 * random() : 0.25 + 0.45 * random();
  return {
    ...bundleStrand(random, clumps),
    depth: outwards ? 0.6 + 0.4 * random() : 1,
    across: outwards ? 0.8 + 0.15 * random() : -0.6 - 0.3 * random(),
    clumpPull: 0,
    fan: 0,
    start: strayFrom - 0.2 * random(),
    end: Math.min(1, strayFrom + 0.15 + 0.15 * random()),
    strayFrom,
    stray: outwards ? 0.6 + 0.6 * random() : 0.8 + 0.6 * random(),
    width: STRAND_WIDTH * (0.6 + 0.3 * random()),
    opacity: 0.5 + 0.3 * random(),
  };
}

/** The strand's position across the lock at t, in half-widths from the centre line. */
function acrossAt(strand: Strand, t: number): number {
  const { wobble } = strand;
  let across =
    strand.across +
    (strand.clump - strand.across) * strand.clumpPull * smoothstep(0.2, 1, t) ** 1.5 +
    strand.fan * smoothstep(0.68, 1.05, t) +
    wobble[0] * Math.sin(wobble[1] * t + wobble[2]) +
    wobble[3] * Math.sin(wobble[4] * t + wobble[5]);
  if (t > strand.strayFrom) across += strand.stray * ((t - strand.strayFrom) / 0.3) ** 1.5;
  return across;
}

/** Premultiplied linear colour and coverage of the strands drawn so far, plus one strand's scratch space. */
interface Canvas {
  size: number;
  red: Float32Array;
  green: Float32Array;
  blue: Float32Array;
  cover: Float32Array;
  strandCover: Float32Array;
  strandRed: Float32Array;
  strandGreen: Float32Array;
  strandBlue: Float32Array;
  touched: Int32Array;
}

function createCanvas(size: number): Canvas {
  const pixels = size * size;
  return {
    size,
    red: new Float32Array(pixels),
    green: new Float32Array(pixels),
    blue: new Float32Array(pixels),
    cover: new Float32Array(pixels),
    strandCover: new Float32Array(pixels),
    strandRed: new Float32Array(pixels),
    strandGreen: new Float32Array(pixels),
    strandBlue: new Float32Array(pixels),
    touched: new Int32Array(pixels),
  };
}

/**
 * Rasterises one strand as a chain of short segments: a pixel's coverage is the strand's at its nearest
 * segment (a tent profile whose integral across the strand equals its width, so sub-pixel strands fade rather
 * than break up), and the strand is composited over the canvas once, so its own segments never double up.
 */
function drawStrand(canvas: Canvas, spine: Spine, strand: Strand): void {
  const { size, strandCover, strandRed, strandGreen, strandBlue, touched } = canvas;
  const { samples } = spine;
  const widthPx = strand.width * size;
  const core = Math.max(0, (widthPx - 1) / 2);
  const peak = Math.min(widthPx, 1);
  const reach = core + 1;
  // Colour and strength at the segment's two ends, blended along it.
  const from = new Float64Array(4);
  const to = new Float64Array(4);
  let count = 0;
  let fromX = Number.NaN;
  let fromY = Number.NaN;
  const first = Math.max(0, Math.ceil(strand.start * samples));
  const last = Math.min(samples, Math.floor(strand.end * samples));
  // From the strand's exact start, through the spine's samples, to its exact end.
  for (let k = first - 1; k <= last + 1; k++) {
    const t = k < first ? strand.start : k > last ? strand.end : k / samples;
    const across = acrossAt(strand, t);
    const position = t * samples;
    const k0 = Math.min(Math.max(Math.floor(position), 0), samples - 1);
    const f = Math.min(Math.max(position - k0, 0), 1);
    const offset = across * interpolate(spine.halfWidth, k0, f);
    const toX = (interpolate(spine.x, k0, f) + offset * interpolate(spine.nx, k0, f)) * size;
    const toY = (interpolate(spine.y, k0, f) + offset * interpolate(spine.ny, k0, f)) * size;
    const segmentX = toX - fromX;
    const segmentY = toY - fromY;
    // Strands thin out over their last few percent, as cut and worn ends do.
    const taper = Math.max(0.25, Math.min((strand.end - t) / 0.05, (t - strand.start) / 0.015, 1));
    to[3] = peak * taper;
    const angle = Number.isNaN(fromX) ? spine.highlightAngle : Math.atan2(segmentX, segmentY);
    shade(strand, spine, t, across, angle, to);
    if (Number.isNaN(fromX)) {
      from.set(to);
      fromX = toX;
      fromY = toY;
      continue;
    }
    const lengthSquared = Math.max(segmentX * segmentX + segmentY * segmentY, 1e-9);
    // Rows within reach of the segment; in each, only the columns within reach of its part near that row.
    const top = Math.max(0, Math.floor(Math.min(fromY, toY) - reach));
    const bottom = Math.min(size - 1, Math.ceil(Math.max(fromY, toY) + reach));
    const steep = Math.abs(segmentY) > 1e-6;
    for (let py = top; py <= bottom; py++) {
      const dy = py + 0.5 - fromY;
      let spanFrom = Math.min(fromX, toX);
      let spanTo = Math.max(fromX, toX);
      if (steep) {
        const a = fromX + segmentX * Math.min(Math.max((dy - reach) / segmentY, 0), 1);
        const b = fromX + segmentX * Math.min(Math.max((dy + reach) / segmentY, 0), 1);
        spanFrom = Math.min(a, b);
        spanTo = Math.max(a, b);
      }
      const left = Math.max(0, Math.ceil(spanFrom - reach - 0.5));
      const right = Math.min(size - 1, Math.floor(spanTo + reach - 0.5));
      for (let px = left; px <= right; px++) {
        const dx = px + 0.5 - fromX;
        const along = Math.min(Math.max((dx * segmentX + dy * segmentY) / lengthSquared, 0), 1);
        const ex = dx - along * segmentX;
        const ey = dy - along * segmentY;
        const strength = from[3] + (to[3] - from[3]) * along;
        const value = strength * Math.min(1, 1 - (Math.sqrt(ex * ex + ey * ey) - core));
        if (value <= 0) continue;
        const i = py * size + px;
        const previous = strandCover[i];
        if (value <= previous) continue;
        if (previous === 0) touched[count++] = i;
        strandCover[i] = value;
        strandRed[i] = from[0] + (to[0] - from[0]) * along;
        strandGreen[i] = from[1] + (to[1] - from[1]) * along;
        strandBlue[i] = from[2] + (to[2] - from[2]) * along;
      }
    }
    from.set(to);
    fromX = toX;
    fromY = toY;
  }
  const { red, green, blue, cover } = canvas;
  for (let n = 0; n < count; n++) {
    const i = touched[n];
    const a = strandCover[i] * strand.opacity;
    const keep = 1 - a;
    red[i] = red[i] * keep + strandRed[i] * a;
    green[i] = green[i] * keep + strandGreen[i] * a;
    blue[i] = blue[i] * keep + strandBlue[i] * a;
    cover[i] = cover[i] * keep + a;
    strandCover[i] = 0;
  }
}

/** Linear RGB of a strand at t: diffuse colour darkened at the roots and at the back, plus its sheen. */
function shade(
  strand: Strand,
  spine: Spine,
  t: number,
  across: number,
  angle: number,
  out: Float64Array,
): void {
  const [amplitude, frequency, phase] = strand.tone;
  const roots = 0.38 + 0.62 * smoothstep(0, 0.3, t);
  const depth = 0.42 + 0.58 * strand.depth;
  const edges = 1 - 0.18 * across * across;
  const band = Math.exp(-(((t - HIGHLIGHT_T - strand.highlightShift - 0.05 * across) / 0.08) ** 2));
  // The cuticle reflects only where the strand faces the light: flyaways and crossing strands miss it.
  const facing = Math.exp(-(((angle - spine.highlightAngle) / 0.3) ** 2));
  const diffuse =
    strand.lightness *
    (1 + amplitude * Math.sin(frequency * t + phase)) *
    roots *
    depth *
    edges *
    (1 + 0.45 * band);
  const sheen = 0.4 * band * facing * strand.highlightGain * (0.4 + 0.6 * strand.depth);
  for (let c = 0; c < 3; c++) out[c] = ALBEDO[c] * diffuse + SHEEN[c] * sheen;
}

function finish(canvas: Canvas): PaintedHairLock {
  const { size, red, green, blue, cover } = canvas;
  const data = new Uint8Array(size * size * 3);
  for (let i = 0; i < cover.length; i++) {
    const a = cover[i];
    if (a <= 0) continue;
    data[i * 3] = linearToSrgb8(red[i] / a);
    data[i * 3 + 1] = linearToSrgb8(green[i] / a);
    data[i * 3 + 2] = linearToSrgb8(blue[i] / a);
  }
  return { colour: { width: size, height: size, data }, coverage: cover };
}

function interpolate(table: Float64Array, k: number, f: number): number {
  return table[k] + (table[k + 1] - table[k]) * f;
}
