import { randomUUID } from 'node:crypto';
import { shadesToRollFor, withSkinToneChoice } from '@hairhue/catalogue';
import {
  errorBodySchema,
  PHOTO_APPEARANCE_RETRY_AFTER_SECONDS,
  photoAppearanceSchema,
  type DiceRoll,
} from '@hairhue/contracts';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPhotoAppearances } from '../../src/jobs/photo-appearances';
import { JobName } from '../../src/jobs/job-types';
import { createRenderSources } from '../../src/jobs/render-sources';
import { databaseKinds } from '../helpers/database';
import { grantPremium, uploadPhoto } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, STAND_IN_MEASUREMENT, type TestRendererControl } from '../helpers/test-renderer';

function expectError(response: LightMyRequestResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

const appearanceOf = (server: TestServer, token: string | undefined, photoId: string) =>
  server.call(token, { method: 'GET', url: `/api/photos/${photoId}/appearance` });

const roll = (server: TestServer, token: string, photoId: string, suitsMe?: boolean) =>
  server.call(token, {
    method: 'POST',
    url: '/api/dice-roll',
    payload: suitsMe === undefined ? { photoId } : { photoId, suitsMe },
  });

async function storedAppearance(server: TestServer, photoId: string): Promise<unknown> {
  const row = await server.hairhue.database.db
    .selectFrom('photo_analyses')
    .select('appearance')
    .where('photo_id', '=', photoId)
    .executeTakeFirst();
  return row?.appearance;
}

const STAND_IN_APPEARANCE = STAND_IN_MEASUREMENT.appearance;
if (!STAND_IN_APPEARANCE) throw new Error('the stand-in measures a face');
const suitingNames = new Set(shadesToRollFor(STAND_IN_APPEARANCE).map((s) => s.name));

describe.each(databaseKinds)("a photo's appearance on %s", (kind) => {
  let server: TestServer;
  let control: TestRendererControl;

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({ database: kind, renderer: control.renderer });
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    control.measured = STAND_IN_MEASUREMENT;
  });

  async function device(tier: 'free' | 'premium') {
    const deviceId = `appearance-${tier}-${randomUUID()}`;
    const token = await server.register(deviceId);
    if (tier === 'premium') await grantPremium(server, deviceId);
    return token;
  }

  it("answers a free device with the photo's measurements, by this engine", async () => {
    const token = await device('free');
    const photo = await uploadPhoto(server, token);
    const response = await appearanceOf(server, token, photo.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(photoAppearanceSchema.parse(response.json())).toEqual({
      photoId: photo.id,
      hairLevel: STAND_IN_MEASUREMENT.hairLevel,
      appearance: STAND_IN_MEASUREMENT.appearance,
      engineVersion: ENGINE_VERSION,
    });
  });

  it('measures a photo once, however often and however many at a time it is asked', async () => {
    const token = await device('free');
    const photo = await uploadPhoto(server, token);
    const before = control.measurements;
    const answers = await Promise.all([1, 2, 3].map(() => appearanceOf(server, token, photo.id)));
    answers.push(await appearanceOf(server, token, photo.id));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(control.measurements).toBe(before + 1);
    expect(await storedAppearance(server, photo.id)).toMatchObject({
      engineVersion: ENGINE_VERSION,
      hairLevel: STAND_IN_MEASUREMENT.hairLevel,
    });
  });

  it('measures again what another engine version measured', async () => {
    const token = await device('free');
    const photo = await uploadPhoto(server, token);
    expect((await appearanceOf(server, token, photo.id)).statusCode).toBe(200);
    const stale = JSON.stringify({
      ...STAND_IN_MEASUREMENT,
      hairLevel: 9,
      engineVersion: ENGINE_VERSION + 1,
    });
    await server.hairhue.database.db
      .updateTable('photo_analyses')
      .set({ appearance: sql`cast(${stale} as jsonb)` })
      .where('photo_id', '=', photo.id)
      .execute();
    const before = control.measurements;
    const response = await appearanceOf(server, token, photo.id);
    expect(response.json()).toMatchObject({ hairLevel: STAND_IN_MEASUREMENT.hairLevel });
    expect(control.measurements).toBe(before + 1);
  });

  it('answers the hair level alone when no face could be measured', async () => {
    control.measured = { hairLevel: 3.5, appearance: null };
    const token = await device('free');
    const photo = await uploadPhoto(server, token);
    const response = await appearanceOf(server, token, photo.id);
    expect(response.json()).toEqual({
      photoId: photo.id,
      hairLevel: 3.5,
      appearance: null,
      engineVersion: ENGINE_VERSION,
    });
  });

  it("answers 404 for another device's photo and an unknown one, 400 for an id that is no UUID, 401 without a token", async () => {
    const owner = await device('free');
    const other = await device('premium');
    const photo = await uploadPhoto(server, owner);
    const before = control.measurements;
    expectError(await appearanceOf(server, other, photo.id), 404, 'NOT_FOUND');
    expectError(await appearanceOf(server, other, randomUUID()), 404, 'NOT_FOUND');
    expect(control.measurements).toBe(before);
    expect(expectError(await appearanceOf(server, owner, 'not-a-uuid'), 400, 'VALIDATION_FAILED')).toContain(
      'id',
    );
    expectError(await appearanceOf(server, undefined, photo.id), 401, 'UNAUTHORIZED');
  });

  describe("'Roll shades that suit me'", () => {
    it('draws all six from the top of the photo’s ranking, and says so', async () => {
      const token = await device('premium');
      const photo = await uploadPhoto(server, token);
      for (let rolled = 0; rolled < 2; rolled++) {
        const response = await roll(server, token, photo.id, true);
        expect(response.statusCode, response.body).toBe(202);
        const answer = response.json<DiceRoll>();
        expect(answer.suitsMe).toBe(true);
        for (const color of answer.colors) expect(suitingNames, color.name).toContain(color.name);
      }
    });

    it("draws from the device's own skin tone when it picked one ('Not right?')", async () => {
      const token = await device('premium');
      const photo = await uploadPhoto(server, token);
      const choice = { depth: 6, undertone: 'cool' } as const;
      const own = new Set(
        shadesToRollFor(withSkinToneChoice(STAND_IN_APPEARANCE, choice)).map((s) => s.name),
      );
      // The stand-in's measured skin is warm: its pool and the cool, deep one's must differ to tell them apart.
      expect([...own].some((name) => !suitingNames.has(name))).toBe(true);
      const saved = await server.call(token, {
        method: 'PUT',
        url: '/api/device/skin-tone',
        payload: choice,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = (await roll(server, token, photo.id, true)).json<DiceRoll>();
      for (const color of answer.colors) expect(own, color.name).toContain(color.name);
    });

    it('is an ordinary roll, and says so, when the skin was read unsure and the device picked none', async () => {
      control.measured = {
        hairLevel: 5,
        appearance: { ...STAND_IN_APPEARANCE, confidence: 'low' },
      };
      const token = await device('premium');
      const photo = await uploadPhoto(server, token);
      const response = await roll(server, token, photo.id, true);
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json<DiceRoll>().suitsMe).toBe(false);
    });

    it('is an ordinary roll, and says so, when the photo shows no face to measure', async () => {
      control.measured = { hairLevel: 4, appearance: null };
      const token = await device('premium');
      const photo = await uploadPhoto(server, token);
      const response = await roll(server, token, photo.id, true);
      expect(response.statusCode, response.body).toBe(202);
      expect(response.json<DiceRoll>().suitsMe).toBe(false);
    });

    it('answers an ordinary roll without the field, as before', async () => {
      const token = await device('premium');
      const photo = await uploadPhoto(server, token);
      const answer = (await roll(server, token, photo.id)).json<DiceRoll>();
      expect(answer).not.toHaveProperty('suitsMe');
    });

    it('refuses a free device with 402 before measuring anything', async () => {
      const token = await device('free');
      const photo = await uploadPhoto(server, token);
      const before = control.measurements;
      expectError(await roll(server, token, photo.id, true), 402, 'PREMIUM_REQUIRED');
      expect(control.measurements).toBe(before);
    });
  });
});

describe.each(databaseKinds)("a photo's appearance on an API-only process (%s)", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RUN_WORKERS: 'false' } });
  });
  afterAll(() => server?.close());

  async function premiumDevice() {
    const deviceId = `appearance-api-${randomUUID()}`;
    const token = await server.register(deviceId);
    await grantPremium(server, deviceId);
    return token;
  }

  it('answers 409 NOT_READY with Retry-After until a worker has measured the photo, asking for one job', async () => {
    const token = await premiumDevice();
    const photo = await uploadPhoto(server, token);
    const queuedBefore = await server.hairhue.queue.pending(JobName.MeasureAppearance);
    const answers = [
      ...(await Promise.all([1, 2, 3].map(() => appearanceOf(server, token, photo.id)))),
      await appearanceOf(server, token, photo.id),
    ];
    for (const response of answers) {
      expect(expectError(response, 409, 'NOT_READY')).toBe(
        'The photo is still being measured; try again in a moment',
      );
      expect(response.headers['retry-after']).toBe(String(PHOTO_APPEARANCE_RETRY_AFTER_SECONDS));
    }
    expect(await server.hairhue.queue.pending(JobName.MeasureAppearance)).toBe(queuedBefore + 1);

    // A worker elsewhere does the job: the API answers from what it stored, measuring nothing itself.
    const { db } = server.hairhue.database;
    const renderer = createTestRenderer().renderer;
    const sources = createRenderSources(db, server.hairhue.storage, renderer);
    await createPhotoAppearances({ db, sources, renderer }).get(photo.id);
    const response = await appearanceOf(server, token, photo.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ photoId: photo.id, appearance: STAND_IN_MEASUREMENT.appearance });
  });

  it('refuses a roll of shades that suit with NOT_READY, spending no roll, while the photo is unmeasured', async () => {
    const token = await premiumDevice();
    const photo = await uploadPhoto(server, token);
    const usage = () => server.call(token, { method: 'GET', url: '/api/dice-roll/usage' });
    const before = (await usage()).json();
    const response = await roll(server, token, photo.id, true);
    expectError(response, 409, 'NOT_READY');
    expect(response.headers['retry-after']).toBe(String(PHOTO_APPEARANCE_RETRY_AFTER_SECONDS));
    expect((await usage()).json()).toEqual(before);
  });
});
