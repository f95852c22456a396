import type { FaceDetection } from '../guards';
import { samplePerson } from '../guards';
import type { FloatPlane } from '@hairhue/recolour';
import { boxMean } from '@hairhue/recolour';

import { distanceToMask } from './distance';
import type { LocalColours } from './local-colours';
import { localColours, localColoursWeighed } from './local-colours';
import { maxFilter } from './max-filter';
import type { WorkGrid } from './work-grid';
import { gridLuma, lumaOf } from './work-grid';

/**
 * The band where the matte is unsure, as wide as the uncertainty, on the work grid. All widths are shares of
 * the photo's short side, so a photo's band covers the same part of it at any size.
 */
const BASE_WIDTH = 0.006;
/** No band reaches farther than this from the network's outline (5 % of the short side). */
const MAX_WIDTH = 0.05;
/** A blurred edge (10–90 % rise over w cells) widens the band outwards by this many times w. */
const BLUR_GAIN = 1.5;
/** Below this step in luma (0..255) between hair and background an edge's blur cannot be read. */
const MIN_BLUR_CONTRAST = 24;
/** The network stops short at the temples and sideburns: the band reaches this much farther there. */
const TEMPLE_WIDTH = 0.02;
/** Inside the outline the band is this share of its width outside: the hair just inside is as mixed. */
const INWARD_SHARE = 1;
/** A probability above this but below ½ is the network seeing wisps: the band covers it, within MAX_WIDTH. */
const WISP_PROBABILITY = 0.04;
/**
 * How deep inside the outline a gap between curls is looked for (a share of the short side), and how much
 * nearer the background's colour than the hair's a cell must be to be taken for one.
 */
const GAP_REACH = 0.04;
const GAP_NEARER = 0.3;
/**
 * Beyond the person each wider window weighs this much less in the hair's local colour (see `localColours`):
 * against a wall the hair's colour at its edge is its nearest strands', not the crown's highlights and shadows
 * a wide window mixes in. On the person all windows weigh alike: there the nearest sure hair may be thin hair
 * over skin (a temple, a parting), and read as the hair's colour it makes a half-covered strand beside it
 * read as solid. Measured, the same nearest-first background cost the shared set's IoU and precision.
 */
const HAIR_SCALE_WEIGHT_BEYOND_PERSON = 0.03;
/** Cells this near (in cells) the network's outline are on it: their edge's blur is measured. */
const OUTLINE_REACH = 1.5;
/** A cell this far (a share of the short side) inside the person guard's outline is on the person. */
const PERSON_DEPTH = 0.02;

export interface MatteBand {
  /** Per cell: 1 where the alpha is to be read from the photo, else 0. */
  unknown: Uint8Array;
  /** Per cell outside `unknown`: 1 where all hair (else all background). */
  sureHair: Uint8Array;
  /** Per cell: 1 on the hair's side of the network's outline (its mean probability ≥ ½). */
  hairSide: Uint8Array;
  /** Per cell: 1 in the middle of a face (brows to mouth), where no colour is read. */
  faceMiddle: Uint8Array;
  /**
   * Per cell, 0..1: how surely it lies well inside the person (skin, clothes), where the background's own
   * light and shade is real and is read as background, not hair; 0 over the scene beyond the person.
   */
  onPerson: Float32Array;
  /** The band's base width, in whole cells. */
  baseWidth: number;
  /** How far the band reaches outside the outline at each cell, in cells (for tests and tuning). */
  outward: Float32Array;
  /**
   * Per band cell, how far inside the band it lies, in cells: a pixel's colour is trusted less near the
   * band's edges, so the alpha meets the sure sides without a step.
   */
  room: Float32Array;
  /** The hair's and the background's local colours, estimated from the sure cells, on the band's cells and beside them. */
  hair: LocalColours;
  background: LocalColours;
  /**
   * The background's colour from its nearest sure cells only: beside an ear or a cheek it is the skin's,
   * where the wider estimate mixes skin and wall.
   */
  nearBackground: LocalColours;
}

/**
 * Sure hair, sure background and the unsure band between them, from the network's probability and the
 * photo. The outline is where the probability crosses ½. The band reaches outwards from it:
 *  - by a base width everywhere;
 *  - farther where the photo's edge is blurred (out of focus fuzz): by the edge's measured rise width;
 *  - over the network's own soft tail (wisps and flyaways it half sees);
 *  - farther at the temples and sideburns beside each face, where the network stops short;
 * and inwards by a share of that, plus, near the outline, cells whose colour is the background's (gaps
 * between curls where the wall shows through). The middle of each face is marked: no colour is read there.
 * With the person guard's probability, the cells well inside the person are marked too (`onPerson`).
 */
export function drawBand(
  grid: WorkGrid,
  photoShortSide: number,
  faces: readonly FaceDetection[] = [],
  person?: FloatPlane,
): MatteBand {
  const { width, height, cell, probability } = grid;
  const cells = width * height;
  const inCells = (share: number) => (share * photoShortSide) / cell;
  const base = Math.max(1.5, inCells(BASE_WIDTH));
  const cap = Math.max(base, inCells(MAX_WIDTH));

  const hairSide = new Uint8Array(cells);
  const otherSide = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) {
    hairSide[g] = probability[g] >= 0.5 ? 1 : 0;
    otherSide[g] = 1 - hairSide[g];
  }
  const toHair = distanceToMask(hairSide, width, height);
  const toOther = distanceToMask(otherSide, width, height);

  // First estimates of the two sides' colours, from cells clear of half the widest band: a wide blur's
  // ramp would otherwise lend both sides its mixed colours and read narrower than it is.
  const radius = Math.ceil(2 * base);
  const clear = Math.max(base, cap / 2);
  const gapReach = inCells(GAP_REACH);
  // They are read only on the outline (its blur) and inside it as deep as a gap between curls is sought.
  const nearOutline = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) {
    nearOutline[g] = (
      hairSide[g] ? toOther[g] <= Math.max(OUTLINE_REACH, gapReach) : toHair[g] <= OUTLINE_REACH
    )
      ? 1
      : 0;
  }
  const firstHair = localColours(grid, whereFarther(hairSide, toOther, clear), radius, {
    wanted: nearOutline,
  });
  const firstBackground = localColours(grid, whereFarther(otherSide, toHair, clear), radius, {
    wanted: nearOutline,
  });

  const widths = new Float32Array(cells).fill(base);
  addBlurWidth(grid, firstHair, firstBackground, toHair, toOther, cap, widths);
  for (const face of faces) addTempleWidth(face, grid, inCells(TEMPLE_WIDTH), widths);
  // The widths vary smoothly along the outline, so the band's edge draws no step where a rule starts.
  const outward = boxMean(widths, width, height, Math.ceil(2 * base));

  const unknown = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) {
    const reach = Math.min(cap, outward[g]);
    unknown[g] = (
      hairSide[g]
        ? toOther[g] <= INWARD_SHARE * reach ||
          (toOther[g] <= gapReach && looksLikeBackground(grid.rgb, g, firstHair, firstBackground))
        : toHair[g] <= reach || (probability[g] > WISP_PROBABILITY && toHair[g] <= cap)
    )
      ? 1
      : 0;
  }
  const faceMiddle = new Uint8Array(cells);
  for (const face of faces) markFaceMiddle(face, grid, faceMiddle);
  const onPerson = person ? insidePerson(person, grid, inCells(PERSON_DEPTH)) : new Float32Array(cells);
  const sure = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) sure[g] = 1 - unknown[g];
  const room = distanceToMask(sure, width, height);
  const sureHair = new Uint8Array(cells);
  const sureBackground = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) {
    if (unknown[g]) continue;
    sureHair[g] = hairSide[g];
    sureBackground[g] = otherSide[g];
  }
  const colourRadius = Math.ceil(Math.min(cap, 2 * base));
  // A pixel's alpha reads the colours of its four nearest cells, so only cells beside the band need them.
  const wanted = Uint8Array.from(maxFilter(Float32Array.from(unknown), width, height, 1));
  const [onThePerson, beyondThePerson] = localColoursWeighed(
    grid,
    sureHair,
    colourRadius,
    [1, HAIR_SCALE_WEIGHT_BEYOND_PERSON],
    { wanted },
  );
  return {
    unknown,
    sureHair,
    hairSide,
    faceMiddle,
    onPerson,
    baseWidth: Math.ceil(base),
    outward,
    room,
    hair: byPlace(onPerson, onThePerson, beyondThePerson),
    background: localColours(grid, sureBackground, colourRadius, { wanted }),
    nearBackground: localColours(grid, sureBackground, Math.max(1, Math.round(base / 2)), {
      scales: 1,
      wanted,
    }),
  };
}

/** Per cell, the first estimate as far as the cell is on the person (`onPerson`), the second for the rest. */
function byPlace(onPerson: Float32Array, onThePerson: LocalColours, beyond: LocalColours): LocalColours {
  const cells = onPerson.length;
  const mean = new Float32Array(cells * 3);
  const spread = new Float32Array(cells);
  const found = new Uint8Array(cells);
  for (let g = 0; g < cells; g++) {
    // Both see the same members, the one through wider windows than the other: either finds them or neither.
    if (!onThePerson.found[g]) continue;
    found[g] = 1;
    const k = onPerson[g];
    for (let c = 0; c < 3; c++) {
      mean[g * 3 + c] = k * onThePerson.mean[g * 3 + c] + (1 - k) * beyond.mean[g * 3 + c];
    }
    spread[g] = k * onThePerson.spread[g] + (1 - k) * beyond.spread[g];
  }
  return { mean, spread, found };
}

function whereFarther(side: Uint8Array, distance: Float32Array, limit: number): Uint8Array {
  const out = new Uint8Array(side.length);
  for (let g = 0; g < side.length; g++) out[g] = side[g] && distance[g] > limit ? 1 : 0;
  return out;
}

/**
 * Measures each outline cell's edge width — the step between the hair's and the background's luma over the
 * steepest gradient near it, which is the 10–90 % rise of a linear ramp and about 2.5 σ of a Gaussian blur —
 * spreads it to the cells around (a normalised box mean) and widens the band outwards by it.
 */
function addBlurWidth(
  grid: WorkGrid,
  hair: LocalColours,
  background: LocalColours,
  toHair: Float32Array,
  toOther: Float32Array,
  cap: number,
  outward: Float32Array,
): void {
  const { width, height } = grid;
  const luma = gridLuma(grid);
  const steepest = maxFilter(gradientMagnitude(luma, width, height), width, height, 2);
  const blur = new Float32Array(width * height);
  const onOutline = new Float32Array(width * height);
  for (let g = 0; g < blur.length; g++) {
    const nearOutline = toHair[g] > 0 ? toHair[g] <= OUTLINE_REACH : toOther[g] <= OUTLINE_REACH;
    if (!nearOutline || !hair.found[g] || !background.found[g]) continue;
    const step = Math.abs(lumaOf(hair.mean, g) - lumaOf(background.mean, g));
    if (step < MIN_BLUR_CONTRAST) continue;
    onOutline[g] = 1;
    blur[g] = Math.min(cap, step / Math.max(steepest[g], 1e-3));
  }
  const reach = Math.ceil(cap);
  const spreadBlur = boxMean(blur, width, height, reach);
  const spreadCount = boxMean(onOutline, width, height, reach);
  for (let g = 0; g < outward.length; g++) {
    if (spreadCount[g] > 1e-6) outward[g] += BLUR_GAIN * (spreadBlur[g] / spreadCount[g]);
  }
}

/**
 * The temples and sideburns: beside the face's upper half, from above the brows to the ears, a strip a
 * third of the face wide on each side, where the band reaches `extra` cells farther.
 */
function addTempleWidth(face: FaceDetection, grid: WorkGrid, extra: number, outward: Float32Array): void {
  const { width, height, cell } = grid;
  const { box, keypoints } = face;
  const eyes = (keypoints.rightEye.y + keypoints.leftEye.y) / 2;
  const ears = (keypoints.rightEarTragion.y + keypoints.leftEarTragion.y) / 2;
  const top = Math.max(0, Math.floor((box.top - 0.25 * box.height) / cell));
  const bottom = Math.min(height - 1, Math.ceil((Math.max(eyes, ears) + 0.15 * box.height) / cell));
  const side = box.width / 3;
  const strips = [
    [box.left - side, box.left + 0.25 * side],
    [box.left + box.width - 0.25 * side, box.left + box.width + side],
  ];
  for (const [from, to] of strips) {
    const left = Math.max(0, Math.floor(from / cell));
    const right = Math.min(width - 1, Math.ceil(to / cell));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) outward[y * width + x] += extra;
    }
  }
}

/**
 * The middle of the face, from just above the brows to the mouth: white brows and lashes are hair by colour
 * but no part of the head of hair, and skin's light and shade would read as wisps, so no colour is read
 * there and the network's outline (which the guards have cut there) stands. The band itself is left whole,
 * so a fringe over the forehead still fades into its sides instead of stopping at a straight line.
 */
function markFaceMiddle(face: FaceDetection, grid: WorkGrid, faceMiddle: Uint8Array): void {
  const { width, height, cell } = grid;
  const { box, keypoints } = face;
  const eyes = Math.min(keypoints.rightEye.y, keypoints.leftEye.y);
  const top = Math.max(0, Math.floor((eyes - 0.3 * box.height) / cell));
  const bottom = Math.min(height - 1, Math.ceil(keypoints.mouth.y / cell));
  const left = Math.max(0, Math.floor((box.left + 0.12 * box.width) / cell));
  const right = Math.min(width - 1, Math.ceil((box.left + 0.88 * box.width) / cell));
  for (let y = top; y <= bottom; y++) faceMiddle.fill(1, y * width + left, y * width + right + 1);
}

/**
 * How far inside the person each cell lies, 0..1: the person guard's probability at its lowest within
 * `depth` cells, so the scene just beyond the person's outline (where flyaway strands cross a wall) reads 0
 * and the skin and clothes well inside it (a forehead, an ear, a collar) read 1.
 */
function insidePerson(person: FloatPlane, grid: WorkGrid, depth: number): Float32Array {
  const { width, height } = grid;
  const outside = samplePerson(person, width, height).data.map((p) => 1 - p);
  return maxFilter(outside, width, height, Math.max(1, Math.round(depth))).map((p) => 1 - p);
}

/** Whether a hair cell's colour is much nearer the local background's than the local hair's. */
function looksLikeBackground(
  rgb: Float32Array,
  g: number,
  hair: LocalColours,
  background: LocalColours,
): boolean {
  if (!hair.found[g] || !background.found[g]) return false;
  let toHair = 0;
  let toBackground = 0;
  let apart = 0;
  for (let c = 0; c < 3; c++) {
    const v = rgb[g * 3 + c];
    toHair += (v - hair.mean[g * 3 + c]) ** 2;
    toBackground += (v - background.mean[g * 3 + c]) ** 2;
    apart += (hair.mean[g * 3 + c] - background.mean[g * 3 + c]) ** 2;
  }
  // Hair and background alike say nothing; otherwise the cell must sit near the background's end.
  return apart > MIN_BLUR_CONTRAST ** 2 && toBackground < GAP_NEARER * GAP_NEARER * toHair;
}

/** Central-difference gradient magnitude, per cell. */
function gradientMagnitude(plane: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(plane.length);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - 1);
      const right = Math.min(width - 1, x + 1);
      const dx = (plane[y * width + right] - plane[y * width + left]) / Math.max(1, right - left);
      const dy = (plane[down + x] - plane[up + x]) / Math.max(1, (down - up) / width);
      out[y * width + x] = Math.hypot(dx, dy);
    }
  }
  return out;
}
