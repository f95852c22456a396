import { sql } from 'kysely';
import type { HairColorTryOn } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { startTryOn, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

describe.each(databaseKinds)('maintenance on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, renderer: createTestRenderer().renderer });
  });
  afterAll(() => server.close());

  async function age(table: 'photos' | 'try_ons', id: string, days: number) {
    await server.hairhue.database.db
      .updateTable(table)
      .set({ created_at: sql`now() - make_interval(days => ${days})` } as never)
      .where('id', '=', id)
      .execute();
  }

  it('removes photos older than PHOTO_RETENTION_DAYS with their try-ons and files, and keeps newer ones', async () => {
    const token = await server.register();
    const old = await uploadPhoto(server, token);
    const recent = await uploadPhoto(server, token);
    const oldTryOn = await waitForTryOn(
      server,
      token,
      (await startTryOn(server, token, old.id)).json<HairColorTryOn>().id,
    );
    const storage = server.hairhue.storage;
    const oldFiles = [`photos/${old.id}/original.jpg`, `photos/${old.id}/try-ons/${oldTryOn.id}.jpg`];
    for (const key of oldFiles) expect(await storage.exists(key)).toBe(true);

    await age('photos', old.id, 31);
    await age('photos', recent.id, 29);
    await server.hairhue.runMaintenance();

    expect((await server.call(token, { method: 'GET', url: `/api/photos/${old.id}` })).statusCode).toBe(404);
    expect(
      (await server.call(token, { method: 'GET', url: `/api/hair-color-try-ons/${oldTryOn.id}` })).statusCode,
    ).toBe(404);
    for (const key of oldFiles) expect(await storage.exists(key)).toBe(false);
    expect((await server.call(token, { method: 'GET', url: `/api/photos/${recent.id}` })).statusCode).toBe(
      200,
    );
    expect(await storage.exists(`photos/${recent.id}/original.jpg`)).toBe(true);
  });

  it('fails a try-on whose render was lost and gives its change back', async () => {
    const deviceId = `lost-${kind}-${Date.now()}`;
    const token = await server.register(deviceId);
    const photo = await uploadPhoto(server, token);
    const device = await server.hairhue.database.db
      .selectFrom('devices')
      .select('id')
      .where('client_device_id', '=', deviceId)
      .executeTakeFirstOrThrow();
    // A try-on whose job vanished (say, a queue wiped by hand): only the sweep can settle it.
    const lost = await server.hairhue.database.db
      .insertInto('try_ons')
      .values({
        device_id: device.id,
        photo_id: photo.id,
        shade_id: 'copper',
        color_name: 'Copper',
        color_value: '#b0562b',
        status: 'processing',
        charge: 'free',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.hairhue.database.db
      .insertInto('free_use_ledger')
      .values({ client_device_id: deviceId, try_on_id: lost.id })
      .execute();
    await age('try_ons', lost.id, 1);

    await server.hairhue.runMaintenance();

    const tryOn = await server.call(token, { method: 'GET', url: `/api/hair-color-try-ons/${lost.id}` });
    expect(tryOn.json<HairColorTryOn>().status).toBe('failed');
    const status = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    expect(status.json()).toMatchObject({ usage: { remainingFreeUses: 3 } });
  });
  it('forgets webhook event ids after 30 days and keeps newer ones', async () => {
    const db = server.hairhue.database.db;
    const old = `evt-old-${kind}-${Date.now()}`;
    const recent = `evt-new-${kind}-${Date.now()}`;
    await db
      .insertInto('webhook_events')
      .values([
        {
          id: old,
          provider: 'revenuecat',
          type: 'RENEWAL',
          app_user_id: 'u',
          received_at: new Date(Date.now() - 31 * 86_400_000),
        },
        {
          id: recent,
          provider: 'revenuecat',
          type: 'RENEWAL',
          app_user_id: 'u',
          received_at: new Date(Date.now() - 29 * 86_400_000),
        },
      ])
      .execute();
    const report = await server.hairhue.runMaintenance();
    expect(report).toMatchObject({ webhookEventsForgotten: 1 });
    const left = await db
      .selectFrom('webhook_events')
      .select('id')
      .where('id', 'in', [old, recent])
      .execute();
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
