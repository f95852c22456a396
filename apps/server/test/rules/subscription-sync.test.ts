import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

describe.each(databaseKinds)('subscription sync on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, renderer: createTestRenderer().renderer });
  });
  afterAll(() => server.close());

  const claimsPremium = {
    customerInfo: { entitlements: { active: { premium: { isActive: true, expirationDate: '2099-01-01' } } } },
    timestamp: Date.now(),
  };

  async function status(token: string) {
    return (
      await server.call(token, { method: 'GET', url: '/api/subscriptions/status' })
    ).json<SubscriptionStatusResponse>();
  }

  it('grants nothing from what the client claims', async () => {
    const token = await server.register();
    const sync = await server.call(token, {
      method: 'POST',
      url: '/api/subscriptions/sync',
      payload: claimsPremium,
    });
    expect(sync.statusCode).toBe(200);
    expect(sync.json()).toEqual({ success: true });
    expect((await status(token)).hasActiveSubscription).toBe(false);
  });

  it('picks up what the purchase provider reports, and its expiry', async () => {
    const deviceId = `sync-${kind}-${Date.now()}`;
    const token = await server.register(deviceId);
    const expiresAt = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await server.hairhue.database.db
      .insertInto('purchases')
      .values({
        client_device_id: deviceId,
        product_id: 'hairhue_monthly',
        period_type: 'TRIAL',
        purchased_at: new Date(),
        expires_at: expiresAt,
      })
      .execute();
    expect((await status(token)).hasActiveSubscription).toBe(false);

    await server.call(token, { method: 'POST', url: '/api/subscriptions/sync', payload: claimsPremium });
    expect(await status(token)).toEqual({
      hasActiveSubscription: true,
      subscription: { expiresAt: expiresAt.toISOString(), periodType: 'TRIAL', productId: 'hairhue_monthly' },
      usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
    });
  });

  it('refuses a sync without customerInfo and timestamp', async () => {
    const token = await server.register();
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/subscriptions/sync',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toMatch(/customerInfo/);
  });
});
