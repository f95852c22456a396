import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { RgbImage } from '@hairhue/recolour';
import { gaussian, mulberry32, oklabToSrgb, rgbImageToOklab } from '@hairhue/recolour';
import type { EdgeMatte } from '../../scripts/composite/alpha';
import { estimateEdgeMatte } from '../../scripts/composite/alpha';
import { findPlainBackground } from '../../scripts/composite/background';
import { backgroundRing, scoreRender } from '../../scripts/composite/measure';
import { plainImage, recomposite } from '../../scripts/composite/recomposite';
import { edgeScales } from '../../scripts/composite/scales';
import { selectPhoto } from '../../scripts/composite/select';
import { fitTransfer, idealComposite } from '../../scripts/composite/transfer';
import { distanceToMask } from '../../scripts/edges/distance';
import { strandAlpha } from '../../scripts/edges/strand-alpha';

const SIDE = 240;

/**
 * Hair texture: strands running diagonally whose brightness varies across them, a band of sheen a third of
 * the way down (up to 1.6× the base colour; everywhere when `glossy`) and a little noise; one seeded generator.
 */
function hairTexture(base: readonly number[], random: () => number, glossy = false): RgbImage {
  const data = new Uint8Array(SIDE * SIDE * 3);
  const phases = [0, 1, 2].map(() => 6.28 * random());
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const u = (x + 0.6 * y) / 3;
      const sheen = glossy ? 1 : Math.exp(-(((y - SIDE * 0.35) / (SIDE * 0.06)) ** 2));
      const k =
        0.75 +
        0.2 * Math.sin(u + phases[0]) +
        0.1 * Math.sin(2.7 * u + phases[1]) +
        0.6 * sheen * (0.5 + 0.5 * Math.sin(1.3 * u + phases[2]));
      for (let c = 0; c < 3; c++) {
        const v = base[c] * k + 4 * gaussian(random);
        data[(y * SIDE + x) * 3 + c] = Math.min(255, Math.max(0, Math.round(v)));
      }
    }
  }
  return { width: SIDE, height: SIDE, data };
}

interface Scene {
  image: RgbImage;
  alpha: Float32Array;
  truth: Uint8Array;
}

/**
 * A synthetic head with a known strand alpha (40 strands) over a wall of `wall` with a gentle left-to-right
 * gradient, I = α·F + (1 − α)·B, optionally saved as a JPEG (quality 85) and decoded; the truth is α ≥ 0.5,
 * as an annotator's hard mask. `plain`: one hair colour over one wall colour, no texture, no gradient;
 * `glossy`: a hard-edged head without strands whose hair is sheen all over.
 */
async function scene(
  hair: readonly number[],
  wall: readonly number[],
  jpeg: boolean,
  { plain = false, glossy = false, seed = 1 } = {},
): Promise<Scene> {
  const random = mulberry32(seed);
  // A glossy head has a hard outline and no strands, so every band pixel inside it is solid hair.
  const alpha = strandAlpha(
    SIDE,
    SIDE,
    random,
    glossy ? { strands: 0, outlineSoftness: 0.01 } : { strands: 40 },
  );
  const texture = plain
    ? plainImage(SIDE, SIDE, hair as [number, number, number])
    : hairTexture(hair, random, glossy);
  let data = new Uint8Array(SIDE * SIDE * 3);
  for (let i = 0; i < SIDE * SIDE; i++) {
    const ramp = plain ? 0 : ((i % SIDE) / SIDE - 0.5) * 16;
    for (let c = 0; c < 3; c++) {
      const v = alpha[i] * texture.data[i * 3 + c] + (1 - alpha[i]) * (wall[c] + ramp);
      data[i * 3 + c] = Math.round(v);
    }
  }
  if (jpeg) {
    const raw = { raw: { width: SIDE, height: SIDE, channels: 3 as const } };
    data = new Uint8Array(
      await sharp(await sharp(data, raw).jpeg({ quality: 85 }).toBuffer())
        .raw()
        .toBuffer(),
    );
  }
  const truth = Uint8Array.from(alpha, (a) => (a >= 0.5 ? 1 : 0));
  return { image: { width: SIDE, height: SIDE, data }, alpha, truth };
}

function matteOf({ image, truth }: Scene): EdgeMatte {
  const background = findPlainBackground(image, distanceToMask(truth, SIDE, SIDE));
  return estimateEdgeMatte(image, truth, background, new Uint8Array(SIDE * SIDE), edgeScales(SIDE, SIDE));
}

/** Mean |α̂ − α| and mean |truth − α| over the band, and over the band outside the true hair alone. */
function alphaErrors(matte: EdgeMatte, { alpha, truth }: Scene) {
  let estimated = 0;
  let hard = 0;
  let count = 0;
  let outside = 0;
  let outsideCount = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (!matte.band[i]) continue;
    const error = Math.abs(matte.alpha[i] - alpha[i]);
    estimated += error;
    hard += Math.abs(truth[i] - alpha[i]);
    count++;
    if (!truth[i]) {
      outside += error;
      outsideCount++;
    }
  }
  return { estimated: estimated / count, hard: hard / count, outside: outside / outsideCount, count };
}

const DARK_HAIR = [70, 50, 40];
const LIGHT_WALL = [232, 232, 226];
const BLONDE_HAIR = [200, 170, 120];
const DARK_WALL = [40, 45, 60];

describe('the composite measure’s alpha, on a synthetic head with a known strand alpha', () => {
  it('recovers dark hair with sheen over a light wall to within 0.025, under a quarter of the hard mask’s error', async () => {
    for (const jpeg of [false, true]) {
      const head = await scene(DARK_HAIR, LIGHT_WALL, jpeg);
      const errors = alphaErrors(matteOf(head), head);
      expect(errors.count).toBeGreaterThan(5000);
      expect(errors.estimated, jpeg ? 'JPEG' : 'clean').toBeLessThan(0.025);
      expect(errors.estimated).toBeLessThan(errors.hard / 4);
    }
  });

  it('recovers light hair over a dark wall to within 0.07, the strands outside the outline to within 0.04', async () => {
    for (const jpeg of [false, true]) {
      const head = await scene(BLONDE_HAIR, DARK_WALL, jpeg);
      const errors = alphaErrors(matteOf(head), head);
      expect(errors.estimated, jpeg ? 'JPEG' : 'clean').toBeLessThan(0.07);
      expect(errors.outside).toBeLessThan(0.04);
      expect(errors.estimated).toBeLessThan(errors.hard * 0.75);
    }
  });

  it('reads solid hair just inside the outline as hair: its sheen is not taken for transparency', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, false, { glossy: true });
    const matte = matteOf(head);
    let solid = 0;
    let opaque = 0;
    for (let i = 0; i < head.alpha.length; i++) {
      if (!matte.band[i] || head.alpha[i] < 0.999) continue;
      solid++;
      if (matte.alpha[i] >= 0.95) opaque++;
    }
    expect(solid).toBeGreaterThan(300);
    expect(opaque / solid).toBeGreaterThan(0.85);
  });

  it('takes no hair into the plain background and covers nearly all of the soft edge', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, true);
    const matte = matteOf(head);
    let soft = 0;
    let covered = 0;
    for (let i = 0; i < head.alpha.length; i++) {
      expect(matte.background[i] === 1 && head.alpha[i] > 0.02, `pixel ${i}`).toBe(false);
      if (head.alpha[i] <= 0.02 || head.alpha[i] >= 0.98) continue;
      soft++;
      if (matte.band[i]) covered++;
    }
    expect(covered / soft).toBeGreaterThan(0.8);
  });
});

describe('the re-composite over a new background', () => {
  it('leaves every pixel off the band and the background byte for byte, and makes the background exactly B′', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, true);
    const matte = matteOf(head);
    const teal = plainImage(SIDE, SIDE, [0, 128, 128]);
    const result = recomposite(head.image, matte, teal);
    let untouched = 0;
    let background = 0;
    for (let i = 0; i < SIDE * SIDE; i++) {
      const pixel = [...result.data.subarray(i * 3, i * 3 + 3)];
      if (matte.background[i]) {
        background++;
        expect(pixel).toEqual([0, 128, 128]);
      } else if (!matte.band[i]) {
        untouched++;
        expect(pixel).toEqual([...head.image.data.subarray(i * 3, i * 3 + 3)]);
      } else if (matte.alpha[i] === 0) {
        expect(pixel, 'a band pixel read as background').toEqual([0, 128, 128]);
      } else if (matte.alpha[i] === 1) {
        expect(pixel, 'a band pixel read as hair').toEqual([...head.image.data.subarray(i * 3, i * 3 + 3)]);
      }
    }
    expect(background).toBeGreaterThan(10000);
    expect(untouched).toBeGreaterThan(10000);
  });

  it('is α·F + (1 − α)·B′ with the known α where the photo is one hair colour over one wall colour', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, false, { plain: true });
    const matte = matteOf(head);
    const teal = plainImage(SIDE, SIDE, [0, 128, 128]);
    const result = recomposite(head.image, matte, teal);
    let worst = 0;
    let checked = 0;
    for (let i = 0; i < SIDE * SIDE; i++) {
      if (!matte.band[i]) continue;
      const a = head.alpha[i];
      for (let c = 0; c < 3; c++) {
        const expected = a * DARK_HAIR[c] + (1 - a) * teal.data[i * 3 + c];
        worst = Math.max(worst, Math.abs(result.data[i * 3 + c] - expected));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(5000);
    expect(worst).toBeLessThanOrEqual(2);
  });
});

describe('the ideal and the figures', () => {
  it('fit the render’s colour change by lightness, so the ideal follows a render that darkens highlights', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, false);
    const matte = matteOf(head);
    const teal = plainImage(SIDE, SIDE, [0, 128, 128]);
    const composite = recomposite(head.image, matte, teal);
    // A "render": every hair pixel of the truth gets T(L) = a deep red whose lightness is half the original's.
    const target = (L: number) => ({ L: 0.5 * L, a: 0.12, b: 0.05 });
    const original = rgbImageToOklab(head.image);
    const rendered = rgbImageToOklab(composite);
    for (let i = 0; i < SIDE * SIDE; i++) {
      if (!head.truth[i]) continue;
      const t = target(original.L[i]);
      rendered.L[i] = t.L;
      rendered.a[i] = t.a;
      rendered.b[i] = t.b;
    }
    const transfer = fitTransfer(original.L, rendered, matte);
    const ideal = idealComposite(matte, transfer, teal);
    let checked = 0;
    for (let i = 0; i < SIDE * SIDE; i++) {
      if (!matte.band[i] || Number.isNaN(ideal[i * 3])) continue;
      const a = matte.alpha[i];
      const hair = matte.hair.subarray(i * 3, i * 3 + 3);
      const clamp = (v: number) => Math.min(255, Math.max(0, v));
      const L = rgbImageToOklab({
        width: 1,
        height: 1,
        data: Uint8Array.from(hair, (v) => Math.round(clamp(v))),
      }).L[0];
      const want = oklabToSrgb(target(Math.min(transfer.lightness[1], Math.max(transfer.lightness[0], L))));
      const expected = [want.r, want.g, want.b].map((v, c) => a * v + (1 - a) * teal.data[i * 3 + c]);
      for (let c = 0; c < 3; c++) expect(Math.abs(ideal[i * 3 + c] - expected[c])).toBeLessThan(2.5);
      checked++;
    }
    expect(checked).toBeGreaterThan(5000);
  });

  it('score the ideal itself as perfect and an unchanged composite as recalling nothing', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, false);
    const matte = matteOf(head);
    const white = plainImage(SIDE, SIDE, [255, 255, 255]);
    const composite = recomposite(head.image, matte, white);
    const original = rgbImageToOklab(head.image);
    const rendered = rgbImageToOklab(composite);
    for (let i = 0; i < SIDE * SIDE; i++) {
      if (!head.truth[i]) continue;
      rendered.L[i] *= 0.6;
      rendered.a[i] = 0.1;
    }
    const ideal = idealComposite(matte, fitTransfer(original.L, rendered, matte), white);
    const ring = backgroundRing(matte, head.truth, edgeScales(SIDE, SIDE));
    const exact = {
      width: SIDE,
      height: SIDE,
      data: Uint8Array.from(composite.data, (v, k) => (Number.isNaN(ideal[k]) ? v : Math.round(ideal[k]))),
    };
    const perfect = scoreRender(exact, composite, ideal, matte, ring);
    expect(perfect.edge).toBeLessThan(0.3);
    expect(perfect.background).toBe(0);
    expect(perfect.recall).toBe(1);
    const unchanged = scoreRender(composite, composite, ideal, matte, ring);
    expect(unchanged.edge).toBeGreaterThan(5);
    expect(unchanged.recall).toBe(0);
    expect(ring.reduce((sum, v) => sum + v, 0)).toBeGreaterThan(2000);
  });
});

describe('choosing photos with a plain background', () => {
  const centre = { left: 100, top: 100, width: 40, height: 40 };

  it('keeps a head over a plain wall, with the face inside the hair', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, true);
    expect(selectPhoto(head.image, head.truth, [centre]).kept).toBe(true);
  });

  it('refuses it without a face, with the background reaching into the face, or with hair of the wall’s colour', async () => {
    const head = await scene(DARK_HAIR, LIGHT_WALL, true);
    expect(selectPhoto(head.image, head.truth, []).reason).toMatch(/no face/);
    const inTheCorner = { left: 0, top: 0, width: 40, height: 40 };
    expect(selectPhoto(head.image, head.truth, [inTheCorner]).reason).toMatch(/reaches into the face/);
    const alike = await scene([215, 212, 205], LIGHT_WALL, true);
    expect(selectPhoto(alike.image, alike.truth, [centre]).reason).toMatch(/too alike/);
  });
});
