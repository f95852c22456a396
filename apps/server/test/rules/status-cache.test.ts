import type { HairColorTryOn, SubscriptionStatusResponse } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusCache } from '../../src/services/status-cache';
import { databaseKinds } from '../helpers/database';
import { startTryOn, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, namedError, type TestRendererControl } from '../helpers/test-renderer';

const FREE: SubscriptionStatusResponse = {
  hasActiveSubscription: false,
  subscription: null,
  usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
};

describe('the status cache', () => {
  it('does not keep a read that began before the device was invalidated', () => {
    const cache = new StatusCache(60_000);
    const readBegan = cache.beginRead();
    cache.invalidate('device-a');
    cache.store('device-a', readBegan, FREE);
    expect(cache.get('device-a', Date.now())).toBeUndefined();
    // Another device's invalidation does not stop this one's read from being kept.
    const next = cache.beginRead();
    cache.invalidate('device-b');
    cache.store('device-a', next, FREE);
    expect(cache.get('device-a', Date.now())).toEqual(FREE);
  });

  it('never answers past the subscription expiry, on the service clock', () => {
    const cache = new StatusCache(60_000);
    cache.store('device-a', cache.beginRead(), FREE, 1_000);
    expect(cache.get('device-a', 999)).toEqual(FREE);
    expect(cache.get('device-a', 1_000)).toBeUndefined();
  });

  it('forgets an entry after its lifetime', async () => {
    const cache = new StatusCache(20);
    cache.store('device-a', cache.beginRead(), FREE);
    expect(cache.get('device-a', Date.now())).toEqual(FREE);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(cache.get('device-a', Date.now())).toBeUndefined();
  });
});

// Each change is checked right after a status read, which (on PGlite) has just been cached.
describe.each(databaseKinds)('subscription status after each change on %s', (kind) => {
  let server: TestServer;
  let control: TestRendererControl;

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({ database: kind, renderer: control.renderer });
  });
  afterAll(() => server.close());

  async function status(token: string) {
    const response = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    return response.json<SubscriptionStatusResponse>();
  }

  it('counts a spent free change at once, and one given back by a failed render', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    expect((await status(token)).usage.remainingFreeUses).toBe(3);
    control.hold();
    control.failNext(namedError('CorruptImageError', 'The image file is damaged and cannot be read.'));
    const response = await startTryOn(server, token, photo.id);
    expect((await status(token)).usage.remainingFreeUses).toBe(2);
    control.release();
    const done = await waitForTryOn(server, token, response.json<HairColorTryOn>().id);
    expect(done.status).toBe('failed');
    expect((await status(token)).usage.remainingFreeUses).toBe(3);
  });

  it('shows a purchase at once', async () => {
    const token = await server.register();
    expect((await status(token)).hasActiveSubscription).toBe(false);
    const bought = await server.call(token, {
      method: 'POST',
      url: '/api/sandbox-store/purchases',
      payload: { packageIdentifier: '$rc_monthly' },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await status(token)).hasActiveSubscription).toBe(true);
  });
});
