import { describe, expect, it } from 'vitest';

import type { FaceDetection } from '../../src/guards/face';
import type { MatteBand } from '../../src/matting/band';
import { drawBand } from '../../src/matting/band';
import { computeMatte } from '../../src/matting/matte';
import { workGrid } from '../../src/matting/work-grid';
import type { Scene } from './synthetic-scene';
import {
  acrossEdge,
  blurredEdge,
  compose,
  countWhere,
  faceAt,
  noisy,
  plain,
  planeOf,
  sharpEdge,
  softOutline,
  strandTexture,
} from './synthetic-scene';

// At most 512 px on the long side the work grid's cells are single pixels, so cells and pixels coincide.
const WIDTH = 480;
const HEIGHT = 360;
/** Hair on the left of x = EDGE, a wall on the right. */
const EDGE = 240;
const PIXELS = WIDTH * HEIGHT;
const column = (i: number) => i % WIDTH;
const row = (i: number) => Math.floor(i / WIDTH);
const HAIR = strandTexture([90, 60, 40], 8, WIDTH, HEIGHT);
const WALL = plain([190, 200, 215]);
/** A network's outline: soft over about three pixels, centred on the true edge. */
const OUTLINE = acrossEdge(WIDTH, HEIGHT, () => EDGE, softOutline(1.5));
/** The hair meeting the wall in a sharp edge, under that outline. */
const SHARP = compose(
  WIDTH,
  HEIGHT,
  acrossEdge(WIDTH, HEIGHT, () => EDGE, sharpEdge),
  HAIR,
  WALL,
  OUTLINE,
);
/** The band's widths are shares of the short side: the temples reach 2 % of it farther. */
const TEMPLE_EXTRA = 0.02 * HEIGHT;

function bandOf(scene: Scene, faces: FaceDetection[] = []): MatteBand {
  const grid = workGrid(scene.image, scene.probability);
  expect(grid.cell).toBe(1);
  return drawBand(grid, Math.min(scene.width, scene.height), faces);
}

/** Unknown pixels of row `y` on the wall's side of the edge (x ≥ EDGE). */
function unknownOutside(band: MatteBand, y: number): number {
  let count = 0;
  for (let x = EDGE; x < WIDTH; x++) count += band.unknown[y * WIDTH + x];
  return count;
}

function meanOverRows(rows: number[], value: (y: number) => number): number {
  return rows.reduce((sum, y) => sum + value(y), 0) / rows.length;
}

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, k) => from + k * step);

describe('drawBand: how wide the band is', () => {
  const blurred = compose(
    WIDTH,
    HEIGHT,
    acrossEdge(WIDTH, HEIGHT, () => EDGE, blurredEdge(6)),
    HAIR,
    WALL,
    OUTLINE,
  );
  const sharpBand = bandOf(SHARP);
  const blurredBand = bandOf(blurred);
  const rows = range(20, HEIGHT - 20, 10);

  it('keeps a sharp edge’s band narrow: a few pixels either side of the outline', () => {
    const outside = meanOverRows(rows, (y) => unknownOutside(sharpBand, y));
    // Base width 0.6 % of 360 px (2.2 px) plus the one-pixel edge's own rise: 5 px measured.
    expect(outside).toBeGreaterThanOrEqual(3);
    expect(outside).toBeLessThanOrEqual(6);
  });

  it('reaches clearly farther out over the same edge blurred by σ = 6 px, over all its visible fuzz', () => {
    const sharpOutside = meanOverRows(rows, (y) => unknownOutside(sharpBand, y));
    const blurredOutside = meanOverRows(rows, (y) => unknownOutside(blurredBand, y));
    // Measured: 10 px against 5 px.
    expect(blurredOutside).toBeGreaterThanOrEqual(1.8 * sharpOutside);
    expect(meanOverRows(rows, (y) => blurredBand.outward[y * WIDTH + EDGE])).toBeGreaterThanOrEqual(
      1.8 * meanOverRows(rows, (y) => sharpBand.outward[y * WIDTH + EDGE]),
    );
    // Every pixel from 10 % to 90 % hair (7.7 px either side of the edge) is unsure.
    const tenth = (i: number) => blurred.alpha[i] >= 0.1 && blurred.alpha[i] < 0.9;
    expect(countWhere(PIXELS, tenth)).toBeGreaterThan(15 * HEIGHT);
    expect(countWhere(PIXELS, (i) => tenth(i) && !blurredBand.unknown[i])).toBe(0);
  });

  // The edge's rise is read against the two sides' colours taken clear of the blur's ramp: read from cells
  // just beside the outline it stopped growing at about 6 cells, leaving the fuzz of σ = 8 and 10 px (still
  // 5 % hair 13.2 and 16.4 px out, within the 18 px cap) as sure background.
  it('grows with the blur: covers the fuzz down to 5 % hair for σ = 8 and 10 px', () => {
    const sigmas = [8, 10];
    const missed = sigmas.map((sigma) => {
      const alpha = acrossEdge(WIDTH, HEIGHT, () => EDGE, blurredEdge(sigma));
      const band = bandOf(compose(WIDTH, HEIGHT, alpha, HAIR, WALL, OUTLINE));
      return {
        sigma,
        missed: countWhere(PIXELS, (i) => alpha[i] >= 0.05 && alpha[i] < 0.95 && !band.unknown[i]),
      };
    });
    expect(missed).toEqual(sigmas.map((sigma) => ({ sigma, missed: 0 })));
  });

  it('covers the network’s soft tail beyond the outline (probability 0.05–0.5)', () => {
    // A network half seeing wisps: its probability fades from ½ at the outline to 0.05 some 14 px out.
    const tail = acrossEdge(
      WIDTH,
      HEIGHT,
      () => EDGE,
      (d) => (d < 0 ? softOutline(1.5)(d) : 0.5 * Math.exp(-d / 6)),
    );
    const scene = compose(WIDTH, HEIGHT, SHARP.alpha, HAIR, WALL, tail);
    const band = bandOf(scene);
    const inTail = (i: number) => tail[i] > 0.05 && tail[i] < 0.5;
    const tailPixels = countWhere(PIXELS, inTail);
    expect(tailPixels).toBeGreaterThan(4000);
    expect(countWhere(PIXELS, (i) => inTail(i) && !band.unknown[i])).toBe(0);
    // Measured: 64 % of the tail lies where the sharp edge's own band would have stopped.
    expect(countWhere(PIXELS, (i) => inTail(i) && !sharpBand.unknown[i])).toBeGreaterThan(0.5 * tailPixels);
  });
});

describe('drawBand: beside a face', () => {
  const skin = noisy([225, 185, 160], 3, WIDTH, HEIGHT);

  it('reaches farther at the temples beside the face box than along the same outline away from the face', () => {
    // The face's skin starts at the hair's edge; the face box lies 10 px right of it, upper half of the photo.
    const face = faceAt({ left: 250, top: 90, width: 150, height: 170 });
    // A crisp outline, so the network's soft tail does not stand in for the band's own width.
    const crisp = acrossEdge(WIDTH, HEIGHT, () => EDGE, softOutline(0.7));
    const scene = compose(
      WIDTH,
      HEIGHT,
      acrossEdge(WIDTH, HEIGHT, () => EDGE, sharpEdge),
      HAIR,
      skin,
      crisp,
    );
    const band = bandOf(scene, [face]);
    const withoutFace = bandOf(scene);
    // From the forehead to below the ears, and well below the chin.
    const temple = range(70, 180, 5);
    const away = range(290, 350, 5);
    const templeOutside = meanOverRows(temple, (y) => unknownOutside(band, y));
    const awayOutside = meanOverRows(away, (y) => unknownOutside(band, y));
    // Measured: 12 px beside the face, 4 px away from it.
    expect(templeOutside).toBeGreaterThanOrEqual(awayOutside + 0.8 * TEMPLE_EXTRA);
    expect(meanOverRows(away, (y) => unknownOutside(withoutFace, y))).toBe(awayOutside);
    expect(meanOverRows(temple, (y) => unknownOutside(withoutFace, y))).toBeCloseTo(awayOutside, 0);
  });

  it('reads no colour between the brows and the mouth in the middle of the face', async () => {
    // A fringe down to y = 128 over a face whose brows (hair-dark) sit at y = 138–144; the network half sees
    // the brows (probability 0.25), as it sees wisps.
    const face = faceAt({ left: 160, top: 80, width: 160, height: 200 });
    const eyes = face.keypoints.rightEye.y;
    const browTop = eyes - 18;
    const isBrow = (x: number, y: number) =>
      y >= browTop && y <= eyes - 12 && ((x >= 185 && x <= 225) || (x >= 255 && x <= 295));
    const fringe = 128;
    const alpha = planeOf(WIDTH, HEIGHT, (x, y) => (y < fringe ? 1 : isBrow(x, y) ? 0.9 : 0));
    const probability = planeOf(WIDTH, HEIGHT, (x, y) =>
      isBrow(x, y) ? 0.25 : softOutline(1.5)(y + 0.5 - fringe),
    );
    const scene = compose(WIDTH, HEIGHT, alpha, HAIR, skin, probability);
    const browAlpha = async (faces: FaceDetection[]) => {
      const matte = await computeMatte(scene.image, scene.probability, { faces });
      let sum = 0;
      let count = 0;
      for (let i = 0; i < PIXELS; i++) {
        if (!isBrow(column(i), row(i))) continue;
        sum += matte.alpha[i] / 255;
        count++;
      }
      return sum / count;
    };
    // Without the face the brows are read as hair by their colour; with it, the network's outline stands.
    expect(await browAlpha([])).toBeGreaterThan(0.5);
    expect(await browAlpha([face])).toBe(0);
    const band = bandOf(scene, [face]);
    const marked = band.faceMiddle[Math.round(eyes) * WIDTH + Math.round(face.box.left + face.box.width / 2)];
    expect(marked).toBe(1);
  });
});

describe('drawBand: gaps between curls', () => {
  // Holes of radius 3 px, 10 px inside the outline (deeper than the band's inner side), showing the wall;
  // the network's probability does not see them.
  const holes = range(40, 320, 60).map((y) => ({ x: EDGE - 10, y }));
  const inHole = (x: number, y: number, radius = 3) =>
    holes.some((hole) => (x - hole.x) ** 2 + (y - hole.y) ** 2 <= radius * radius);
  const alpha = planeOf(WIDTH, HEIGHT, (x, y) => (inHole(x, y) ? 0 : sharpEdge(x + 0.5 - EDGE)));
  const scene = compose(WIDTH, HEIGHT, alpha, HAIR, WALL, OUTLINE);
  const band = bandOf(scene);

  // The gap test compares a cell with the background's colour near it, which must reach cells deep inside
  // the outline (the search goes down to 4 % of the short side, 14 cells here): over one small window it
  // found none deeper than about 3 cells, and such holes stayed sure hair.
  const hole = (i: number) => inHole(column(i), row(i), 2);

  it('has holes the network takes for hair (the scene)', () => {
    expect(countWhere(PIXELS, hole)).toBe(13 * holes.length);
    expect(countWhere(PIXELS, (i) => hole(i) && OUTLINE[i] < 0.99)).toBe(0);
  });

  it('marks a hole showing the wall near the outline unsure', () => {
    expect(countWhere(PIXELS, (i) => hole(i) && !band.unknown[i])).toBe(0);
  });

  it('keeps the solid hair around the holes, at the same depth, sure hair', () => {
    const solid = (i: number) =>
      column(i) >= EDGE - 13 &&
      column(i) <= EDGE - 7 &&
      holes.every((hole) => Math.abs(row(i) - hole.y) >= 12);
    expect(countWhere(PIXELS, solid)).toBeGreaterThan(1000);
    expect(countWhere(PIXELS, (i) => solid(i) && (band.unknown[i] === 1 || band.sureHair[i] === 0))).toBe(0);
  });
});

describe('drawBand: where the background is the person’s own', () => {
  // The person guard sees a person on the left 300 px (hair, then skin beyond the hair's edge) and the
  // scene beyond; its own outline is soft over a few pixels, at a 60 × 45 size like the guard's.
  const person = {
    width: 60,
    height: 45,
    data: Float32Array.from({ length: 60 * 45 }, (_, i) => ((i % 60) + 0.5 < 37.5 ? 1 : 0)),
  };
  const grid = workGrid(SHARP.image, SHARP.probability);
  const band = drawBand(grid, Math.min(WIDTH, HEIGHT), [], person);

  it('marks the cells well inside the person, and not the scene beyond nor the person’s rim', () => {
    const onPerson = (i: number) => band.onPerson[i] > 0.99;
    // Deep inside: the hair and the skin left of x = 280 (the outline at 300, 2 % of 360 ≈ 7 px in).
    expect(countWhere(PIXELS, (i) => column(i) < 280 && !onPerson(i))).toBe(0);
    expect(countWhere(PIXELS, (i) => column(i) >= 300 && band.onPerson[i] > 0)).toBe(0);
  });

  it('marks nothing without the person guard', () => {
    expect(drawBand(grid, Math.min(WIDTH, HEIGHT)).onPerson.every((v) => v === 0)).toBe(true);
  });
});
