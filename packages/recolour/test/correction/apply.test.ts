import { describe, expect, it } from 'vitest';

import type { RgbImage } from '../../src/image-types';
import { mulberry32 } from '../../src/random';
import type { HairStrokeInput } from '../../src/correction/apply';
import {
  applyHairCorrection,
  correctionFactor,
  MAX_STROKE_AREA,
  strokeArea,
} from '../../src/correction/apply';
import { strokeInPixels } from '../../src/correction/footprint';

/*
 * A synthetic photo with a known answer: dark, streaked "hair" on the left, light "skin" on the right, the
 * hairline between them wavy. Sizes are in fractions of the long side, so the same scene runs on a photo the
 * working grid takes as is and on one it takes in blocks.
 */
interface Scene {
  image: RgbImage;
  /** 1 where the pixel is hair. */
  truth: Uint8Array;
  /** The hairline's x (pixels) at a row. */
  hairline: (y: number) => number;
}

function scene(width: number, height: number, seed = 7): Scene {
  const random = mulberry32(seed);
  const hairline = (y: number) => width * (0.5 + 0.04 * Math.sin((y / height) * 9));
  const data = new Uint8Array(width * height * 3);
  const truth = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      const isHair = x < hairline(y);
      truth[i] = isHair ? 1 : 0;
      // Hair: strands as streaks that drift across rows, plus grain; skin: smooth with a little grain.
      const shade = isHair
        ? 40 + 22 * Math.sin((x + y * 0.2) * 0.8) + (random() - 0.5) * 24
        : 200 + (random() - 0.5) * 12;
      const [r, g, b] = isHair ? [shade * 1.3, shade, shade * 0.8] : [shade * 1.1, shade * 0.92, shade * 0.8];
      data[i * 3] = clampByte(r);
      data[i * 3 + 1] = clampByte(g);
      data[i * 3 + 2] = clampByte(b);
    }
  }
  return { image: { width, height, data }, truth, hairline };
}

function clampByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

/** A mask that takes for hair every pixel left of the hairline shifted by `shift` (fraction of the width). */
function maskShifted(s: Scene, shift: number): Uint8Array {
  const { width, height } = s.image;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const edge = s.hairline(y) + shift * width;
    for (let x = 0; x < width; x++) mask[y * width + x] = x < edge ? 255 : 0;
  }
  return mask;
}

/**
 * A rough stroke down the photo, `offset` (fraction of the width) from the hairline, its points radius / 2
 * apart, each jittered by up to ±25 % of the radius across and along.
 */
function strokeAlong(
  s: Scene,
  tool: 'add' | 'remove',
  radius: number,
  offset: number,
  seed = 3,
): HairStrokeInput {
  const { width, height } = s.image;
  const random = mulberry32(seed);
  const radiusPx = radius * Math.max(width, height);
  const points: number[] = [];
  for (let y = radiusPx; y <= height - radiusPx; y += radiusPx / 2) {
    const jitterX = (random() - 0.5) * 0.5 * radiusPx;
    const jitterY = (random() - 0.5) * 0.5 * radiusPx;
    points.push(clampUnit((s.hairline(y) + offset * width + jitterX) / width));
    points.push(clampUnit((y + jitterY) / height));
  }
  return { tool, radius, points };
}

function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** 1 where a pixel centre lies within the stroke's radius (+ `grow` pixels) of its path (the hard footprint). */
function footprint(stroke: HairStrokeInput, width: number, height: number, grow = 0): Uint8Array {
  const out = new Uint8Array(width * height);
  const radius = stroke.radius * Math.max(width, height) + grow;
  const p = stroke.points;
  for (let k = 0; k + 3 < p.length; k += 2) {
    const x0 = p[k] * width;
    const y0 = p[k + 1] * height;
    const dx = p[k + 2] * width - x0;
    const dy = p[k + 3] * height - y0;
    const top = Math.max(0, Math.floor(Math.min(y0, y0 + dy) - radius));
    const bottom = Math.min(height - 1, Math.ceil(Math.max(y0, y0 + dy) + radius));
    const left = Math.max(0, Math.floor(Math.min(x0, x0 + dx) - radius));
    const right = Math.min(width - 1, Math.ceil(Math.max(x0, x0 + dx) + radius));
    for (let y = top; y <= bottom; y++) {
      for (let x = left; x <= right; x++) {
        const px = x + 0.5 - x0;
        const py = y + 0.5 - y0;
        const t = Math.min(1, Math.max(0, (px * dx + py * dy) / (dx * dx + dy * dy || 1)));
        if (Math.hypot(px - t * dx, py - t * dy) <= radius) out[y * width + x] = 1;
      }
    }
  }
  return out;
}

/** The share of the pixels selected by `where` whose mask value passes `test`. */
function share(mask: Uint8Array, where: (i: number) => boolean, test: (value: number) => boolean): number {
  let selected = 0;
  let passing = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!where(i)) continue;
    selected++;
    if (test(mask[i])) passing++;
  }
  if (selected === 0) throw new Error('no pixel selected');
  return passing / selected;
}

const isHair = (value: number) => value >= 128;

describe('applyHairCorrection', () => {
  // 320×240 is refined pixel for pixel; 1280×960 in 3×3 blocks.
  describe.each([
    [320, 240],
    [1280, 960],
  ])('on a %i×%i photo', (width, height) => {
    const s = scene(width, height);

    it('adds the missed hair under a rough stroke along the hairline, and little of the skin', () => {
      // The mask stops 8 % of the width short of the hairline; the stroke, centred 2 % inside the hairline
      // with a radius of 6 % of the long side, reaches well onto the skin.
      const mask = maskShifted(s, -0.08);
      const stroke = strokeAlong(s, 'add', 0.06, -0.02);
      const under = footprint(stroke, width, height);
      const out = applyHairCorrection(s.image, mask, [stroke]);
      const missed = (i: number) => under[i] === 1 && s.truth[i] === 1 && mask[i] === 0;
      const skin = (i: number) => under[i] === 1 && s.truth[i] === 0;
      expect(share(out, missed, isHair)).toBeGreaterThanOrEqual(0.9);
      expect(share(out, skin, isHair)).toBeLessThanOrEqual(0.1);
    });

    it('removes the spill under a remove stroke and leaves the hair outside it intact', () => {
      // The mask spills 6 % of the width onto the skin; the stroke runs down the middle of the spill.
      const mask = maskShifted(s, 0.06);
      const stroke = strokeAlong(s, 'remove', 0.025, 0.03);
      const under = footprint(stroke, width, height);
      // Beyond its snap (half its radius) and the refinement's reach, nothing may change.
      const near = footprint(stroke, width, height, stroke.radius * width + 0.03 * width);
      const out = applyHairCorrection(s.image, mask, [stroke]);
      const spill = (i: number) => under[i] === 1 && s.truth[i] === 0 && mask[i] === 255;
      expect(share(out, spill, (value) => value < 128)).toBeGreaterThanOrEqual(0.95);
      const hairOutside = (i: number) => under[i] === 0 && s.truth[i] === 1;
      expect(share(out, hairOutside, isHair)).toBeGreaterThanOrEqual(0.99);
      const changedFarOutside = out.filter((value, i) => near[i] === 0 && value !== mask[i]).length;
      expect(changedFarOutside).toBe(0);
    });
  });

  it('snaps a remove stroke outwards over the spill beside it, not over the hair', () => {
    const s = scene(320, 240);
    // The spill is 6 % of the width; the stroke (radius 2 % of the long side) runs 2 % outside the hairline,
    // so it ends short of the spill's outer edge by about half its radius.
    const mask = maskShifted(s, 0.06);
    const stroke = strokeAlong(s, 'remove', 0.02, 0.02);
    const radius = 0.02 * 320;
    const under = footprint(stroke, 320, 240, 1);
    const snapBand = footprint(stroke, 320, 240, radius / 2 - 1);
    const out = applyHairCorrection(s.image, mask, [stroke]);
    const spillBeside = (i: number) =>
      snapBand[i] === 1 && under[i] === 0 && s.truth[i] === 0 && mask[i] === 255;
    expect(share(out, spillBeside, (value) => value < 128)).toBeGreaterThanOrEqual(0.8);
    const hairBeside = (i: number) => under[i] === 0 && s.truth[i] === 1;
    expect(share(out, hairBeside, isHair)).toBeGreaterThanOrEqual(0.99);
  });

  it('lets a later stroke win where two overlap', () => {
    const s = scene(320, 240);
    const mask = maskShifted(s, -0.2);
    const add = strokeAlong(s, 'add', 0.05, -0.1);
    const remove = strokeAlong(s, 'remove', 0.05, -0.1, 5);
    const overlap = footprint(add, 320, 240);
    const second = footprint(remove, 320, 240);
    const both = (i: number) => overlap[i] === 1 && second[i] === 1 && s.truth[i] === 1 && mask[i] === 0;
    const addLast = applyHairCorrection(s.image, mask, [remove, add]);
    const removeLast = applyHairCorrection(s.image, mask, [add, remove]);
    expect(share(addLast, both, isHair)).toBeGreaterThanOrEqual(0.9);
    expect(share(removeLast, both, (value) => value < 128)).toBeGreaterThanOrEqual(0.9);
  });

  it('returns the mask unchanged, as a copy, for no strokes', () => {
    const s = scene(64, 48);
    const mask = maskShifted(s, 0);
    const out = applyHairCorrection(s.image, mask, []);
    expect(out).not.toBe(mask);
    expect(out).toEqual(mask);
  });

  it('gives the same mask for the same strokes', () => {
    const s = scene(320, 240);
    const mask = maskShifted(s, -0.05);
    const strokes = [strokeAlong(s, 'add', 0.04, -0.01), strokeAlong(s, 'remove', 0.02, 0.05, 9)];
    expect(applyHairCorrection(s.image, mask, strokes)).toEqual(applyHairCorrection(s.image, mask, strokes));
  });

  it('rejects a mask of another size than the photo', () => {
    const s = scene(64, 48);
    expect(() => applyHairCorrection(s.image, new Uint8Array(64 * 47), [])).toThrow(RangeError);
  });

  it('refines the largest legal correction on a grid that bounds its cost, and twenty medium strokes as before', () => {
    const random = mulberry32(5);
    const side = 2048;
    const largest = Array.from({ length: 200 }, (_, s) =>
      strokeInPixels(
        { tool: s % 2 ? 'add' : 'remove', radius: 0.2, points: Array.from({ length: 200 }, () => random()) },
        side,
        side,
      ),
    );
    const factor = correctionFactor(largest, side, side);
    expect(strokeArea(largest, side, side, factor)).toBeLessThanOrEqual(MAX_STROKE_AREA);
    const medium = Array.from({ length: 20 }, () =>
      strokeInPixels({ tool: 'add', radius: 0.025, points: [0.4, 0.4, 0.45, 0.42, 0.5, 0.45] }, side, side),
    );
    // The long side on 384 working pixels.
    expect(correctionFactor(medium, side, side)).toBe(6);
  });
});
