import type { HairColorTryOn, SubscriptionStatusResponse } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { startTryOn, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, namedError, type TestRendererControl } from '../helpers/test-renderer';

describe.each(databaseKinds)('free tier on %s', (kind) => {
  let server: TestServer;
  let control: TestRendererControl;

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({
      database: kind,
      renderer: control.renderer,
      env: { RENDER_ATTEMPTS: '2' },
    });
  });
  afterAll(() => server.close());

  async function status(token: string) {
    const response = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    return response.json<SubscriptionStatusResponse>();
  }

  it('allows 3 colour changes in total, then refuses with FREE_LIMIT_REACHED', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    expect(await status(token)).toEqual({
      hasActiveSubscription: false,
      subscription: null,
      usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
    });
    for (const shadeId of ['copper', 'jet-black', 'rose-gold']) {
      const response = await startTryOn(server, token, photo.id, shadeId);
      expect(response.statusCode).toBe(202);
      // Answered completed when the render ends within the POST's wait, else processing.
      expect(response.json<HairColorTryOn>().status).not.toBe('failed');
      expect((await waitForTryOn(server, token, response.json<HairColorTryOn>().id)).status).toBe(
        'completed',
      );
    }
    expect((await status(token)).usage).toEqual({ canUseHairColorChange: false, remainingFreeUses: 0 });
    const refused = await startTryOn(server, token, photo.id, 'burgundy');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: { code: 'FREE_LIMIT_REACHED' } });
  });

  it('with one change left, 20 parallel requests create exactly one try-on', async () => {
    const deviceId = `parallel-${kind}-${Date.now()}`;
    const token = await server.register(deviceId);
    const photo = await uploadPhoto(server, token);
    for (const shadeId of ['copper', 'jet-black']) {
      await waitForTryOn(
        server,
        token,
        (await startTryOn(server, token, photo.id, shadeId)).json<HairColorTryOn>().id,
      );
    }
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => startTryOn(server, token, photo.id, 'platinum-blonde')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((code) => code === 202)).toHaveLength(1);
    expect(statuses.filter((code) => code === 402)).toHaveLength(19);
    for (const refused of responses.filter((response) => response.statusCode === 402)) {
      expect(refused.json()).toMatchObject({ error: { code: 'FREE_LIMIT_REACHED' } });
    }
    const list = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
    expect(list.json<HairColorTryOn[]>()).toHaveLength(3);
  });

  it('a device registering again keeps its spent changes (they follow the device id)', async () => {
    const deviceId = `again-${kind}-${Date.now()}`;
    const first = await server.register(deviceId);
    const photo = await uploadPhoto(server, first);
    await waitForTryOn(server, first, (await startTryOn(server, first, photo.id)).json<HairColorTryOn>().id);
    const second = await server.register(deviceId);
    expect((await status(second)).usage.remainingFreeUses).toBe(2);
  });

  it('a render the engine refuses ends failed and gives its change back', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    control.failNext(namedError('CorruptImageError', 'The image file is damaged and cannot be read.'));
    const response = await startTryOn(server, token, photo.id);
    const done = await waitForTryOn(server, token, response.json<HairColorTryOn>().id);
    expect(done.status).toBe('failed');
    expect(done.resultUrl).toBeNull();
    expect((await status(token)).usage.remainingFreeUses).toBe(3);
  });

  it('a render that times out once is retried and completes, spending one change', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    control.failNext(namedError('RenderTimeoutError', 'render took longer than 60000 ms'));
    const response = await startTryOn(server, token, photo.id);
    const done = await waitForTryOn(server, token, response.json<HairColorTryOn>().id);
    expect(done.status).toBe('completed');
    expect((await status(token)).usage.remainingFreeUses).toBe(2);
  });

  it('a render failing on every attempt ends failed and refunds exactly once', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    control.failNext(namedError('RenderTimeoutError'), namedError('RenderTimeoutError'));
    const response = await startTryOn(server, token, photo.id);
    const done = await waitForTryOn(server, token, response.json<HairColorTryOn>().id);
    expect(done.status).toBe('failed');
    expect((await status(token)).usage.remainingFreeUses).toBe(3);
    const ledger = await server.hairhue.database.db
      .selectFrom('free_use_ledger')
      .selectAll()
      .where('try_on_id', '=', done.id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]?.refunded_at).toBeInstanceOf(Date);
  });

  it('deleting a try-on removes it and its images but does not give the change back', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const done = await waitForTryOn(
      server,
      token,
      (await startTryOn(server, token, photo.id)).json<HairColorTryOn>().id,
    );
    const resultPath = new URL(done.resultUrl ?? '').pathname + new URL(done.resultUrl ?? '').search;
    expect((await server.call(undefined, { method: 'GET', url: resultPath })).statusCode).toBe(200);

    const deleted = await server.call(token, { method: 'DELETE', url: `/api/hair-color-try-ons/${done.id}` });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect(
      (await server.call(token, { method: 'GET', url: `/api/hair-color-try-ons/${done.id}` })).statusCode,
    ).toBe(404);
    expect((await server.call(undefined, { method: 'GET', url: resultPath })).statusCode).toBe(404);
    const row = await server.hairhue.database.db
      .selectFrom('try_ons')
      .select('id')
      .where('id', '=', done.id)
      .execute();
    expect(row).toHaveLength(0);
    expect((await status(token)).usage.remainingFreeUses).toBe(2);
  });

  it('lists try-ons newest first', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const ids: string[] = [];
    for (const shadeId of ['copper', 'jet-black', 'rose-gold']) {
      ids.push((await startTryOn(server, token, photo.id, shadeId)).json<HairColorTryOn>().id);
    }
    const list = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
    expect(list.json<HairColorTryOn[]>().map((tryOn) => tryOn.id)).toEqual([...ids].reverse());
  });
});
