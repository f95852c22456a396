import { describe, expect, it } from 'vitest';

import { mulberry32 as seededRandom, type FloatPlane, type RgbImage } from '@hairhue/recolour';
import type { FaceLandmarks } from '../../src/segmentation/grow';
import { growHair } from '../../src/segmentation/grow';
import { growthBounds } from '../../src/segmentation/grow-bounds';

const SIDE = 120;
const WALL = [205, 200, 190];
const SKIN = [200, 150, 120];

/**
 * A synthetic portrait on a 120² grid. A flat wall; a head of hair (rows 10–39, columns 30–89) the network
 * is sure of; under it, left and right, two plaits (columns 30–41 and 78–89, rows 40–59): diagonal stripes
 * of dark and mid brown, the hair's own colours and texture, which the network missed (probability 0.05).
 * `paint` may then lay other regions over the wall.
 */
function portrait(paint?: (x: number, y: number) => number[] | undefined) {
  const random = seededRandom(11);
  const data = new Uint8Array(SIDE * SIDE * 3);
  const probability = new Float32Array(SIDE * SIDE);
  const plait = new Uint8Array(SIDE * SIDE);
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const i = y * SIDE + x;
      const inHead = y >= 10 && y < 40 && x >= 30 && x < 90;
      const inPlait = y >= 40 && y < 60 && ((x >= 30 && x < 42) || (x >= 78 && x < 90));
      let colour = WALL.map((c) => c + Math.round((random() - 0.5) * 4));
      if (inHead || inPlait) {
        // Plaits and hair alike: strands 2 px wide across the diagonal, a little noise on each.
        const strand = Math.floor((x + y) / 2) % 2 === 0;
        colour = (strand ? [60, 40, 28] : [105, 72, 50]).map((c) => c + Math.round((random() - 0.5) * 10));
      }
      const painted = paint?.(x, y);
      if (painted && !inHead) colour = painted;
      data.set(colour, i * 3);
      probability[i] = inHead ? 0.95 : 0.05;
      plait[i] = inPlait && !painted ? 1 : 0;
    }
  }
  const image: RgbImage = { width: SIDE, height: SIDE, data };
  const plane: FloatPlane = { width: SIDE, height: SIDE, data: probability };
  return { image, probability: plane, plait };
}

function share(mask: Float32Array, where: (x: number, y: number) => boolean): number {
  let inside = 0;
  let hair = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      if (!where(x, y)) continue;
      inside++;
      if (mask[y * SIDE + x] >= 0.5) hair++;
    }
  }
  return hair / inside;
}

const inPlaits = (x: number, y: number) => y >= 40 && y < 60 && ((x >= 30 && x < 42) || (x >= 78 && x < 90));
/**
 * The plaits' tops, within the growth's reach (0.12 · √(30·60) ≈ 5 grid pixels below the head), without
 * their outermost columns: a texture window there is half wall, and such mixed edge pixels are the guided
 * filter's to decide, not the growth's.
 */
const inPlaitCores = (x: number, y: number) =>
  y >= 40 && y < 44 && ((x >= 32 && x < 40) || (x >= 80 && x < 88));

describe('growHair', () => {
  it("grows the hair into plaits the network missed, which match the hair's colour and texture", () => {
    const { image, probability } = portrait();
    const grown = growHair(image, probability).data;
    expect(share(grown, (x, y) => inPlaitCores(x, y))).toBeGreaterThan(0.9);
    expect(share(grown, (x, y) => !inPlaits(x, y) && (y >= 40 || x < 30 || x >= 90))).toBe(0);
  });

  it('never grows further than its reach from the network’s hair', () => {
    const { image, probability } = portrait();
    const grown = growHair(image, probability).data;
    expect(share(grown, (x, y) => inPlaits(x, y) && y >= 46)).toBe(0);
  });

  it('leaves the probability as it was where nothing grows, and never lowers it', () => {
    const { image, probability } = portrait();
    const grown = growHair(image, probability).data;
    expect(grown.every((value, i) => value >= probability.data[i])).toBe(true);
    expect(grown[5 * SIDE + 5]).toBe(probability.data[5 * SIDE + 5]);
  });

  it('stops at a skin-coloured region beside the hair', () => {
    // A forehead-coloured patch under the head, between the plaits, as the network saw it (not hair).
    const { image, probability } = portrait((x, y) =>
      y >= 40 && y < 60 && x >= 42 && x < 78 ? SKIN : undefined,
    );
    const grown = growHair(image, probability).data;
    expect(share(grown, (x, y) => y >= 40 && y < 60 && x >= 42 && x < 78)).toBe(0);
    expect(share(grown, (x, y) => inPlaitCores(x, y))).toBeGreaterThan(0.9);
  });

  it('stops at a background of the hair’s colour and texture outside the person', () => {
    // A dark, striped background right of the head, which colour and texture alone cannot tell from hair.
    const hairLike = (x: number, y: number) =>
      x >= 90 && x < 100 && y >= 10 && y < 40
        ? Math.floor((x + y) / 2) % 2 === 0
          ? [60, 40, 28]
          : [105, 72, 50]
        : undefined;
    const { image, probability } = portrait(hairLike);
    const background = (x: number, y: number) => x >= 90 && x < 100 && y >= 10 && y < 40;

    const unbounded = growHair(image, probability).data;
    expect(share(unbounded, background)).toBeGreaterThan(0);

    const person = new Float32Array(SIDE * SIDE);
    for (let y = 0; y < SIDE; y++) for (let x = 0; x < SIDE; x++) person[y * SIDE + x] = x < 90 ? 1 : 0;
    const bounded = growHair(image, probability, {
      person: { width: SIDE, height: SIDE, data: person },
    }).data;
    expect(share(bounded, background)).toBe(0);
    // The plait cores (64 pixels) stay hair: 0.875–0.92 of them over noise seeds 1–13, 0.75 unbounded.
    expect(share(bounded, (x, y) => inPlaitCores(x, y))).toBeGreaterThan(0.85);
  });

  it('does not grow down the face: nothing below the brows between the temples, nothing below the mouth', () => {
    // The photo is twice the grid's size: the face is given in photo pixels.
    const face: FaceLandmarks = {
      score: 0.9,
      box: { left: 84, top: 84, width: 72, height: 90 },
      keypoints: {
        rightEye: { x: 104, y: 104 },
        leftEye: { x: 136, y: 104 },
        noseTip: { x: 120, y: 124 },
        mouth: { x: 120, y: 144 },
        rightEarTragion: { x: 86, y: 110 },
        leftEarTragion: { x: 154, y: 110 },
      },
    };
    // Without the face the plait-like stripes between the plaits (a fringe, a beard) would grow.
    const striped = (x: number, y: number) =>
      y >= 40 && y < 47 && x >= 50 && x < 70
        ? Math.floor((x + y) / 2) % 2 === 0
          ? [60, 40, 28]
          : [105, 72, 50]
        : undefined;
    const { image, probability } = portrait(striped);
    const free = growHair(image, probability).data;
    expect(share(free, (x, y) => y >= 40 && y < 44 && x >= 55 && x < 65)).toBeGreaterThan(0.9);

    const guarded = growHair(image, probability, { face, scale: 0.5 }).data;
    // Brows from 0.6 eye distances above the eyes (y 52 − 9.6 in grid pixels), temples half an eye distance
    // beside the eyes (x 52 − 8 .. 68 + 8); below the mouth (y 72) across the box (x 42 .. 78).
    expect(share(guarded, (x, y) => y >= 43 && x >= 44 && x < 76)).toBe(0);
    expect(share(guarded, (x, y) => inPlaitCores(x, y))).toBeGreaterThan(0.9);
  });

  it("learns the skin's colour from the cheeks and nose: between the eyes, from below them to the nose tip", () => {
    const face: FaceLandmarks = {
      score: 0.9,
      box: { left: 40, top: 40, width: 40, height: 50 },
      keypoints: {
        rightEye: { x: 50, y: 55 },
        leftEye: { x: 70, y: 55 },
        noseTip: { x: 60, y: 68 },
        mouth: { x: 60, y: 78 },
        rightEarTragion: { x: 42, y: 60 },
        leftEarTragion: { x: 78, y: 60 },
      },
    };
    const { skin } = growthBounds(SIDE, SIDE, 1, undefined, face);
    const xs = Array.from(skin, (i) => i % SIDE);
    const ys = Array.from(skin, (i) => Math.floor(i / SIDE));
    // Eye distance 20: from 5 below the eyes (y 60) to the nose tip (y 68), x 50 .. 70.
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([50, 70, 60, 68]);
    expect(skin.length).toBe(21 * 9);
  });

  it('leaves a photo without sure hair untouched', () => {
    const { image, probability } = portrait();
    const unsure = { ...probability, data: probability.data.map((p) => Math.min(p, 0.6)) };
    expect(Array.from(growHair(image, unsure).data)).toEqual(Array.from(unsure.data));
  });
});
