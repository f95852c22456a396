import type { Lab, LinearRgb, RgbImage } from '@hairhue/recolour';
import { labToLinearRgb, linearToSrgb8, mulberry32 } from '@hairhue/recolour';

import { SCLERA } from '../../src/appearance';
import type { FaceDetection } from '../../src/guards/face';

/** What to draw: the skin's and the hair's CIELAB, and what else lies over the face. */
export interface FaceDrawing {
  skin: Lab;
  hair: Lab;
  /** Hair (in the mask too) over the forehead down to the brows. */
  fringe?: boolean;
  /** Share of skin pixels turned to deep shadow (L* 12) and to blown-out shine (white). */
  shadowShare?: number;
  shineShare?: number;
  /** The scene's light: per-channel factors on linear RGB over the whole photo (a warm or cool cast). */
  cast?: LinearRgb;
  /** Exposure: a factor on linear RGB over the whole photo (1.3 is 30 % brighter). */
  exposure?: number;
  /** Dark lenses over the eyes, reaching the top of the cheeks. */
  sunglasses?: boolean;
  /** A dark beard over the jaw and the lower cheeks (not in the hair mask, as the hair network leaves it). */
  beard?: boolean;
}

export interface DrawnFace {
  image: RgbImage;
  /** The hair mask an analysis would hold, 0..255. */
  mask: Uint8Array;
  /** The keypoints a face detector would give for the drawing. */
  face: FaceDetection;
}

const SIZE = 400;
const FACE = { x: 200, y: 230, rx: 110, ry: 140 };
const HEAD = { x: 200, y: 200, rx: 150, ry: 175 };
const EYES = { y: 200, rightX: 160, leftX: 240, rx: 14, ry: 7 };
const IRIS_RADIUS = 6;
const LENS = { dy: 10, rx: 36, ry: 34 };
const BEARD_FROM_Y = 238;
/** The whites of the eyes in even light: the luminance the engine takes as an even exposure, slightly warm. */
const SCLERA_IN_EVEN_LIGHT: Lab = { L: 116 * Math.cbrt(SCLERA.luminance) - 16, a: SCLERA.a, b: SCLERA.b };
const MOUTH = { x: 200, y: 310, rx: 30, ry: 10 };
/** Hair shading: ±this much L* from strand to strand, so the hair has shade and light like a real head. */
const HAIR_SHADING = 10;
const SKIN_NOISE = 2;

const inside = (x: number, y: number, e: { x: number; y: number; rx: number; ry: number }) =>
  ((x - e.x) / e.rx) ** 2 + ((y - e.y) / e.ry) ** 2 <= 1;

/**
 * A frontal face drawn as an oval of skin with eyes and a mouth, under a cap of hair: flat colours with a
 * little noise (and, on the hair, strand-like shading), on a grey background.
 */
export function drawFace({
  skin,
  hair,
  fringe = false,
  shadowShare = 0,
  shineShare = 0,
  cast = { r: 1, g: 1, b: 1 },
  exposure = 1,
  sunglasses = false,
  beard = false,
}: FaceDrawing): DrawnFace {
  const random = mulberry32(7);
  const data = new Uint8Array(SIZE * SIZE * 3);
  const mask = new Uint8Array(SIZE * SIZE);
  const put = (pixel: number, lab: Lab) => {
    const { r, g, b } = labToLinearRgb(lab);
    data.set(
      [
        linearToSrgb8(r * cast.r * exposure),
        linearToSrgb8(g * cast.g * exposure),
        linearToSrgb8(b * cast.b * exposure),
      ],
      pixel * 3,
    );
  };
  const inEye = (x: number, y: number) =>
    inside(x, y, { x: EYES.rightX, y: EYES.y, rx: EYES.rx, ry: EYES.ry }) ||
    inside(x, y, { x: EYES.leftX, y: EYES.y, rx: EYES.rx, ry: EYES.ry });
  const inIris = (x: number, y: number) =>
    Math.hypot(x - EYES.rightX, y - EYES.y) <= IRIS_RADIUS ||
    Math.hypot(x - EYES.leftX, y - EYES.y) <= IRIS_RADIUS;
  const inLens = (x: number, y: number) =>
    sunglasses &&
    (inside(x, y, { x: EYES.rightX, y: EYES.y + LENS.dy, rx: LENS.rx, ry: LENS.ry }) ||
      inside(x, y, { x: EYES.leftX, y: EYES.y + LENS.dy, rx: LENS.rx, ry: LENS.ry }));
  const inBeard = (x: number, y: number) =>
    beard && y >= BEARD_FROM_Y && !inside(x, y, { ...MOUTH, rx: MOUTH.rx + 6, ry: MOUTH.ry + 6 });
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const pixel = y * SIZE + x;
      const inFace = inside(x, y, FACE);
      const inFringe = fringe && inFace && y < EYES.y - 25;
      if ((inside(x, y, HEAD) && !inFace && y < FACE.y + 40) || inFringe) {
        const strand = Math.sin(x * 0.9 + Math.floor(y / 6)) * 0.5 + (random() - 0.5);
        put(pixel, { ...hair, L: Math.max(1, hair.L + HAIR_SHADING * strand) });
        mask[pixel] = 255;
      } else if (inLens(x, y)) {
        // A dark, near-neutral lens with a soft reflection across its top.
        put(pixel, { L: 8 + 4 * random() + (y < EYES.y - 10 ? 20 : 0), a: 0.5, b: -1 });
      } else if (inIris(x, y)) {
        put(pixel, { L: 20, a: 4, b: 8 });
      } else if (inEye(x, y)) {
        put(pixel, SCLERA_IN_EVEN_LIGHT);
      } else if (inFace && inBeard(x, y)) {
        const strand = Math.sin(x * 1.3 + y * 0.4) * 0.5 + (random() - 0.5);
        put(pixel, { L: 22 + 8 * strand, a: 3, b: 6 });
      } else if (inside(x, y, MOUTH)) {
        put(pixel, { L: 45, a: 40, b: 20 });
      } else if (inFace) {
        const roll = random();
        if (roll < shadowShare) put(pixel, { L: 12, a: skin.a / 2, b: skin.b / 2 });
        else if (roll < shadowShare + shineShare) put(pixel, { L: 100, a: 0, b: 0 });
        else put(pixel, { L: skin.L + SKIN_NOISE * (random() - 0.5), a: skin.a, b: skin.b });
      } else {
        put(pixel, { L: 60, a: 0, b: 0 });
      }
    }
  }
  const point = (x: number, y: number) => ({ x, y });
  const face: FaceDetection = {
    score: 0.95,
    box: { left: FACE.x - FACE.rx, top: FACE.y - FACE.ry, width: 2 * FACE.rx, height: 2 * FACE.ry },
    keypoints: {
      rightEye: point(EYES.rightX, EYES.y),
      leftEye: point(EYES.leftX, EYES.y),
      noseTip: point(200, 255),
      mouth: point(MOUTH.x, MOUTH.y),
      rightEarTragion: point(FACE.x - FACE.rx, 220),
      leftEarTragion: point(FACE.x + FACE.rx, 220),
    },
  };
  return { image: { width: SIZE, height: SIZE, data }, mask, face };
}
