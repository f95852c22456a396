import { randomUUID } from 'node:crypto';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import {
  errorBodySchema,
  PREVIEW_PLANES_RETRY_AFTER_SECONDS,
  previewPlanesResponseSchema,
  type PreviewPlanesResponse,
} from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobName } from '../../src/jobs/job-types';
import { createRenderSources } from '../../src/jobs/render-sources';
import type { Renderer } from '../../src/jobs/renderer';
import { createPhotoRepository } from '../../src/repositories/photos';
import { createSubscriptionRepository } from '../../src/repositories/subscriptions';
import { storageKeys } from '../../src/services/storage-keys';
import { databaseKinds } from '../helpers/database';
import { grantPremium, portraitBytes, uploadPhoto } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, type TestRendererControl } from '../helpers/test-renderer';

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

function expectError(response: LightMyRequestResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

/** The stand-in renderer, whose analyses can be held: concurrent requests then provably meet one. */
function gatedRenderer(control: TestRendererControl) {
  let open = () => {};
  let gate: Promise<void> | undefined;
  const started: string[] = [];
  const renderer: Renderer = {
    ...control.renderer,
    async analyse(input) {
      started.push(input.photoKey);
      await gate;
      return control.renderer.analyse(input);
    },
  };
  return {
    renderer,
    /** Photo ids whose analysis was started, once per start. */
    started,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      gate = undefined;
    },
  };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A device of its own (one registration, so its row is found by its device id). */
async function device(server: TestServer, tier: 'free' | 'premium' | 'trial') {
  const deviceId = `planes-${tier}-${randomUUID()}`;
  const token = await server.register(deviceId);
  if (tier === 'premium') await grantPremium(server, deviceId);
  if (tier === 'trial') {
    await createSubscriptionRepository(server.hairhue.database.db).save(deviceId, {
      provider: 'sandbox',
      productId: 'hairhue_premium_monthly',
      periodType: 'TRIAL',
      expiresAt: new Date(Date.now() + 3 * 24 * 3600 * 1000),
    });
    server.hairhue.services.subscriptions.forgetStatus(deviceId);
  }
  return { deviceId, token };
}

/** A stored photo of the device that was never analysed and has no analysis job queued. */
async function unanalysedPhoto(server: TestServer, deviceId: string): Promise<string> {
  const { db } = server.hairhue.database;
  const owner = await db
    .selectFrom('devices')
    .select('id')
    .where('client_device_id', '=', deviceId)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const bytes = portraitBytes();
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  await server.hairhue.storage.put(storageKeys.photo(id), bytes, 'image/jpeg');
  await createPhotoRepository(db).insert({
    id,
    device_id: owner.id,
    object_path: `hair-photos/${id}`,
    storage_key: storageKeys.photo(id),
    source: 'upload',
    width,
    height,
    bytes: bytes.length,
  });
  return id;
}

const planesOf = (server: TestServer, token: string | undefined, photoId: string) =>
  server.call(token, { method: 'GET', url: `/api/photos/${photoId}/preview-planes` });

describe.each(databaseKinds)('preview planes on %s', (kind) => {
  let server: TestServer;
  let gated: ReturnType<typeof gatedRenderer>;
  let clock: Date | undefined;

  beforeAll(async () => {
    gated = gatedRenderer(createTestRenderer());
    server = await startTestServer({
      database: kind,
      renderer: gated.renderer,
      now: () => clock ?? new Date(),
    });
  });
  afterAll(() => server?.close());

  it("answers a premium device with the photo's size and a signed URL that serves the analysis PNG", async () => {
    const { token } = await device(server, 'premium');
    const photo = await uploadPhoto(server, token);
    const response = await planesOf(server, token, photo.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const planes = previewPlanesResponseSchema.parse(response.json());
    const original = await sharp(
      (await server.call(undefined, { method: 'GET', url: pathOf(photo.originalUrl) })).rawPayload,
    ).metadata();
    expect(planes).toMatchObject({
      photoId: photo.id,
      width: original.width,
      height: original.height,
      engineVersion: ENGINE_VERSION,
      correctionRevision: 0,
    });
    const lifetimeMs = server.config.fileUrlTtlSeconds * 1000;
    expect(new Date(planes.expiresAt).getTime()).toBeGreaterThanOrEqual(Date.now() + lifetimeMs - 5000);

    const file = await server.call(undefined, { method: 'GET', url: pathOf(planes.planesUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
    const stored = await server.hairhue.storage.get(storageKeys.analysis(photo.id, ENGINE_VERSION));
    expect(stored && Buffer.from(stored).equals(file.rawPayload)).toBe(true);
    const png = await sharp(file.rawPayload).metadata();
    expect([png.format, png.width, png.height]).toEqual(['png', original.width, original.height]);
  });

  it('answers a device in its trial too', async () => {
    const { token } = await device(server, 'trial');
    const photo = await uploadPhoto(server, token);
    expect((await planesOf(server, token, photo.id)).statusCode).toBe(200);
  });

  it('refuses a free device with 402 PREMIUM_REQUIRED naming the live preview, and analyses nothing', async () => {
    const { deviceId, token } = await device(server, 'free');
    const photoId = await unanalysedPhoto(server, deviceId);
    const message = expectError(await planesOf(server, token, photoId), 402, 'PREMIUM_REQUIRED');
    expect(message).toBe('The live preview is a Premium feature');
    expect(gated.started).not.toContain(photoId);
    expect(await createPhotoRepository(server.hairhue.database.db).findAnalysis(photoId)).toBeUndefined();
  });

  it("answers 404 for another device's photo and for an unknown one, and 400 for an id that is no UUID", async () => {
    const owner = await device(server, 'premium');
    const other = await device(server, 'premium');
    const photo = await uploadPhoto(server, owner.token);
    expectError(await planesOf(server, other.token, photo.id), 404, 'NOT_FOUND');
    expectError(await planesOf(server, other.token, randomUUID()), 404, 'NOT_FOUND');
    // A free device learns nothing more: an unknown photo is not found before any tier is checked.
    expectError(await planesOf(server, (await device(server, 'free')).token, randomUUID()), 404, 'NOT_FOUND');
    expect(
      expectError(await planesOf(server, owner.token, 'not-a-uuid'), 400, 'VALIDATION_FAILED'),
    ).toContain('id');
  });

  it('answers 401 without a token', async () => {
    expectError(await planesOf(server, undefined, randomUUID()), 401, 'UNAUTHORIZED');
  });

  it('refuses its URL once tampered with or expired', async () => {
    const { token } = await device(server, 'premium');
    const photo = await uploadPhoto(server, token);
    const planes = (await planesOf(server, token, photo.id)).json<PreviewPlanesResponse>();
    const url = new URL(planes.planesUrl);
    const signature = url.searchParams.get('signature') ?? '';
    url.searchParams.set('signature', `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`);
    const tampered = await server.call(undefined, { method: 'GET', url: pathOf(url.toString()) });
    expectError(tampered, 403, 'UNAUTHORIZED');
    const otherKey = new URL(planes.planesUrl);
    otherKey.pathname = otherKey.pathname.replace('hair-mask', 'hair-mask-x');
    expectError(
      await server.call(undefined, { method: 'GET', url: pathOf(otherKey.toString()) }),
      403,
      'UNAUTHORIZED',
    );
    clock = new Date(new Date(planes.expiresAt).getTime() + 1000);
    try {
      const expired = await server.call(undefined, { method: 'GET', url: pathOf(planes.planesUrl) });
      expectError(expired, 403, 'UNAUTHORIZED');
    } finally {
      clock = undefined;
    }
  });

  it('analyses a photo without an analysis once, however many requests ask at the same time', async () => {
    const { deviceId, token } = await device(server, 'premium');
    const photoId = await unanalysedPhoto(server, deviceId);
    gated.hold();
    const answers = Array.from({ length: 4 }, () => planesOf(server, token, photoId));
    try {
      await until(() => gated.started.includes(photoId));
      // Time for the other requests to reach the analysis in flight; the gate keeps it from finishing.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      gated.release();
    }
    const responses = await Promise.all(answers);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(gated.started.filter((id) => id === photoId)).toHaveLength(1);
    const urls = new Set(responses.map((response) => response.json<PreviewPlanesResponse>().planesUrl));
    expect(urls.size).toBe(1);
    expect(await createPhotoRepository(server.hairhue.database.db).findAnalysis(photoId)).toMatchObject({
      analysisKey: storageKeys.analysis(photoId, ENGINE_VERSION),
      engineVersion: ENGINE_VERSION,
    });
  });

  it("shares the upload's own analysis job instead of analysing again", async () => {
    const { token } = await device(server, 'premium');
    gated.hold();
    let photoId = '';
    let answer: Promise<LightMyRequestResponse> | undefined;
    try {
      photoId = (await uploadPhoto(server, token)).id;
      await until(() => gated.started.includes(photoId));
      answer = planesOf(server, token, photoId);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      gated.release();
    }
    expect((await answer)?.statusCode).toBe(200);
    expect(gated.started.filter((id) => id === photoId)).toHaveLength(1);
  });

  it('answers an analysed photo again with no analysis work', async () => {
    const { token } = await device(server, 'premium');
    const photo = await uploadPhoto(server, token);
    expect((await planesOf(server, token, photo.id)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await planesOf(server, token, photo.id)).statusCode).toBe(200);
    // The upload's job analysed it; the six answers after did no analysis work.
    expect(gated.started.filter((id) => id === photo.id)).toHaveLength(1);
  });
});

describe.each(databaseKinds)('preview planes on an API-only process (%s)', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RUN_WORKERS: 'false' } });
  });
  afterAll(() => server?.close());

  it('answers 409 NOT_READY with Retry-After while no worker has analysed the photo, and asks for one job', async () => {
    const { deviceId, token } = await device(server, 'premium');
    const photoId = await unanalysedPhoto(server, deviceId);
    const queuedBefore = await server.hairhue.queue.pending(JobName.AnalysePhoto);
    // Asked at once and then again: one job for them all.
    const answers = [
      ...(await Promise.all([1, 2, 3].map(() => planesOf(server, token, photoId)))),
      await planesOf(server, token, photoId),
    ];
    for (const response of answers) {
      expect(expectError(response, 409, 'NOT_READY')).toBe(
        'The photo is still being analysed; try again in a moment',
      );
      expect(response.headers['retry-after']).toBe(String(PREVIEW_PLANES_RETRY_AFTER_SECONDS));
    }
    expect(await server.hairhue.queue.pending(JobName.AnalysePhoto)).toBe(queuedBefore + 1);

    // A worker elsewhere does the job: the API answers from what it recorded, rendering nothing itself.
    await createRenderSources(
      server.hairhue.database.db,
      server.hairhue.storage,
      createTestRenderer().renderer,
    ).get(photoId);
    const response = await planesOf(server, token, photoId);
    expect(response.statusCode, response.body).toBe(200);
    const file = await server.call(undefined, {
      method: 'GET',
      url: pathOf(response.json<PreviewPlanesResponse>().planesUrl),
    });
    expect(file.headers['content-type']).toBe('image/png');
  });

  it('answers 409 after a touch-up brush save until a worker has made the corrected area, then hands it out', async () => {
    const { deviceId, token } = await device(server, 'premium');
    const photoId = await unanalysedPhoto(server, deviceId);
    const worker = createRenderSources(
      server.hairhue.database.db,
      server.hairhue.storage,
      createTestRenderer().renderer,
    );
    await worker.get(photoId);
    const automatic = await planesOf(server, token, photoId);
    expect(automatic.statusCode, automatic.body).toBe(200);
    expect(automatic.json<PreviewPlanesResponse>().correctionRevision).toBe(0);

    const queuedBefore = await server.hairhue.queue.pending(JobName.AnalysePhoto);
    const saved = await server.call(token, {
      method: 'PUT',
      url: `/api/photos/${photoId}/hair-correction`,
      payload: { strokes: [{ tool: 'remove', radius: 0.1, points: [0.5, 0.5] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The save asks the workers for the corrected mask at once; a request before they made it asks again.
    expect(await server.hairhue.queue.pending(JobName.AnalysePhoto)).toBe(queuedBefore + 1);
    expectError(await planesOf(server, token, photoId), 409, 'NOT_READY');
    expect(await server.hairhue.queue.pending(JobName.AnalysePhoto)).toBe(queuedBefore + 2);

    await worker.get(photoId);
    const corrected = await planesOf(server, token, photoId);
    expect(corrected.statusCode, corrected.body).toBe(200);
    const planes = corrected.json<PreviewPlanesResponse>();
    expect(planes.correctionRevision).toBe(1);
    expect(new URL(planes.planesUrl).pathname).toContain(
      storageKeys.correctedAnalysis(photoId, ENGINE_VERSION, 1),
    );
  });

  it('still refuses a free device with 402 before anything is queued', async () => {
    const { deviceId, token } = await device(server, 'free');
    const photoId = await unanalysedPhoto(server, deviceId);
    const queuedBefore = await server.hairhue.queue.pending(JobName.AnalysePhoto);
    expectError(await planesOf(server, token, photoId), 402, 'PREMIUM_REQUIRED');
    expect(await server.hairhue.queue.pending(JobName.AnalysePhoto)).toBe(queuedBefore);
  });
});
