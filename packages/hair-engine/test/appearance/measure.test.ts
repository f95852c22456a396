import { rankShadesFor } from '@hairhue/catalogue';
import type { Lab } from '@hairhue/recolour';
import { describe, expect, it } from 'vitest';

import {
  individualTypologyAngle,
  measureAppearance,
  measureHair,
  undertoneOfSkinHue,
  type Appearance,
} from '../../src/appearance';
import { skinPatches } from '../../src/appearance/skin-patches';
import { drawFace, type FaceDrawing } from './synthetic-face';

/** Skin of a chosen lightness and CIELAB hue angle (degrees), chroma 25. */
function skinOf(L: number, hue: number, chroma = 25): Lab {
  const radians = (hue * Math.PI) / 180;
  return { L, a: chroma * Math.cos(radians), b: chroma * Math.sin(radians) };
}

const BLACK_HAIR: Lab = { L: 12, a: 1, b: 1 };
const BLONDE_HAIR: Lab = { L: 70, a: 4, b: 24 };
const BROWN_HAIR: Lab = { L: 35, a: 8, b: 14 };

function measure(drawing: FaceDrawing): Appearance {
  const { image, mask, face } = drawFace(drawing);
  const appearance = measureAppearance(image, mask, face);
  if (!appearance) throw new Error('nothing measured');
  return appearance;
}

describe('skin undertone from the skin hue angle', () => {
  it('a golden skin (hue 65°) is warm', () => {
    expect(measure({ skin: skinOf(65, 65), hair: BROWN_HAIR }).undertone).toBe('warm');
  });

  it('a pink skin (hue 36°) is cool', () => {
    expect(measure({ skin: skinOf(68, 36), hair: BROWN_HAIR }).undertone).toBe('cool');
  });

  it('a skin as red as it is yellow (hue 45°) is neutral', () => {
    expect(measure({ skin: skinOf(62, 45), hair: BROWN_HAIR }).undertone).toBe('neutral');
  });

  it('measures the hue it was drawn with', () => {
    expect(measure({ skin: skinOf(60, 58), hair: BROWN_HAIR }).skin.hue).toBeCloseTo(58, 0);
  });

  it('splits at 40° and 50°', () => {
    expect(undertoneOfSkinHue(39.9)).toBe('cool');
    expect(undertoneOfSkinHue(40)).toBe('neutral');
    expect(undertoneOfSkinHue(49.9)).toBe('neutral');
    expect(undertoneOfSkinHue(50)).toBe('warm');
  });
});

describe('individual typology angle', () => {
  it('is atan((L* − 50) / b*) in degrees', () => {
    expect(individualTypologyAngle(50, 20)).toBe(0);
    expect(individualTypologyAngle(70, 20)).toBeCloseTo(45, 6);
    expect(individualTypologyAngle(30, 20)).toBeCloseTo(-45, 6);
  });

  it('is very light (> 55°) for a light skin and dark (< −30°) for a deep one', () => {
    const light = measure({ skin: { L: 75, a: 10, b: 16 }, hair: BROWN_HAIR });
    const deep = measure({ skin: { L: 35, a: 12, b: 18 }, hair: BLACK_HAIR });
    expect(light.skinIta).toBeCloseTo((Math.atan(25 / 16) * 180) / Math.PI, 0);
    expect(light.skinIta).toBeGreaterThan(55);
    expect(deep.skinIta).toBeCloseTo((Math.atan(-15 / 18) * 180) / Math.PI, 0);
    expect(deep.skinIta).toBeLessThan(-30);
  });
});

describe('hair level and contrast', () => {
  it('black hair is level 1–2 and blonde hair level 8 or more', () => {
    expect(measure({ skin: skinOf(65, 50), hair: BLACK_HAIR }).hairLevel).toBeLessThanOrEqual(2.5);
    expect(measure({ skin: skinOf(65, 50), hair: BLONDE_HAIR }).hairLevel).toBeGreaterThanOrEqual(8);
  });

  it('light skin with black hair is high contrast; with blonde hair low; deep skin with black hair low', () => {
    expect(measure({ skin: skinOf(72, 50), hair: BLACK_HAIR }).contrastClass).toBe('high');
    expect(measure({ skin: skinOf(72, 50), hair: BLONDE_HAIR }).contrastClass).toBe('low');
    expect(measure({ skin: skinOf(30, 50), hair: BLACK_HAIR }).contrastClass).toBe('low');
  });
});

describe('the hair alone', () => {
  it('reads the same level without a face as with one (what a photo without a face still gets)', () => {
    const drawing = { skin: skinOf(65, 50), hair: BLONDE_HAIR };
    const { image, mask } = drawFace(drawing);
    const alone = measureHair(image, mask);
    expect(alone?.hairLevel).toBeGreaterThanOrEqual(8);
    expect(alone?.hairLevel).toBe(measure(drawing).hairLevel);
  });

  it('measures nothing when no hair is in the mask', () => {
    const { image } = drawFace({ skin: skinOf(65, 50), hair: BLACK_HAIR });
    expect(measureHair(image, new Uint8Array(image.width * image.height))).toBeUndefined();
  });
});

describe('what is left out of the skin', () => {
  const skin = skinOf(64, 55);

  it('a fringe over the forehead (hair in the mask) does not change the skin', () => {
    const bare = measure({ skin, hair: BROWN_HAIR });
    const fringed = measure({ skin, hair: BROWN_HAIR, fringe: true });
    // The forehead patch (about a third of the skin measured) is under the fringe and left out whole.
    expect(fringed.skin.pixels).toBeLessThan(bare.skin.pixels * 0.75);
    expect(fringed.skin.L).toBeCloseTo(bare.skin.L, 0);
    expect(fringed.skin.hue).toBeCloseTo(bare.skin.hue, 0);
  });

  it('deep shadow and blown-out shine in the patches do not move the skin', () => {
    const clean = measure({ skin, hair: BROWN_HAIR });
    const lit = measure({ skin, hair: BROWN_HAIR, shadowShare: 0.12, shineShare: 0.08 });
    expect(Math.abs(lit.skin.L - clean.skin.L)).toBeLessThan(1);
    expect(Math.abs(lit.skin.hue - clean.skin.hue)).toBeLessThan(1);
    expect(lit.undertone).toBe('warm');
  });

  it('measures nothing when hair covers every patch', () => {
    const { image, face } = drawFace({ skin, hair: BROWN_HAIR });
    expect(
      measureAppearance(image, new Uint8Array(image.width * image.height).fill(255), face),
    ).toBeUndefined();
  });

  it('measures nothing when no hair is in the mask', () => {
    const { image, face } = drawFace({ skin, hair: BROWN_HAIR });
    expect(measureAppearance(image, new Uint8Array(image.width * image.height), face)).toBeUndefined();
  });
});

describe('skin patches', () => {
  it('puts the cheeks below the eyes and the forehead above them, and turns with a tilted face', () => {
    const { face } = drawFace({ skin: skinOf(60, 50), hair: BROWN_HAIR });
    const [rightCheek, leftCheek, forehead] = skinPatches(face);
    expect(rightCheek?.y).toBeGreaterThan(face.keypoints.rightEye.y);
    expect(leftCheek?.y).toBeGreaterThan(face.keypoints.leftEye.y);
    expect(forehead?.y).toBeLessThan(face.keypoints.rightEye.y);
    expect(forehead?.x).toBeCloseTo(200, 6);

    // The same face turned 90° clockwise in the photo: "down the face" now points to the photo's left.
    const turn = ({ x, y }: { x: number; y: number }) => ({ x: 400 - y, y: x });
    const turned = {
      ...face,
      keypoints: {
        ...face.keypoints,
        rightEye: turn(face.keypoints.rightEye),
        leftEye: turn(face.keypoints.leftEye),
      },
    };
    const [turnedCheek] = skinPatches(turned);
    const expected = turn({ x: rightCheek?.x ?? NaN, y: rightCheek?.y ?? NaN });
    expect(turnedCheek?.x).toBeCloseTo(expected.x, 6);
    expect(turnedCheek?.y).toBeCloseTo(expected.y, 6);
  });
});

describe('from a drawn face to the ranking', () => {
  it('a golden-skinned blonde is offered golden and honey shades, no ash', () => {
    const appearance = measure({ skin: skinOf(66, 64), hair: BLONDE_HAIR });
    const top = rankShadesFor(appearance)
      .ranked.slice(0, 8)
      .map(({ shade }) => shade.name.toLowerCase());
    expect(top.some((name) => /golden|honey/.test(name))).toBe(true);
    expect(top.some((name) => /\bash\b|platinum/.test(name))).toBe(false);
  });

  it('a pink-skinned, dark-haired person is offered burgundy and blue-black, nothing golden', () => {
    const appearance = measure({ skin: skinOf(70, 36), hair: BLACK_HAIR });
    const top = rankShadesFor(appearance)
      .ranked.slice(0, 8)
      .map(({ shade }) => shade.name.toLowerCase());
    expect(top).toContain('blue black');
    expect(top).toContain('burgundy');
    expect(top.some((name) => /golden|honey|copper/.test(name))).toBe(false);
  });
});
