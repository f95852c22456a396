import {
  customerInfoResponseSchema,
  errorBodySchema,
  offeringsResponseSchema,
  type CustomerInfo,
  type OfferingsResponse,
  type SubscriptionStatusResponse,
} from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonth } from '../../src/purchases/sandbox-catalogue';
import { databaseKinds } from '../helpers/database';
import { sandboxStoreCalls } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const DAY = 24 * 3600 * 1000;

/** SPEC §3: days until expiry rounded up, at least 0 — what the app shows from the status. */
function trialDaysRemaining(status: SubscriptionStatusResponse, now: Date): number {
  const expiresAt = status.subscription?.expiresAt;
  if (!expiresAt) return 0;
  return Math.max(0, Math.ceil((Date.parse(expiresAt) - now.getTime()) / DAY));
}

describe('a month later in UTC', () => {
  it.each([
    ['2026-01-15T10:00:00.000Z', '2026-02-15T10:00:00.000Z'],
    ['2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2026-12-31T23:30:00.000Z', '2027-01-31T23:30:00.000Z'],
  ])('after %s is %s', (from, to) => {
    expect(addMonth(new Date(from)).toISOString()).toBe(to);
  });
});

describe.each(databaseKinds)('the sandbox store on %s', (kind) => {
  let server: TestServer;
  let clock = new Date('2026-11-22T12:00:00.000Z');

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      now: () => clock,
    });
  }, 60_000);
  afterAll(() => server?.close());

  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));

  async function device(prefix = 'sandbox') {
    const deviceId = `${prefix}-${kind}-${Math.random().toString(36).slice(2)}`;
    return { deviceId, token: await server.register(deviceId) };
  }

  const offerings = async (token: string): Promise<OfferingsResponse> =>
    offeringsResponseSchema.parse(
      (await server.call(token, { method: 'GET', url: '/api/sandbox-store/offerings' })).json(),
    );
  const status = async (token: string) =>
    (
      await server.call(token, { method: 'GET', url: '/api/subscriptions/status' })
    ).json<SubscriptionStatusResponse>();
  const customerInfo = async (token: string): Promise<CustomerInfo> =>
    customerInfoResponseSchema.parse(
      (await server.call(token, { method: 'GET', url: '/api/sandbox-store/customer-info' })).json(),
    ).customerInfo;

  async function buy(token: string, packageIdentifier: string): Promise<CustomerInfo> {
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/sandbox-store/purchases',
      payload: { packageIdentifier },
    });
    expect(response.statusCode, response.body).toBe(200);
    return customerInfoResponseSchema.parse(response.json()).customerInfo;
  }

  async function cancel(token: string): Promise<CustomerInfo> {
    const response = await server.call(token, { method: 'POST', url: '/api/sandbox-store/cancel' });
    expect(response.statusCode, response.body).toBe(200);
    return customerInfoResponseSchema.parse(response.json()).customerInfo;
  }

  it('offers weekly $9.99 and monthly $29.99 with a 3-day trial, entitlement premium', async () => {
    const { token } = await device();
    expect(await offerings(token)).toEqual({
      current: {
        identifier: 'default',
        packages: [
          {
            identifier: '$rc_weekly',
            packageType: 'WEEKLY',
            product: expect.objectContaining({
              identifier: 'hairhue_premium_weekly',
              price: 9.99,
              priceString: '$9.99',
              currencyCode: 'USD',
              subscriptionPeriod: 'P1W',
              freeTrialDays: null,
            }),
          },
          {
            identifier: '$rc_monthly',
            packageType: 'MONTHLY',
            product: expect.objectContaining({
              identifier: 'hairhue_premium_monthly',
              price: 29.99,
              priceString: '$29.99',
              currencyCode: 'USD',
              subscriptionPeriod: 'P1M',
              freeTrialDays: 3,
            }),
          },
        ],
      },
    });
    const info = await customerInfo(token);
    expect(info).toMatchObject({
      entitlements: { active: {} },
      activeSubscriptions: [],
      latestExpirationDate: null,
    });
  });

  it('starts the monthly plan with a 3-day trial, and the status says so at once', async () => {
    const { token } = await device();
    const start = clock;
    const info = await buy(token, '$rc_monthly');
    const trialEnd = new Date(start.getTime() + 3 * DAY).toISOString();
    expect(info.entitlements.active.premium).toEqual({
      identifier: 'premium',
      isActive: true,
      willRenew: true,
      periodType: 'TRIAL',
      productIdentifier: 'hairhue_premium_monthly',
      latestPurchaseDate: start.toISOString(),
      expirationDate: trialEnd,
      unsubscribeDetectedAt: null,
    });
    expect(info.activeSubscriptions).toEqual(['hairhue_premium_monthly']);

    const now = await status(token);
    expect(now).toEqual({
      hasActiveSubscription: true,
      subscription: { expiresAt: trialEnd, periodType: 'TRIAL', productId: 'hairhue_premium_monthly' },
      usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
    });
    expect(trialDaysRemaining(now, clock)).toBe(3);
    later(DAY + 3600 * 1000);
    expect(trialDaysRemaining(await status(token), clock)).toBe(2);
    later(DAY + 22 * 3600 * 1000);
    expect(trialDaysRemaining(await status(token), clock)).toBe(1);
  });

  it('renews a trial into paid monthly periods at its end, and again each month', async () => {
    const { token } = await device();
    const start = clock;
    await buy(token, '$rc_monthly');
    const trialEnd = new Date(start.getTime() + 3 * DAY);
    const firstMonthEnd = addMonth(trialEnd);

    clock = new Date(trialEnd.getTime() + 60_000);
    expect(await status(token)).toMatchObject({
      hasActiveSubscription: true,
      subscription: {
        periodType: 'NORMAL',
        productId: 'hairhue_premium_monthly',
        expiresAt: firstMonthEnd.toISOString(),
      },
    });
    expect((await customerInfo(token)).entitlements.active.premium).toMatchObject({
      periodType: 'NORMAL',
      willRenew: true,
      latestPurchaseDate: trialEnd.toISOString(),
    });

    // Two periods later without anyone looking in between: both renewals are recorded.
    clock = new Date(addMonth(firstMonthEnd).getTime() + 60_000);
    expect((await status(token)).subscription?.expiresAt).toBe(
      addMonth(addMonth(firstMonthEnd)).toISOString(),
    );
    expect(await offerings(token)).toMatchObject({
      current: { packages: [{}, { product: { freeTrialDays: null } }] },
    });
  });

  it('records a renewal once, however many requests see it come due together', async () => {
    const { deviceId, token } = await device();
    const start = clock;
    await buy(token, '$rc_weekly');
    clock = new Date(start.getTime() + 7 * DAY + 1000);
    await Promise.all([
      ...Array.from({ length: 4 }, () => customerInfo(token)),
      ...Array.from({ length: 4 }, () => status(token)),
      server.call(token, {
        method: 'POST',
        url: '/api/subscriptions/sync',
        payload: { customerInfo: {}, timestamp: 1 },
      }),
    ]);
    const periods = await server.hairhue.database.db
      .selectFrom('purchases')
      .select(['period_type', 'expires_at'])
      .where('client_device_id', '=', deviceId)
      .orderBy('purchased_at')
      .execute();
    expect(periods).toEqual([
      { period_type: 'NORMAL', expires_at: new Date(start.getTime() + 7 * DAY) },
      { period_type: 'NORMAL', expires_at: new Date(start.getTime() + 14 * DAY) },
    ]);
  });

  it('gives the trial once per device id: a second monthly purchase is paid from the start', async () => {
    const { token } = await device();
    await buy(token, '$rc_monthly');
    await cancel(token);
    later(4 * DAY);
    expect((await status(token)).hasActiveSubscription).toBe(false);
    const packages = (await offerings(token)).current?.packages ?? [];
    expect(packages.map((pkg) => pkg.product.freeTrialDays)).toEqual([null, null]);

    const start = clock;
    const info = await buy(token, '$rc_monthly');
    expect(info.entitlements.active.premium).toMatchObject({
      periodType: 'NORMAL',
      expirationDate: addMonth(start).toISOString(),
    });
    expect((await status(token)).subscription).toEqual({
      expiresAt: addMonth(start).toISOString(),
      periodType: 'NORMAL',
      productId: 'hairhue_premium_monthly',
    });
  });

  it('cancel turns renewal off: premium runs to the expiry, then ends and does not renew', async () => {
    const { token } = await device();
    const start = clock;
    await buy(token, '$rc_weekly');
    const weekEnd = new Date(start.getTime() + 7 * DAY);
    later(2 * DAY);
    const cancelledAt = clock;
    const info = await cancel(token);
    expect(info.entitlements.active.premium).toMatchObject({
      isActive: true,
      willRenew: false,
      expirationDate: weekEnd.toISOString(),
      unsubscribeDetectedAt: cancelledAt.toISOString(),
    });
    expect(await status(token)).toMatchObject({
      hasActiveSubscription: true,
      subscription: { expiresAt: weekEnd.toISOString(), periodType: 'NORMAL' },
    });

    clock = new Date(weekEnd.getTime() - 1000);
    expect((await status(token)).hasActiveSubscription).toBe(true);
    clock = new Date(weekEnd.getTime() + 1000);
    expect(await status(token)).toMatchObject({ hasActiveSubscription: false, subscription: null });
    later(30 * DAY);
    expect((await status(token)).hasActiveSubscription).toBe(false);
    const after = await customerInfo(token);
    expect(after).toMatchObject({
      entitlements: { active: {} },
      activeSubscriptions: [],
      latestExpirationDate: weekEnd.toISOString(),
    });
    // Cancelling with nothing to cancel changes nothing.
    expect((await cancel(token)).entitlements.active).toEqual({});
  });

  it('renews a weekly plan every 7 days', async () => {
    const { token } = await device();
    const start = clock;
    await buy(token, '$rc_weekly');
    clock = new Date(start.getTime() + 7 * DAY + 1000);
    expect((await status(token)).subscription?.expiresAt).toBe(
      new Date(start.getTime() + 14 * DAY).toISOString(),
    );
  });

  it('a purchase while subscribed replaces the plan at once; buying the same plan again only resumes renewal', async () => {
    const { token } = await device();
    const start = clock;
    await buy(token, '$rc_weekly');
    later(DAY);
    // Weekly → monthly: the monthly plan starts now (with the trial this device never had).
    const switched = await buy(token, '$rc_monthly');
    expect(switched.activeSubscriptions).toEqual(['hairhue_premium_monthly']);
    expect(switched.entitlements.active.premium).toMatchObject({
      productIdentifier: 'hairhue_premium_monthly',
      periodType: 'TRIAL',
      latestPurchaseDate: clock.toISOString(),
      expirationDate: new Date(clock.getTime() + 3 * DAY).toISOString(),
    });
    expect((await status(token)).subscription?.productId).toBe('hairhue_premium_monthly');

    // Buying the plan one has is no second purchase…
    const again = await buy(token, '$rc_monthly');
    expect(again.entitlements.active.premium).toEqual(switched.entitlements.active.premium);
    // …but after a cancel it turns renewal back on.
    await cancel(token);
    const resumed = await buy(token, '$rc_monthly');
    expect(resumed.entitlements.active.premium).toMatchObject({
      willRenew: true,
      unsubscribeDetectedAt: null,
      expirationDate: switched.entitlements.active.premium?.expirationDate,
    });

    // Past the replaced week's end: it never renews; the monthly trial became a paid month.
    clock = new Date(start.getTime() + 7 * DAY + 1000);
    const info = await customerInfo(token);
    expect(info.activeSubscriptions).toEqual(['hairhue_premium_monthly']);
    expect(info.entitlements.active.premium).toMatchObject({ periodType: 'NORMAL', willRenew: true });

    // Monthly → weekly: paid at once.
    const weekly = await buy(token, '$rc_weekly');
    expect(weekly.entitlements.active.premium).toMatchObject({
      productIdentifier: 'hairhue_premium_weekly',
      periodType: 'NORMAL',
      expirationDate: new Date(clock.getTime() + 7 * DAY).toISOString(),
    });
    expect(await status(token)).toMatchObject({
      subscription: { productId: 'hairhue_premium_weekly', periodType: 'NORMAL' },
    });
  });

  it("keeps each device's purchases to its device id, across registrations of that id", async () => {
    const a = await device('buyer');
    const b = await device('other');
    await buy(a.token, '$rc_monthly');
    expect((await status(b.token)).hasActiveSubscription).toBe(false);
    expect((await customerInfo(b.token)).entitlements.active).toEqual({});
    expect((await offerings(b.token)).current?.packages[1]?.product.freeTrialDays).toBe(3);
    await cancel(b.token);
    expect((await customerInfo(a.token)).entitlements.active.premium?.willRenew).toBe(true);

    // A new registration of the same device id (a reinstall) finds the purchase: Restore works.
    const again = await server.register(a.deviceId);
    expect((await status(again)).hasActiveSubscription).toBe(true);
    expect((await customerInfo(again)).activeSubscriptions).toEqual(['hairhue_premium_monthly']);
  });

  it('refuses an unknown package with 400 naming it', async () => {
    const { token } = await device();
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/sandbox-store/purchases',
      payload: { packageIdentifier: '$rc_annual' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toContain('body.packageIdentifier');
  });

  it.each(sandboxStoreCalls)('%s %s needs a device token (401)', async (method, url) => {
    const response = await server.call(undefined, {
      method,
      url,
      ...(method === 'POST' ? { payload: { packageIdentifier: '$rc_weekly' } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('UNAUTHORIZED');
  });

  it('has no RevenueCat webhook in sandbox mode (404)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/revenuecat',
      payload: { api_version: '1.0', event: { id: 'x', type: 'TEST' } },
    });
    expect(response.statusCode).toBe(404);
  });
});
