import { readFile } from 'node:fs/promises';

import { HairEngineError, readImageDescription } from '@hairhue/hair-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import {
  RenderEngineError,
  RenderTimeoutError,
  UnknownShadeError,
} from '../../../src/jobs/render-pool/render-errors';
import type { RenderPool } from '../../../src/jobs/render-pool/render-pool';
import { createRenderPool } from '../../../src/jobs/render-pool/render-pool';

// Research-only evaluation photo: read where it lies, never copied into the repository.
const EVAL_PHOTO = '/work/shared/eval/hair/images/figaro_Frame00285.jpg';
const PREVIEW_LONG_SIDE = 256;
const DEMO_PHOTO = '/work/shared/demo-photos/demo-3.jpg';

async function rawPixels(jpeg: Uint8Array) {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A small flat photo and a mask with hair in its top half: renders without the model, in milliseconds. */
async function tinyPhotoWithMask(side: number) {
  const photo = await sharp({ create: { width: side, height: side, channels: 3, background: '#6b4a2f' } })
    .jpeg()
    .toBuffer();
  const mask = new Uint8Array(side * side).fill(255, 0, (side * side) / 2);
  const analysis = await sharp(mask, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
  return { photo, analysis };
}

describe('render pool', () => {
  let pool: RenderPool;
  let photo: Buffer;
  let photoSize: { width: number; height: number };
  let analysis: Uint8Array;

  beforeAll(async () => {
    photo = await readFile(EVAL_PHOTO);
    const { width, height } = await sharp(photo).metadata();
    photoSize = { width, height };
    pool = createRenderPool({ threads: 1, taskTimeoutMs: 20_000 });
    await pool.warm();
  });

  afterAll(() => pool.close());

  it('analyses a photo into a PNG matte of its size with a plausible hair fraction', async () => {
    const result = await pool.analyse({ photoKey: 'eval-photo', photo });
    analysis = result.analysis;

    const mask = await sharp(result.analysis).metadata();
    // A matte: the hair's share in the alpha channel, the hair's own colour under the outline.
    expect(mask).toMatchObject({ format: 'png', channels: 4, ...photoSize });
    // About 0.3 of this photo is hair by the evaluation set's hand-drawn mask.
    expect(result.hairFraction).toBeGreaterThan(0.15);
    expect(result.hairFraction).toBeLessThan(0.5);
  });

  it('renders a full-size JPEG and a preview that change the hair and hardly anything else', async () => {
    const result = await pool.render({
      photoKey: 'eval-photo',
      photo,
      analysis,
      shadeId: 'teal-blue',
      previewLongSide: PREVIEW_LONG_SIDE,
    });

    expect(result).toMatchObject(photoSize);
    expect(await sharp(result.full).metadata()).toMatchObject({ format: 'jpeg', ...photoSize });
    const preview = await sharp(result.preview).metadata();
    expect(preview.format).toBe('jpeg');
    expect(Math.max(preview.width, preview.height)).toBe(PREVIEW_LONG_SIDE);

    const [before, after] = await Promise.all([rawPixels(photo), rawPixels(result.full)]);
    const mask = await sharp(analysis).extractChannel(3).raw().toBuffer();
    const change = { hair: 0, hairPixels: 0, rest: 0, restPixels: 0 };
    for (let pixel = 0; pixel < mask.length; pixel++) {
      let difference = 0;
      for (let channel = 0; channel < 3; channel++) {
        difference += Math.abs(before.data[pixel * 3 + channel] - after.data[pixel * 3 + channel]);
      }
      if (mask[pixel] >= 230) {
        change.hair += difference / 3;
        change.hairPixels++;
      } else if (mask[pixel] <= 10) {
        change.rest += difference / 3;
        change.restPixels++;
      }
    }
    // Away from the hair only JPEG re-encoding noise remains.
    expect(change.hair / change.hairPixels).toBeGreaterThan(15);
    expect(change.rest / change.restPixels).toBeLessThan(2);
  });

  it('renders a photo it keeps without reading the bytes sent again', async () => {
    // A dice roll's later renders: the thread already holds this photo, decoded and prepared.
    const empty = new Uint8Array(0);
    const result = await pool.render({
      photoKey: 'eval-photo',
      photo: empty,
      analysis: empty,
      shadeId: 'platinum-blonde',
      previewLongSide: PREVIEW_LONG_SIDE,
    });
    expect(result).toMatchObject(photoSize);
  });

  it("renders with a try-on's intensity and shine, and names them in the full-size JPEG's EXIF only", async () => {
    const tiny = await tinyPhotoWithMask(64);
    const render = (tuning?: { intensity: number; shine: number }) =>
      pool.render({ photoKey: 'tiny-tuned', ...tiny, shadeId: 'copper', previewLongSide: 32, tuning });
    const [untuned, atDefaults, tuned, faint] = [
      await render(),
      await render({ intensity: 100, shine: 50 }),
      await render({ intensity: 80, shine: 60 }),
      await render({ intensity: 10, shine: 50 }),
    ];

    expect(await readImageDescription(tuned.full)).toBe('Hairhue: Copper, intensity 80%, shine 60%');
    expect(await readImageDescription(tuned.preview)).toBeUndefined();
    expect((await sharp(untuned.full).metadata()).exif).toBeUndefined();
    // The defaults are the untuned render, byte for byte, with no metadata either.
    expect(Buffer.from(atDefaults.full).equals(Buffer.from(untuned.full))).toBe(true);

    // A tenth of the intensity leaves the hair (the top half) much nearer the photo's own colour.
    const original = await rawPixels(tiny.photo);
    const hairChange = async (jpeg: Uint8Array) => {
      const { data } = await rawPixels(jpeg);
      let sum = 0;
      for (let i = 0; i < data.length / 2; i++) sum += Math.abs((data[i] ?? 0) - (original.data[i] ?? 0));
      return sum / (data.length / 2);
    };
    const [full, tenth] = [await hairChange(untuned.full), await hairChange(faint.full)];
    expect(full).toBeGreaterThan(10);
    expect(tenth).toBeLessThan(full / 3);
  });

  it('corrects an analysis on a thread, and renders with the correction kept under its own key', async () => {
    const tiny = await tinyPhotoWithMask(64);
    // A large dab adding the middle of the bottom half, which the mask leaves out.
    const { analysis: corrected } = await pool.correct({
      photoKey: 'tiny-correct',
      correctedKey: 'tiny-correct@correction-1',
      ...tiny,
      strokes: [{ tool: 'add', radius: 0.25, points: [0.5, 0.75] }],
    });
    const mask = await sharp(corrected).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    expect(mask.info).toMatchObject({ width: 64, height: 64 });
    expect(mask.data[48 * 64 + 32]).toBe(255);
    expect(mask.data[63 * 64]).toBe(0);
    expect(mask.data[0]).toBe(255);

    const original = await rawPixels(tiny.photo);
    const changeAt = async (jpeg: Uint8Array, x: number, y: number) => {
      const { data } = await rawPixels(jpeg);
      const at = (y * 64 + x) * 3;
      return Math.abs(data[at] - original.data[at]) + Math.abs(data[at + 2] - original.data[at + 2]);
    };
    const render = (photoKey: string, analysis: Uint8Array) =>
      pool.render({ photoKey, photo: tiny.photo, analysis, shadeId: 'copper', previewLongSide: 32 });
    const automatic = await render('tiny-correct', tiny.analysis);
    // No analysis sent: the thread renders with the corrected one it kept from the correction.
    const withCorrection = await render('tiny-correct@correction-1', new Uint8Array(0));
    expect(await changeAt(automatic.full, 32, 48)).toBeLessThan(6);
    expect(await changeAt(withCorrection.full, 32, 48)).toBeGreaterThan(15);
    expect(await changeAt(withCorrection.full, 2, 62)).toBeLessThan(6);
  });

  it("measures a photo without a face: the hair's level alone", async () => {
    const tiny = await tinyPhotoWithMask(64);
    const measured = await pool.measure({ photoKey: 'tiny-measure', ...tiny });
    expect(measured.appearance).toBeNull();
    expect(measured.hairLevel).toBeGreaterThanOrEqual(1);
    expect(measured.hairLevel).toBeLessThanOrEqual(10);
  });

  // The values on a real portrait are looked at with `npm run suits:demo`; here only that a face is measured.
  it('measures the skin and hair of a portrait, the hair level the same in both places', async () => {
    const portrait = await sharp(await readFile(DEMO_PHOTO))
      .resize(480)
      .jpeg()
      .toBuffer();
    const { analysis: portraitAnalysis } = await pool.analyse({ photoKey: 'portrait', photo: portrait });
    const measured = await pool.measure({
      photoKey: 'portrait',
      photo: portrait,
      analysis: portraitAnalysis,
    });
    expect(['warm', 'cool', 'neutral']).toContain(measured.appearance?.undertone);
    expect(measured.hairLevel).toBe(measured.appearance?.hairLevel);
  });

  it('refuses an unknown shade', async () => {
    const rendering = pool.render({
      photoKey: 'eval-photo',
      photo,
      analysis,
      shadeId: 'no-such-shade',
      previewLongSide: PREVIEW_LONG_SIDE,
    });
    await expect(rendering).rejects.toThrow(UnknownShadeError);
    await expect(rendering).rejects.toMatchObject({ code: 'UNKNOWN_SHADE', shadeId: 'no-such-shade' });
  });

  it("passes on the engine's refusal of a file that is not an image", async () => {
    const notAPhoto = new TextEncoder().encode('this is not a photo');
    const expected = { name: 'UnsupportedImageError', code: 'UNSUPPORTED_IMAGE' };

    const analysing = pool.analyse({ photoKey: 'not-a-photo', photo: notAPhoto });
    await expect(analysing).rejects.toThrow(RenderEngineError);
    await expect(analysing).rejects.toThrow(HairEngineError);
    await expect(analysing).rejects.toMatchObject(expected);
    await expect(analysing).rejects.toThrow(/not an image/);

    const rendering = pool.render({
      photoKey: 'not-a-photo',
      photo: notAPhoto,
      analysis,
      shadeId: 'copper',
      previewLongSide: PREVIEW_LONG_SIDE,
    });
    await expect(rendering).rejects.toMatchObject(expected);
  });

  it('stops a task that runs too long and keeps working afterwards', async () => {
    // The pool's deadline runs on the test's clock, so 'too long' is when the test says, not when a busy
    // machine happens to be slow: the analysis is stopped once its deadline has passed, and the render after
    // it cannot be, however long the replacement thread takes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const impatientPool = createRenderPool({ threads: 1, taskTimeoutMs: 250 });
    try {
      // An analysis of a 2048 px photo: about 0.6 s of work, ample time to stop it midway.
      const largePhoto = await sharp(photo).resize(2048, 2048, { fit: 'inside' }).jpeg().toBuffer();
      const analysing = impatientPool.analyse({ photoKey: 'large', photo: largePhoto });
      analysing.catch(() => {});
      // The deadline is set when a thread starts the task (its engine loaded first): then let 250 ms pass.
      await vi.waitUntil(() => vi.getTimerCount() > 0, { timeout: 60_000, interval: 5 });
      vi.advanceTimersByTime(250);
      await expect(analysing).rejects.toThrow(RenderTimeoutError);
      await expect(analysing).rejects.toMatchObject({ task: 'analyse', timeoutMs: 250 });

      const tiny = await tinyPhotoWithMask(64);
      await expect(
        impatientPool.render({ photoKey: 'tiny', ...tiny, shadeId: 'copper', previewLongSide: 32 }),
      ).resolves.toMatchObject({ width: 64, height: 64 });
    } finally {
      vi.useRealTimers();
      await impatientPool.close();
    }
  });

  it('closes after letting a running task finish', async () => {
    const closingPool = createRenderPool({ threads: 1, taskTimeoutMs: 20_000 });
    const tiny = await tinyPhotoWithMask(64);
    const rendering = closingPool.render({
      photoKey: 'tiny',
      ...tiny,
      shadeId: 'copper',
      previewLongSide: 32,
    });
    await expect(closingPool.close()).resolves.toBeUndefined();
    await expect(rendering).resolves.toMatchObject({ width: 64, height: 64 });
  });
});
