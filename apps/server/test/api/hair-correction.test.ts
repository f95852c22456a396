import { randomUUID } from 'node:crypto';
import {
  errorBodySchema,
  hairCorrectionSchema,
  previewPlanesResponseSchema,
  type DiceRoll,
  type HairColorTryOn,
  type HairCorrection,
  type HairStroke,
} from '@hairhue/contracts';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/services/storage-keys';
import { databaseKinds } from '../helpers/database';
import {
  grantPremium,
  shade,
  startTryOn,
  uploadPhoto,
  waitForDiceRoll,
  waitForTryOn,
} from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, type TestRendererControl } from '../helpers/test-renderer';

/** A dab that takes the photo's middle out of the hair (the test renderer's analysis is all hair). */
const REMOVE_MIDDLE: HairStroke = { tool: 'remove', radius: 0.1, points: [0.5, 0.5] };
const ADD_STRAND: HairStroke = { tool: 'add', radius: 0.012, points: [0.1, 0.2, 0.3, 0.25, 0.5, 0.3] };

/**
 * Mean differences from the photo (0..255) of a recoloured patch and of one left as it was: the test
 * renderer's tints move a patch by 15 or more, a second JPEG encoding by 2 or 3.
 */
const RECOLOURED = 10;
const UNTOUCHED = 6;

function expectError(response: LightMyRequestResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

/** Mean absolute difference of two JPEGs' RGB over a square around (x, y), given as fractions of the size. */
async function patchDifference(a: Uint8Array, b: Uint8Array, x: number, y: number): Promise<number> {
  const [first, second] = await Promise.all(
    [a, b].map((jpeg) => sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width, height } = first.info;
  expect([second.info.width, second.info.height]).toEqual([width, height]);
  const cx = Math.round(x * width);
  const cy = Math.round(y * height);
  let total = 0;
  let count = 0;
  for (let py = cy - 5; py <= cy + 5; py++) {
    for (let px = cx - 5; px <= cx + 5; px++) {
      for (let c = 0; c < 3; c++) {
        const at = (py * width + px) * 3 + c;
        total += Math.abs(first.data[at] - second.data[at]);
        count++;
      }
    }
  }
  return total / count;
}

describe.each(databaseKinds)('the touch-up brush correction on %s', (kind) => {
  let server: TestServer;
  let control: TestRendererControl;

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({ database: kind, renderer: control.renderer });
  });
  afterAll(() => server?.close());

  const url = (photoId: string) => `/api/photos/${photoId}/hair-correction`;
  const getCorrection = (token: string, photoId: string) =>
    server.call(token, { method: 'GET', url: url(photoId) });
  const saveCorrection = (token: string, photoId: string, payload: unknown) =>
    server.call(token, { method: 'PUT', url: url(photoId), payload: payload as object });
  const resetCorrection = (token: string, photoId: string) =>
    server.call(token, { method: 'DELETE', url: url(photoId) });

  function correctionOf(response: LightMyRequestResponse): HairCorrection {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return hairCorrectionSchema.parse(response.json());
  }

  /**
   * The photo's correction once its hair area is made (the save's job, or a render, makes it in the
   * background): `strokesWithoutHair` is null until then.
   */
  async function savedCorrection(token: string, photoId: string): Promise<HairCorrection> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const correction = correctionOf(await getCorrection(token, photoId));
      if (correction.strokesWithoutHair !== null || Date.now() > deadline) return correction;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const withoutFinding = ({ strokesWithoutHair: _, ...rest }: HairCorrection) => rest;

  async function device(plan: 'free' | 'premium') {
    const deviceId = `brush-${plan}-${randomUUID()}`;
    const token = await server.register(deviceId);
    if (plan === 'premium') await grantPremium(server, deviceId);
    return { deviceId, token };
  }

  /** The stored photo and a try-on's full-size result, for comparing pixels. */
  async function tryOnResult(token: string, photoId: string): Promise<Uint8Array> {
    const started = await startTryOn(server, token, photoId);
    expect(started.statusCode, started.body).toBe(202);
    const tryOn = await waitForTryOn(server, token, started.json<HairColorTryOn>().id);
    expect(tryOn.status).toBe('completed');
    const result = await server.hairhue.storage.get(storageKeys.tryOnResult(photoId, tryOn.id));
    if (!result) throw new Error('no stored result');
    return result;
  }

  async function original(photoId: string): Promise<Uint8Array> {
    const photo = await server.hairhue.storage.get(storageKeys.photo(photoId));
    if (!photo) throw new Error('no stored photo');
    return photo;
  }

  async function remainingFreeUses(token: string): Promise<number> {
    const status = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    return status.json<{ usage: { remainingFreeUses: number } }>().usage.remainingFreeUses;
  }

  it('answers a photo never corrected with no strokes at revision 0', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    expect(correctionOf(await getCorrection(token, photo.id))).toEqual({
      photoId: photo.id,
      strokes: [],
      revision: 0,
      updatedAt: null,
      strokesWithoutHair: [],
    });
  });

  it('saves, reads back and resets, raising the revision every time; PUT with no strokes is a reset', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    const saved = correctionOf(
      await saveCorrection(token, photo.id, { strokes: [ADD_STRAND, REMOVE_MIDDLE] }),
    );
    expect(saved).toMatchObject({ photoId: photo.id, strokes: [ADD_STRAND, REMOVE_MIDDLE], revision: 1 });
    expect(Date.parse(saved.updatedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(saved.strokesWithoutHair).toBeNull();
    expect(saved).toEqual({ ...(await savedCorrection(token, photo.id)), strokesWithoutHair: null });

    const again = correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    expect(again).toMatchObject({ strokes: [REMOVE_MIDDLE], revision: 2 });

    const reset = correctionOf(await resetCorrection(token, photo.id));
    expect(reset).toMatchObject({ photoId: photo.id, strokes: [], revision: 3 });
    expect(correctionOf(await getCorrection(token, photo.id))).toEqual(reset);

    expect(correctionOf(await saveCorrection(token, photo.id, { strokes: [] }))).toMatchObject({
      strokes: [],
      revision: 4,
    });
  });

  it('tells, once the hair area is made, which add strokes found nothing like hair: null before, [] after a reset', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    // The stand-in finds nothing like hair under any add stroke (the engine's own finding is tested there).
    control.strokesWithoutHair = (strokes) =>
      strokes.flatMap((stroke, index) => (stroke.tool === 'add' ? [index] : []));
    try {
      const saved = correctionOf(
        await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE, ADD_STRAND] }),
      );
      expect(saved.strokesWithoutHair).toBeNull();
      expect(await savedCorrection(token, photo.id)).toMatchObject({ revision: 1, strokesWithoutHair: [1] });
      // A new save is a new revision: unknown again until its own hair area is made.
      const again = correctionOf(
        await saveCorrection(token, photo.id, { strokes: [ADD_STRAND, ADD_STRAND] }),
      );
      expect(again).toMatchObject({ revision: 2, strokesWithoutHair: null });
      expect(await savedCorrection(token, photo.id)).toMatchObject({
        revision: 2,
        strokesWithoutHair: [0, 1],
      });
    } finally {
      control.strokesWithoutHair = undefined;
    }
    expect(correctionOf(await resetCorrection(token, photo.id))).toMatchObject({
      revision: 3,
      strokesWithoutHair: [],
    });
  });

  it('lets a free device correct its photo without spending a free change', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    const before = await remainingFreeUses(token);
    expect(before).toBeGreaterThan(0);
    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    correctionOf(await resetCorrection(token, photo.id));
    correctionOf(await saveCorrection(token, photo.id, { strokes: [ADD_STRAND] }));
    expect(await remainingFreeUses(token)).toBe(before);
    // The next try-on spends one as usual.
    await tryOnResult(token, photo.id);
    expect(await remainingFreeUses(token)).toBe(before - 1);
  });

  it("answers 404 for another device's photo and an unknown one, and leaves the owner's correction be", async () => {
    const owner = await device('premium');
    const intruder = await device('premium');
    const photo = await uploadPhoto(server, owner.token);
    const saved = correctionOf(await saveCorrection(owner.token, photo.id, { strokes: [ADD_STRAND] }));
    for (const photoId of [photo.id, randomUUID()]) {
      expectError(await getCorrection(intruder.token, photoId), 404, 'NOT_FOUND');
      expectError(
        await saveCorrection(intruder.token, photoId, { strokes: [REMOVE_MIDDLE] }),
        404,
        'NOT_FOUND',
      );
      expectError(await resetCorrection(intruder.token, photoId), 404, 'NOT_FOUND');
    }
    expect(await savedCorrection(owner.token, photo.id)).toMatchObject(withoutFinding(saved));
  });

  it('answers 400 naming the field for malformed strokes and a photo id that is no UUID, saving nothing', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    const saved = correctionOf(await saveCorrection(token, photo.id, { strokes: [ADD_STRAND] }));
    const malformed: [unknown, string][] = [
      [{}, 'strokes'],
      [{ strokes: 'all of it' }, 'strokes'],
      [{ strokes: [{ ...ADD_STRAND, tool: 'erase' }] }, 'tool'],
      [{ strokes: [{ ...ADD_STRAND, radius: 0.5 }] }, 'radius'],
      [{ strokes: [{ ...ADD_STRAND, points: [0.5, 0.5, 0.7] }] }, 'points'],
      [{ strokes: [{ ...ADD_STRAND, points: [0.5, 1.5] }] }, 'points'],
      [{ strokes: [{ ...ADD_STRAND, colour: 'red' }] }, 'colour'],
      [{ strokes: [], mask: 'iVBORw0KGgo=' }, 'mask'],
    ];
    for (const [payload, field] of malformed) {
      const message = expectError(await saveCorrection(token, photo.id, payload), 400, 'VALIDATION_FAILED');
      expect(message, JSON.stringify(payload)).toContain(field);
    }
    const notJson = await server.call(token, {
      method: 'PUT',
      url: url(photo.id),
      payload: '{"strokes": [',
      headers: { 'content-type': 'application/json' },
    });
    expectError(notJson, 400, 'VALIDATION_FAILED');
    for (const call of [getCorrection, resetCorrection]) {
      expect(expectError(await call(token, 'not-a-uuid'), 400, 'VALIDATION_FAILED')).toContain('id');
    }
    // The save's own job may have made the hair area meanwhile: its finding is not what the bad calls saved.
    expect(withoutFinding(correctionOf(await getCorrection(token, photo.id)))).toEqual(withoutFinding(saved));
  });

  it('answers 413 REQUEST_TOO_LARGE beyond the limits and for a body over 512 KB, saving nothing', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    const dab = (x: number): HairStroke => ({ tool: 'add', radius: 0.012, points: [x, 0.5] });
    const line = (count: number, digits = 4): HairStroke => ({
      tool: 'add',
      radius: 0.012,
      points: Array.from({ length: count * 2 }, (_, i) => Number(((i % 997) / 997).toFixed(digits))),
    });
    const tooLarge: [HairStroke[], string][] = [
      [Array.from({ length: 201 }, (_, i) => dab(i / 201)), 'at most 200 strokes'],
      [[line(2001)], 'at most 2000 points in a stroke'],
      [Array.from({ length: 11 }, () => line(2000)), 'at most 20000 points in all'],
    ];
    for (const [strokes, reason] of tooLarge) {
      const message = expectError(
        await saveCorrection(token, photo.id, { strokes }),
        413,
        'REQUEST_TOO_LARGE',
      );
      expect(message).toBe(`The hair correction is too large: ${reason}`);
    }
    // Within the limits in strokes and points, but each coordinate written out to 16 digits.
    const oversized = { strokes: Array.from({ length: 10 }, () => line(2000, 16)) };
    expect(JSON.stringify(oversized).length).toBeGreaterThan(512 * 1024);
    expect(expectError(await saveCorrection(token, photo.id, oversized), 413, 'REQUEST_TOO_LARGE')).toBe(
      'Request body is too large: the maximum is 512 KB',
    );
    expect(correctionOf(await getCorrection(token, photo.id)).revision).toBe(0);

    // Larger than the other calls' 256 KB bodies, yet within this one's limits: saved.
    const large = { strokes: Array.from({ length: 10 }, () => line(2000, 8)) };
    expect(JSON.stringify(large).length).toBeGreaterThan(256 * 1024);
    expect(correctionOf(await saveCorrection(token, photo.id, large)).revision).toBe(1);
  });

  it('answers 429 RATE_LIMITED past the saves a device may make in a minute, keeping the last saved correction', async () => {
    const { deviceId, token } = await device('free');
    const photo = await uploadPhoto(server, token);
    const perMinute = server.config.hairCorrectionSavesPerMinute;
    for (let save = 1; save <= perMinute; save++) {
      expect(correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] })).revision).toBe(
        save,
      );
    }
    const refused = await saveCorrection(token, photo.id, { strokes: [ADD_STRAND] });
    expect(expectError(refused, 429, 'RATE_LIMITED')).toMatch(
      /^Too many hair correction saves from this device/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    expect(correctionOf(await getCorrection(token, photo.id))).toMatchObject({
      strokes: [REMOVE_MIDDLE],
      revision: perMinute,
    });
    // Registering again is the same device; another device is not held back.
    const again = await server.register(deviceId);
    const againPhoto = await uploadPhoto(server, again);
    expectError(await saveCorrection(again, againPhoto.id, { strokes: [ADD_STRAND] }), 429, 'RATE_LIMITED');
    const other = await device('free');
    const otherPhoto = await uploadPhoto(server, other.token);
    expect(
      correctionOf(await saveCorrection(other.token, otherPhoto.id, { strokes: [ADD_STRAND] })).revision,
    ).toBe(1);
    expectError(
      await saveCorrection('not-a-token', photo.id, { strokes: [ADD_STRAND] }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('renders every later try-on with the corrected hair area, and the automatic one again after a reset', async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    const photoBytes = await original(photo.id);
    const automatic = await tryOnResult(token, photo.id);
    // The automatic area is all hair: the middle and a corner are both recoloured.
    expect(await patchDifference(photoBytes, automatic, 0.5, 0.5)).toBeGreaterThan(RECOLOURED);
    expect(await patchDifference(photoBytes, automatic, 0.1, 0.9)).toBeGreaterThan(RECOLOURED);

    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    const corrected = await tryOnResult(token, photo.id);
    expect(await patchDifference(photoBytes, corrected, 0.5, 0.5)).toBeLessThan(UNTOUCHED);
    expect(await patchDifference(photoBytes, corrected, 0.1, 0.9)).toBeGreaterThan(RECOLOURED);
    const correctedKey = storageKeys.correctedAnalysis(photo.id, ENGINE_VERSION, 1);
    expect(await server.hairhue.storage.exists(correctedKey)).toBe(true);

    // A new revision: what this process keeps of the old one is not used.
    correctionOf(await resetCorrection(token, photo.id));
    const afterReset = await tryOnResult(token, photo.id);
    expect(await patchDifference(photoBytes, afterReset, 0.5, 0.5)).toBeGreaterThan(RECOLOURED);
    // The superseded revision's corrected mask is gone from storage.
    expect(await server.hairhue.storage.exists(correctedKey)).toBe(false);
  });

  it('renders a try-on again with a saved correction (correctionOf) without spending a free change, once per save', async () => {
    const { token } = await device('free');
    const photo = await uploadPhoto(server, token);
    const photoBytes = await original(photo.id);
    const shadeOf = (id: string) => ({
      photoId: photo.id,
      colorName: shade(id).name,
      colorValue: shade(id).color,
    });
    const copper = shadeOf('copper');
    const first = await waitForTryOn(
      server,
      token,
      (await startTryOn(server, token, photo.id)).json<HairColorTryOn>().id,
    );
    expect(first.status).toBe('completed');
    const again = (payload: object) =>
      server.call(token, { method: 'POST', url: '/api/hair-color-try-ons', payload });
    // Nothing saved since the try-on: nothing to render again.
    expect(expectError(await again({ ...copper, correctionOf: first.id }), 400, 'VALIDATION_FAILED')).toMatch(
      /^correctionOf: /,
    );

    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    // Another shade is a new colour change, not a correction of this one.
    expectError(await again({ ...shadeOf('jet-black'), correctionOf: first.id }), 400, 'VALIDATION_FAILED');
    expectError(await again({ ...copper, correctionOf: randomUUID() }), 404, 'NOT_FOUND');
    expect(await remainingFreeUses(token)).toBe(2);

    const started = await again({ ...copper, correctionOf: first.id });
    expect(started.statusCode, started.body).toBe(202);
    const redone = await waitForTryOn(server, token, started.json<HairColorTryOn>().id);
    expect(redone).toMatchObject({
      status: 'completed',
      colorName: copper.colorName,
      intensity: 100,
      shine: 50,
    });
    const result = await server.hairhue.storage.get(storageKeys.tryOnResult(photo.id, redone.id));
    if (!result) throw new Error('no stored result');
    expect(await patchDifference(photoBytes, result, 0.5, 0.5)).toBeLessThan(UNTOUCHED);
    expect(await remainingFreeUses(token)).toBe(2);

    // Once per save: the correction is older than the photo's latest try-on now.
    expectError(await again({ ...copper, correctionOf: first.id }), 400, 'VALIDATION_FAILED');
    expectError(await again({ ...copper, correctionOf: redone.id }), 400, 'VALIDATION_FAILED');
    expect(await remainingFreeUses(token)).toBe(2);
  });

  it('renders a premium try-on again with its own intensity and shine, refusing others sent with correctionOf', async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    const copper = { photoId: photo.id, colorName: shade('copper').name, colorValue: shade('copper').color };
    const post = (payload: object) =>
      server.call(token, { method: 'POST', url: '/api/hair-color-try-ons', payload });
    const tuned = await post({ ...copper, intensity: 70, shine: 20 });
    const first = await waitForTryOn(server, token, tuned.json<HairColorTryOn>().id);
    correctionOf(await saveCorrection(token, photo.id, { strokes: [ADD_STRAND] }));

    expect(
      expectError(await post({ ...copper, intensity: 70, correctionOf: first.id }), 400, 'VALIDATION_FAILED'),
    ).toMatch(/^correctionOf: /);
    const started = await post({ ...copper, correctionOf: first.id });
    expect(started.statusCode, started.body).toBe(202);
    const redone = await waitForTryOn(server, token, started.json<HairColorTryOn>().id);
    expect(redone).toMatchObject({ status: 'completed', intensity: 70, shine: 20 });
  });

  it('downloads a try-on made after a save with the corrected area (the download serves the render)', async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    const started = await startTryOn(server, token, photo.id);
    const tryOn = await waitForTryOn(server, token, started.json<HairColorTryOn>().id);
    expect(tryOn.status).toBe('completed');
    const download = await server.call(token, {
      method: 'GET',
      url: `/api/hair-color-try-ons/${tryOn.id}/download`,
    });
    expect(download.statusCode, download.body).toBe(200);
    const address = new URL(download.json<{ url: string }>().url);
    const file = await server.call(undefined, { method: 'GET', url: address.pathname + address.search });
    expect(file.statusCode).toBe(200);
    const photoBytes = await original(photo.id);
    expect(await patchDifference(photoBytes, file.rawPayload, 0.5, 0.5)).toBeLessThan(UNTOUCHED);
    expect(await patchDifference(photoBytes, file.rawPayload, 0.1, 0.9)).toBeGreaterThan(RECOLOURED);
  });

  it('makes the corrected area once per revision, however many renders need it', async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    // This photo's only: an earlier test's background correction may still finish meanwhile.
    const correctionsOfPhoto = () =>
      control.correctedKeys.filter((key) => key.startsWith(`${photo.id}@`)).length;
    const starts = await Promise.all([1, 2, 3].map(() => startTryOn(server, token, photo.id)));
    const roll = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: photo.id },
    });
    expect(roll.statusCode, roll.body).toBe(202);
    for (const started of starts) {
      expect((await waitForTryOn(server, token, started.json<HairColorTryOn>().id)).status).toBe('completed');
    }
    await waitForDiceRoll(server, token, roll.json<DiceRoll>().id);
    expect(correctionsOfPhoto()).toBe(1);
  });

  it('renders Dice Roll colours with the corrected hair area', async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    const rolled = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: photo.id },
    });
    expect(rolled.statusCode, rolled.body).toBe(202);
    const roll = await waitForDiceRoll(server, token, rolled.json<DiceRoll>().id);
    expect(roll.colors.every((color) => color.status === 'completed')).toBe(true);
    const rows = await server.hairhue.database.db
      .selectFrom('dice_roll_colors')
      .select('result_key')
      .where('roll_id', '=', roll.id)
      .execute();
    const photoBytes = await original(photo.id);
    for (const { result_key: key } of rows) {
      const result = key === null ? undefined : await server.hairhue.storage.get(key);
      if (!result) throw new Error('no stored dice result');
      expect(await patchDifference(photoBytes, result, 0.5, 0.5)).toBeLessThan(UNTOUCHED);
      expect(await patchDifference(photoBytes, result, 0.1, 0.9)).toBeGreaterThan(RECOLOURED);
    }
  });

  it("hands the live preview the corrected area's URL with its revision, and the automatic one after a reset", async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    const planesOf = async () => {
      const response = await server.call(token, {
        method: 'GET',
        url: `/api/photos/${photo.id}/preview-planes`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const planes = previewPlanesResponseSchema.parse(response.json());
      const parsed = new URL(planes.planesUrl);
      const file = await server.call(undefined, { method: 'GET', url: parsed.pathname + parsed.search });
      expect(file.statusCode).toBe(200);
      const mask = await sharp(file.rawPayload).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
      const { width, height } = mask.info;
      const middle = mask.data[Math.round(height / 2) * width + Math.round(width / 2)];
      return { revision: planes.correctionRevision, middle, path: parsed.pathname };
    };
    expect(await planesOf()).toMatchObject({ revision: 0, middle: 128 });
    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    const corrected = await planesOf();
    expect(corrected).toMatchObject({ revision: 1, middle: 0 });
    expect(corrected.path).toContain('corrected-r1');
    correctionOf(await resetCorrection(token, photo.id));
    expect(await planesOf()).toMatchObject({ revision: 2, middle: 128 });
  });

  it('removes the correction and its corrected areas with the photo when retention deletes it', async () => {
    const { token } = await device('premium');
    const photo = await uploadPhoto(server, token);
    correctionOf(await saveCorrection(token, photo.id, { strokes: [REMOVE_MIDDLE] }));
    await tryOnResult(token, photo.id);
    const correctedKey = storageKeys.correctedAnalysis(photo.id, ENGINE_VERSION, 1);
    expect(await server.hairhue.storage.exists(correctedKey)).toBe(true);
    const { db } = server.hairhue.database;
    await db
      .updateTable('photos')
      .set({
        created_at: sql`now() - make_interval(days => ${server.config.photoRetentionDays + 1})`,
      } as never)
      .where('id', '=', photo.id)
      .execute();
    await server.hairhue.runMaintenance();

    expect(await server.hairhue.storage.exists(correctedKey)).toBe(false);
    const rows = await db
      .selectFrom('hair_corrections')
      .select('photo_id')
      .where('photo_id', '=', photo.id)
      .execute();
    expect(rows).toEqual([]);
    expectError(await getCorrection(token, photo.id), 404, 'NOT_FOUND');
  });
});
