import type { FaceDetection } from '../guards';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { boxMean, MATTE_SNAP, samplingPositions, smoothstep } from '@hairhue/recolour';

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
const OFF_LINE_SQUARED = OFF_LINE * OFF_LINE;
/** How much better (squared RGB distance off the line) the nearest background must explain a pixel to win. */
const NEARER_EXPLAINS = OFF_LINE_SQUARED / 4;
/**
 * Each end of the line is not the side's mean colour but its spread towards the other side (about the 90th
 * percentile): sheen and grey highlights on dark hair are hair, not transparency, and the light and shade of
 * skin or a wall are background, not wisps.
 */
const END_SPREAD = 1.3;
const MAX_END_SHIFT = 0.35;
/**
 * Beyond the person (a wall, a backdrop, the scene) the background's spread counts only as far as moves its
 * end by this much: there the sure background next to the hair holds the flyaway strands the band did not
 * reach, so its spread is the strands', and counted whole it would read the strands inside the band as wall
 * and make the colours' distance look untelling. Well inside the person (a forehead, an ear, a collar) the
 * skin's and the cloth's light and shade are real and count whole.
 */
const MAX_SCENE_SHIFT = 0.1;
/**
 * Over this many cells from the band's edges the band's alpha fades in, or over this share of the band's
 * local reach if more: a wide band (a blurred edge) ends in a fade, not in a line. Short, because a wisp's
 * band is narrow and a longer fade dims the strand itself (on a 2048 px scene of flyaways, twice as long
 * read the strands 30–60 px out at 0.80 of their alpha; this reads them at 0.97).
 */
const EDGE_FADE_CELLS = 1;
const EDGE_FADE_SHARE = 0.15;
/** From this alpha to that, a partly covered pixel's hair colour goes from the local one to its own, unmixed. */
const UNMIX_FROM = 0.3;
const UNMIX_FULL = 0.85;
/**
 * On the person, a colour that a darker shade of the skin or the cloth beside it explains is a shadow as
 * likely as a strand (they are the same colour), and a lighter shade a lit ridge as likely as a grey or
 * blonde strand, so beyond the network's outline it reads as no hair (see `shadeOfBackground`): shades from
 * MIN_SHADE to MAX_SHADE of the background's light, within SHADE_NOISE RGB noise on top of the background's
 * own spread. (Without the lighter shades a lit temple beside white hair read as a stepped tint of hair.)
 */
const MIN_SHADE = 0.3;
const MAX_SHADE = 1.3;
const SHADE_NOISE = 12;
/** Where the network is sure of hair, how far off the line a colour may lie and still open a gap. */
const SURE_OFF_LINE = 12;
/** From here to there the network's probability counts as sure of hair (see `readAlpha`). */
const NETWORK_SURE_FROM = 0.85;
const NETWORK_SURE_FULL = 0.98;
/** Where colour cannot tell, the network's outline decides, with a short anti-aliased step at its ½. */
const DECISIVE_FROM = 0.42;
const DECISIVE_TO = 0.58;

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
  /** The person guard's probability (any size): the background well inside it is skin or clothes. */
  person?: FloatPlane;
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
 * 3. Where the two colours are alike (dark hair on a dark sweater), or the background is busy, or the pixel
 *    lies far off the line, colour cannot tell: the network's outline decides there,
 *    with a short step at its ½, so the edge is decisive instead of a wide ramp of colour. Between the two
 *    the confidence in the colour blends them.
 * 4. On the person, where a darker or lighter shade of the skin or cloth explains the colour as well as a
 *    strand does (a shadow on the neck or under the jaw, a lit temple), the network's outline may take the
 *    hair the colour reads away, but never adds any.
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
  const band = drawBand(grid, Math.min(image.width, image.height), options.faces, options.person);
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
  const nearColour = new Float64Array(4);
  const fit = new Float64Array(3);
  const around = boxMean(grid.probability, gw, grid.height, band.baseWidth);
  const { unknown, sureHair } = band;
  // The cell each pixel lies in, per column (its row's cell is taken once per row).
  const cellColumn = new Int32Array(width);
  for (let x = 0; x < width; x++) cellColumn[x] = (x / cell) | 0;
  const corners: Corners = { g00: 0, g01: 0, g10: 0, g11: 0, w00: 0, w01: 0, w10: 0, w11: 0 };
  for (let y = 0; y < height; y++) {
    const row0 = rows.low[y] * gw;
    const row1 = rows.high[y] * gw;
    const fy = rows.fraction[y];
    const cellRow = ((y / cell) | 0) * gw;
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const x0 = columns.low[x];
      const x1 = columns.high[x];
      const fx = columns.fraction[x];
      const g00 = row0 + x0;
      const g01 = row0 + x1;
      const g10 = row1 + x0;
      const g11 = row1 + x1;
      if (!(unknown[g00] | unknown[g01] | unknown[g10] | unknown[g11])) {
        if (sureHair[cellRow + cellColumn[x]]) alpha[i] = 255;
        continue;
      }
      // How deep in the band the pixel lies, and the side of the outline around it, both bilinear between the
      // cells: the band's alpha fades into the sure sides over a few cells instead of stepping at a cell's edge.
      corners.g00 = g00;
      corners.g01 = g01;
      corners.g10 = g10;
      corners.g11 = g11;
      corners.w00 = (1 - fx) * (1 - fy);
      corners.w01 = fx * (1 - fy);
      corners.w10 = (1 - fx) * fy;
      corners.w11 = fx * fy;
      const reach = Math.max(EDGE_FADE_CELLS, EDGE_FADE_SHARE * band.outward[g00]);
      const depth = smoothstep(0, reach, between(band.room, corners));
      // A sure cell's side is its side of the outline, so the band's cells count by theirs too.
      const sure = between(band.hairSide, corners);
      // The network's outline, from its probability smoothed over the cells around: where it hovers about ½
      // over a wide area (light hair on a light wall) the pixel's own value would draw noise, not an edge,
      // and a thin dip inside the hair (a parting, a crease) would draw a line of the old colour across it.
      const decisive = smoothstep(
        DECISIVE_FROM,
        DECISIVE_TO,
        0.5 * (between(around, corners) + probability[i]),
      );
      const hasHair = sample(band.hair, corners, hairColour);
      const o = i * 3;
      let inBand = decisive;
      let behind: Float64Array | undefined;
      if (hasHair && sample(band.background, corners, backgroundColour)) {
        const hasNear = sample(band.nearBackground, corners, nearColour);
        const onPerson = between(band.onPerson, corners);
        behind = bestFit(
          data,
          o,
          hairColour,
          backgroundColour,
          hasNear ? nearColour : undefined,
          onPerson,
          fit,
        );
        // Where the network is sure of hair a colour that reads as nearly all hair is all hair (the hair's own
        // lighter strands, not transparency), and one off the line between hair and background is hair too
        // (a blonde highlight as light as the sky, but warm): only a colour on the line, a clearly mixed one
        // (a defocused edge, a gap between curls showing the wall), is believed there.
        const read = fit[0];
        const trust = fit[1];
        const off = fit[2];
        // A colour that reads no hair is the background's, whatever its shade; beyond the person no shade
        // is sought (and none is computed).
        const shadow = read > 0 && onPerson > 0 ? onPerson * shadeOfBackground(data, o, behind) : 0;
        const sureOfHair = smoothstep(NETWORK_SURE_FROM, NETWORK_SURE_FULL, probability[i]);
        const believed =
          (1 - between(band.faceMiddle, corners)) *
          trust *
          (1 - sureOfHair * read * read * read * read) *
          (1 - (sureOfHair * off) / (off + SURE_OFF_LINE * SURE_OFF_LINE));
        inBand = believed * read + (1 - believed) * decisive;
        // A shade of the background argues only for less hair: there the network's outline may take hair
        // away (a shadow under the jaw), never add it (a half-covered strand over skin stays half covered).
        inBand -= shadow * Math.max(0, inBand - decisive);
      }
      const value = depth * inBand + (1 - depth) * sure;
      const byte = Math.round(255 * value);
      if (byte <= MATTE_SNAP) continue;
      if (byte >= 255 - MATTE_SNAP) {
        alpha[i] = 255;
        continue;
      }
      alpha[i] = byte;
      if (count === indices.length) {
        indices = grown(indices);
        colours = grown(colours);
      }
      indices[count] = i;
      hairUnder(data, o, value, hasHair ? hairColour : undefined, behind, colours, count * 3);
      count++;
    }
  }
  return { alpha, band: { indices: indices.slice(0, count), foreground: colours.slice(0, count * 3) } };
}

/**
 * The hair's own colour under a partly covered pixel, into `out` at `at`. Mostly hair, it is the pixel
 * unmixed from the background, (I − (1 − α)·B) / α, so the hair keeps its own strands and light; thinly
 * covered, where unmixing would magnify the photo's noise, it leans to the local hair colour. Without a
 * hair colour near (a wisp far from any solid hair) the pixel's own stands for it.
 */
function hairUnder(
  data: Uint8Array,
  o: number,
  alpha: number,
  hair: Float64Array | undefined,
  background: Float64Array | undefined,
  out: Uint8Array,
  at: number,
): void {
  const unmixed = background ? smoothstep(UNMIX_FROM, UNMIX_FULL, alpha) : 0;
  for (let c = 0; c < 3; c++) {
    const own = background ? (data[o + c] - (1 - alpha) * background[c]) / alpha : data[o + c];
    const local = hair ? hair[c] : data[o + c];
    const value = unmixed * own + (1 - unmixed) * local;
    out[at + c] = value <= 0 ? 0 : value >= 255 ? 255 : Math.round(value);
  }
}

/**
 * The colour's reading against the hair and the background (`readColour` into `fit`), or against the
 * nearest background where that explains it better (skin beside the hair, not the wall beyond): returns
 * the background taken.
 */
function bestFit(
  data: ArrayLike<number>,
  o: number,
  hair: Float64Array,
  background: Float64Array,
  near: Float64Array | undefined,
  onPerson: number,
  fit: Float64Array,
): Float64Array {
  readColour(data, o, hair, background, onPerson, fit);
  if (!near) return background;
  const read = fit[0];
  const trust = fit[1];
  const off = fit[2];
  readColour(data, o, hair, near, onPerson, fit);
  // The nearest background wins only where it explains the pixel clearly better: next to the hair the
  // nearest 'background' may be the hair's own wisps, which it would read as background.
  if (fit[2] + NEARER_EXPLAINS < off) return near;
  fit[0] = read;
  fit[1] = trust;
  fit[2] = off;
  return background;
}

/**
 * The pixel's place on the line from the background's colour to the hair's, rescaled between the two
 * sides' spreads (see END_SPREAD), into `fit[0]`, and how far that reading is to be trusted, 0..1, into
 * `fit[1]`: not where the two colours are alike or textured, nor where the pixel lies far off the line; how
 * far off it lies (squared) into `fit[2]`. `onPerson` (0..1) says how far the background's spread is the
 * person's own (see MAX_SCENE_SHIFT).
 */
function readColour(
  data: ArrayLike<number>,
  o: number,
  hair: Float64Array,
  background: Float64Array,
  onPerson: number,
  fit: Float64Array,
): void {
  let along = 0;
  let apart = 0;
  for (let c = 0; c < 3; c++) {
    const d = hair[c] - background[c];
    along += (data[o + c] - background[c]) * d;
    apart += d * d;
  }
  if (!(apart > 0)) {
    fit[0] = 0;
    fit[1] = 0;
    fit[2] = Number.POSITIVE_INFINITY;
    return;
  }
  const onLine = Math.min(1, Math.max(0, along / apart));
  let off = 0;
  for (let c = 0; c < 3; c++) {
    const away = data[o + c] - background[c] - onLine * (hair[c] - background[c]);
    off += away * away;
  }
  const distance = Math.sqrt(apart);
  const hairEnd = 1 - Math.min(MAX_END_SHIFT, (END_SPREAD * Math.sqrt(hair[3])) / distance);
  // Beyond the person the background's spread counts only up to what moves its end by MAX_SCENE_SHIFT.
  const sceneReach = (MAX_SCENE_SHIFT * distance) / END_SPREAD;
  const sceneSpread = Math.min(background[3], sceneReach * sceneReach);
  const backgroundSpread = onPerson * background[3] + (1 - onPerson) * sceneSpread;
  const backgroundEnd = Math.min(MAX_END_SHIFT, (END_SPREAD * Math.sqrt(backgroundSpread)) / distance);
  fit[0] = Math.min(1, Math.max(0, (onLine - backgroundEnd) / (hairEnd - backgroundEnd)));
  // Texture on either side makes the colours' distance less telling.
  const telling = Math.max(0, distance - Math.sqrt(hair[3] + backgroundSpread) / 2);
  fit[1] =
    smoothstep(SEPARATION_FROM, SEPARATION_FULL, telling) * (OFF_LINE_SQUARED / (OFF_LINE_SQUARED + off));
  fit[2] = off;
}

/**
 * How far (0..1) a shade of the background alone, k·B with k from MIN_SHADE to MAX_SHADE, explains the pixel as
 * well as the background's own texture varies (its spread, plus the photo's noise): skin in shadow under a
 * jaw, a fold of a collar, a lit temple. On the person a dark strand over skin and the skin in shadow are the
 * same colour, and so are a grey strand over skin and the skin in light.
 */
function shadeOfBackground(data: ArrayLike<number>, o: number, background: Float64Array): number {
  let dot = 0;
  let norm = 0;
  for (let c = 0; c < 3; c++) {
    dot += data[o + c] * background[c];
    norm += background[c] * background[c];
  }
  if (!(norm > 0)) return 0;
  const k = Math.min(MAX_SHADE, Math.max(MIN_SHADE, dot / norm));
  let off = 0;
  for (let c = 0; c < 3; c++) {
    const away = data[o + c] - k * background[c];
    off += away * away;
  }
  return Math.exp(-off / (2 * (SHADE_NOISE * SHADE_NOISE + background[3])));
}

function grown<T extends Uint8Array | Uint32Array>(array: T): T {
  const bigger = new (array.constructor as new (length: number) => T)(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** A pixel's four neighbouring cells on the work grid and their bilinear weights. */
interface Corners {
  g00: number;
  g01: number;
  g10: number;
  g11: number;
  w00: number;
  w01: number;
  w10: number;
  w11: number;
}

/** A per-cell plane sampled bilinearly at a pixel. */
function between(plane: ArrayLike<number>, { g00, g01, g10, g11, w00, w01, w10, w11 }: Corners): number {
  return w00 * plane[g00] + w01 * plane[g01] + w10 * plane[g10] + w11 * plane[g11];
}

/**
 * A bilinear sample of one side's local colours between four cells, over those where the side was found (a
 * cell without an estimate holds no colour to mix in): RGB and the spread into `out`; false where none of
 * the four has one.
 */
function sample(side: LocalColours, corners: Corners, out: Float64Array): boolean {
  const { found, mean, spread } = side;
  const { g00, g01, g10, g11 } = corners;
  const w00 = found[g00] * corners.w00;
  const w01 = found[g01] * corners.w01;
  const w10 = found[g10] * corners.w10;
  const w11 = found[g11] * corners.w11;
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
