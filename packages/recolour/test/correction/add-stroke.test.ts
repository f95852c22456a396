import { describe, expect, it } from 'vitest';

import type { RgbImage } from '../../src/image-types';
import { mulberry32 } from '../../src/random';
import { correctHairMask } from '../../src/correction/apply';

/*
 * What an 'add' stroke takes (issue 23 §3 polish 2): only what looks like this photo's hair. A synthetic
 * photo: dark streaked hair on the left; on the right a light wall with, low down, a smooth dark panel of
 * the hair's own colour (a dark wall behind dark hair); and flyaways, thin dark strands, crossing from the
 * hair onto the light wall. The mask holds the hair up to its outline, without the flyaways.
 */
const HAIR = 1;
const FLYAWAY = 2;
const WALL = 0;

interface WallScene {
  image: RgbImage;
  mask: Uint8Array;
  /** HAIR, FLYAWAY or WALL per pixel. */
  kind: Uint8Array;
}

function wallScene(width: number, height: number): WallScene {
  const random = mulberry32(11);
  const hairline = width * 0.45;
  const strandHalfWidth = Math.max(0.75, width * 0.002);
  const data = new Uint8Array(width * height * 3);
  const kind = new Uint8Array(width * height);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      kind[i] =
        x < hairline ? HAIR : onFlyaway(x - hairline, y, width, height, strandHalfWidth) ? FLYAWAY : WALL;
      mask[i] = kind[i] === HAIR ? 255 : 0;
      const panel = y > height * 0.55 && x > width * 0.6;
      const shade =
        kind[i] === WALL
          ? panel
            ? 40 + (random() - 0.5) * 3
            : 205 + 10 * (y / height) + (random() - 0.5) * 6
          : 40 + 22 * Math.sin((x + y * 0.2) * 0.8) + (random() - 0.5) * 24;
      writeShade(data, i, shade);
    }
  }
  return { image: { width, height, data }, mask, kind };
}

/** Five wavy strands, each starting at the hairline and running up to 10 % of the width onto the wall. */
function onFlyaway(beyond: number, y: number, width: number, height: number, halfWidth: number): boolean {
  if (beyond >= width * 0.1) return false;
  for (let s = 0; s < 5; s++) {
    const strandY = height * (0.08 + 0.09 * s) + beyond * 0.5 + 3 * Math.sin(beyond * 0.08 + s);
    if (Math.abs(y - strandY) < halfWidth) return true;
  }
  return false;
}

/** A warm grey of lightness `shade` (0..255) at pixel `i`: the scenes' hair and walls share one hue. */
function writeShade(data: Uint8Array, i: number, shade: number): void {
  data[i * 3] = clampByte(shade * 1.3);
  data[i * 3 + 1] = clampByte(shade);
  data[i * 3 + 2] = clampByte(shade * 0.8);
}

function clampByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** The share of the pixels of `kind` within [x0, x1) × [y0, y1) (fractions) that the mask takes for hair. */
function hairShareOf(s: WallScene, out: Uint8Array, kind: number, [x0, x1, y0, y1]: number[]): number {
  const { width, height } = s.image;
  let selected = 0;
  let hair = 0;
  for (let y = Math.floor(y0 * height); y < y1 * height; y++) {
    for (let x = Math.floor(x0 * width); x < x1 * width; x++) {
      const i = y * width + x;
      if (s.kind[i] !== kind) continue;
      selected++;
      if (out[i] >= 128) hair++;
    }
  }
  if (selected === 0) throw new Error('no pixel selected');
  return hair / selected;
}

describe("an 'add' stroke", () => {
  describe.each([
    [320, 240],
    [1280, 960],
  ])('on a %i×%i photo', (width, height) => {
    const s = wallScene(width, height);

    it('adds nothing on a smooth wall the colour of the hair, and names the stroke', () => {
      const onWall = { tool: 'add' as const, radius: 0.05, points: [0.72, 0.7, 0.8, 0.78, 0.88, 0.72] };
      const light = { tool: 'add' as const, radius: 0.05, points: [0.75, 0.2, 0.85, 0.3] };
      const { mask, strokesWithoutHair } = correctHairMask(s.image, s.mask, [onWall, light]);
      expect(mask.filter((value, i) => value !== s.mask[i]).length).toBe(0);
      expect(strokesWithoutHair).toEqual([0, 1]);
    });

    it('adds the flyaways near the outline under a stroke along it, not the wall between them', () => {
      const stroke = { tool: 'add' as const, radius: 0.05, points: [0.49, 0.03, 0.5, 0.25, 0.49, 0.5] };
      const { mask, strokesWithoutHair } = correctHairMask(s.image, s.mask, [stroke]);
      expect(strokesWithoutHair).toEqual([]);
      // Within the stroke, the first 6 % of the width beyond the outline.
      const band = [0.46, 0.51, 0.05, 0.45];
      expect(hairShareOf(s, mask, FLYAWAY, band)).toBeGreaterThanOrEqual(0.8);
      expect(hairShareOf(s, mask, WALL, band)).toBeLessThanOrEqual(0.1);
    });
  });

  /*
   * Away from the hair: the same streaked hair on the left, kept to the left third; on the right, high up,
   * a wallpaper of thin dark lines like strands, and low down a bun of the same hair the mask lost entirely.
   */
  describe.each([
    [320, 240],
    [1280, 960],
  ])('away from the hair, on a %i×%i photo', (width, height) => {
    const s = awayScene(width, height);

    it('adds nothing on a wall of which only some looks like hair, and names the stroke', () => {
      const stroke = { tool: 'add' as const, radius: 0.05, points: [0.72, 0.12, 0.8, 0.25, 0.9, 0.32] };
      const { mask, strokesWithoutHair } = correctHairMask(s.image, s.mask, [stroke]);
      expect(strokesWithoutHair).toEqual([0]);
      expect(mask.filter((value, i) => value !== s.mask[i]).length).toBe(0);
    });

    it('adds hair the mask lost entirely, away from the rest, where the stroke looks like hair', () => {
      const stroke = { tool: 'add' as const, radius: 0.05, points: [0.74, 0.72, 0.82, 0.78, 0.9, 0.74] };
      const { mask, strokesWithoutHair } = correctHairMask(s.image, s.mask, [stroke]);
      expect(strokesWithoutHair).toEqual([]);
      expect(hairShareOf(s, mask, HAIR, [0.76, 0.88, 0.72, 0.78])).toBeGreaterThanOrEqual(0.8);
    });
  });
});

/** See the 'away from the hair' cases: the hair, a wallpaper of strand-like lines, and a lost bun. */
function awayScene(width: number, height: number): WallScene {
  const random = mulberry32(7);
  const lineHalfWidth = Math.max(1.5, width * 0.005);
  const data = new Uint8Array(width * height * 3);
  const kind = new Uint8Array(width * height);
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const bun = x > width * 0.7 && y > height * 0.6 && y < height * 0.9;
      const line =
        x > width * 0.65 &&
        y < height * 0.45 &&
        Math.abs(((y + 0.3 * x) % (height * 0.06)) - 3) < lineHalfWidth;
      kind[i] = x < width * 0.3 || bun ? HAIR : line ? FLYAWAY : WALL;
      mask[i] = x < width * 0.3 ? 255 : 0;
      const shade =
        kind[i] === WALL
          ? 205 + 10 * (y / height) + (random() - 0.5) * 6
          : 40 + 22 * Math.sin((x + y * 0.2) * 0.8) + (random() - 0.5) * 24;
      writeShade(data, i, shade);
    }
  }
  return { image: { width, height, data }, mask, kind };
}
