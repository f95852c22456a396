import { errorBodySchema, type SubscriptionStatusResponse } from '@hairhue/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseProviderError } from '../../src/purchases/errors';
import { createRevenueCatProvider } from '../../src/purchases/revenuecat';
import { databaseKinds } from '../helpers/database';
import { sandboxStoreCalls } from '../helpers/factories';
import {
  FAKE_SECRET_KEY,
  startFakeRevenueCat,
  transferEvent,
  webhookEvent,
  type FakeRevenueCat,
} from '../helpers/revenuecat';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const DAY = 24 * 3600 * 1000;
const WEBHOOK_AUTH = 'Bearer whsec-hairhue-test-0123456789';
const MONTHLY = 'hairhue_premium_monthly';

let fake: FakeRevenueCat;

beforeAll(async () => {
  fake = await startFakeRevenueCat();
});
afterAll(() => fake?.close());
afterEach(() => fake.recover());

describe('the RevenueCat provider', () => {
  const now = new Date();
  // A loaded CI run once took over 300 ms for a first answer, so only the hang test waits briefly.
  const provider = (timeoutMs = 5000) =>
    createRevenueCatProvider({ apiBase: fake.apiBase, secretKey: FAKE_SECRET_KEY, timeoutMs });

  it('asks GET /v1/subscribers/{app user id, encoded} with the secret key as a bearer token', async () => {
    await provider().fetchEntitlement('device/with spaces?&');
    expect(fake.requests.at(-1)).toEqual({
      appUserId: 'device/with spaces?&',
      authorization: `Bearer ${FAKE_SECRET_KEY}`,
      path: '/v1/subscribers/device%2Fwith%20spaces%3F%26',
    });
  });

  it('reads an active trial', async () => {
    const expires = new Date(now.getTime() + 3 * DAY);
    fake.answer('rc-trial', {
      kind: 'subscriber',
      options: {
        subscriptions: [{ productId: MONTHLY, periodType: 'trial', purchaseDate: now, expiresDate: expires }],
      },
    });
    expect(await provider().fetchEntitlement('rc-trial')).toEqual({
      productId: MONTHLY,
      periodType: 'TRIAL',
      expiresAt: expires,
    });
  });

  it('reads a normal period, and an intro one', async () => {
    const expires = new Date(now.getTime() + 7 * DAY);
    for (const [periodType, expected] of [
      ['normal', 'NORMAL'],
      ['intro', 'INTRO'],
    ] as const) {
      fake.answer(`rc-${periodType}`, {
        kind: 'subscriber',
        options: {
          subscriptions: [
            { productId: 'hairhue_premium_weekly', periodType, purchaseDate: now, expiresDate: expires },
          ],
        },
      });
      expect(await provider().fetchEntitlement(`rc-${periodType}`)).toEqual({
        productId: 'hairhue_premium_weekly',
        periodType: expected,
        expiresAt: expires,
      });
    }
  });

  it('reports an expired entitlement with its past expiry', async () => {
    const expired = new Date(now.getTime() - DAY);
    fake.answer('rc-expired', {
      kind: 'subscriber',
      options: {
        subscriptions: [
          {
            productId: MONTHLY,
            periodType: 'normal',
            purchaseDate: new Date(expired.getTime() - 30 * DAY),
            expiresDate: expired,
            unsubscribeDetectedAt: new Date(expired.getTime() - 10 * DAY),
          },
        ],
      },
    });
    expect(await provider().fetchEntitlement('rc-expired')).toEqual({
      productId: MONTHLY,
      periodType: 'NORMAL',
      expiresAt: expired,
    });
  });

  it('keeps access through a billing grace period', async () => {
    const expired = new Date(now.getTime() - DAY);
    const grace = new Date(now.getTime() + 5 * DAY);
    fake.answer('rc-grace', {
      kind: 'subscriber',
      options: {
        subscriptions: [
          {
            productId: MONTHLY,
            periodType: 'normal',
            purchaseDate: new Date(expired.getTime() - 30 * DAY),
            expiresDate: expired,
            gracePeriodExpiresDate: grace,
          },
        ],
      },
    });
    expect((await provider().fetchEntitlement('rc-grace'))?.expiresAt).toEqual(grace);
  });

  it('reads a lifetime entitlement (expires_date null) as never expiring', async () => {
    fake.answer('rc-lifetime', { kind: 'subscriber', options: { lifetimeProductId: 'hairhue_lifetime' } });
    expect(await provider().fetchEntitlement('rc-lifetime')).toEqual({
      productId: 'hairhue_lifetime',
      periodType: 'NORMAL',
      expiresAt: null,
    });
  });

  it('answers null for a subscriber without premium, a new subscriber, and a 404', async () => {
    fake.answer('rc-other', {
      kind: 'subscriber',
      options: { otherEntitlements: { pro_cat: { expires_date: null, product_identifier: 'x' } } },
    });
    fake.answer('rc-404', {
      kind: 'status',
      status: 404,
      body: '{"code":7259,"message":"Subscriber not found."}',
    });
    expect(await provider().fetchEntitlement('rc-other')).toBeNull();
    expect(await provider().fetchEntitlement('rc-never-seen')).toBeNull();
    expect(await provider().fetchEntitlement('rc-404')).toBeNull();
  });

  it.each([
    ['a 500', { kind: 'status', status: 500, body: '{"code":7110,"message":"Internal error"}' }],
    ['a 429', { kind: 'status', status: 429, body: '{"code":7638,"message":"Rate limited"}' }],
    [
      'a 401 (a wrong key)',
      { kind: 'status', status: 401, body: '{"code":7225,"message":"Invalid API Key."}' },
    ],
    ['text that is not JSON', { kind: 'status', status: 200, body: '<html>maintenance</html>' }],
    ['JSON of another shape', { kind: 'status', status: 200, body: '{"subscriber":{"entitlements":[]}}' }],
    ['no answer in time', { kind: 'hang' }],
  ] as const)('throws PurchaseProviderError for %s', async (_what, answer) => {
    fake.answer('rc-broken', answer);
    const started = Date.now();
    await expect(
      provider(answer.kind === 'hang' ? 300 : undefined).fetchEntitlement('rc-broken'),
    ).rejects.toBeInstanceOf(PurchaseProviderError);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('throws PurchaseProviderError when nothing listens', async () => {
    const nowhere = createRevenueCatProvider({
      apiBase: 'http://127.0.0.1:9',
      secretKey: 'sk',
      timeoutMs: 500,
    });
    await expect(nowhere.fetchEntitlement('anyone')).rejects.toBeInstanceOf(PurchaseProviderError);
  });
});

describe.each(databaseKinds)('PURCHASES=revenuecat on %s', (kind) => {
  let server: TestServer;
  let clock = new Date('2026-11-22T12:00:00.000Z');

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      now: () => clock,
      env: {
        PURCHASES: 'revenuecat',
        REVENUECAT_SECRET_KEY: FAKE_SECRET_KEY,
        REVENUECAT_WEBHOOK_AUTH: WEBHOOK_AUTH,
        REVENUECAT_API_BASE: fake.apiBase,
      },
    });
  }, 60_000);
  afterAll(() => server?.close());

  async function device() {
    const deviceId = `rc-${kind}-${Math.random().toString(36).slice(2)}`;
    return { deviceId, token: await server.register(deviceId) };
  }

  const status = async (token: string) =>
    (
      await server.call(token, { method: 'GET', url: '/api/subscriptions/status' })
    ).json<SubscriptionStatusResponse>();
  const sync = (token: string) =>
    server.call(token, {
      method: 'POST',
      url: '/api/subscriptions/sync',
      payload: { customerInfo: {}, timestamp: clock.getTime() },
    });
  /** `null` sends no Authorization header. */
  const webhook = (body: unknown, authorization: string | null = WEBHOOK_AUTH) =>
    server.app.inject({
      method: 'POST',
      url: '/api/webhooks/revenuecat',
      headers: authorization === null ? {} : { authorization },
      payload: body as object,
    });

  function subscribed(deviceId: string, expiresDate: Date, periodType: 'trial' | 'normal' = 'normal') {
    fake.answer(deviceId, {
      kind: 'subscriber',
      options: {
        subscriptions: [
          { productId: MONTHLY, periodType, purchaseDate: new Date(clock.getTime() - DAY), expiresDate },
        ],
      },
    });
  }

  it.each(sandboxStoreCalls)('%s %s answers 503 STORE_UNAVAILABLE', async (method, url) => {
    const { token } = await device();
    const response = await server.call(token, {
      method,
      url,
      ...(method === 'POST' ? { payload: { packageIdentifier: '$rc_monthly' } } : {}),
    });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('STORE_UNAVAILABLE');
  });

  it('sync picks up a trial from RevenueCat; the status says so', async () => {
    const { deviceId, token } = await device();
    const expires = new Date(clock.getTime() + 3 * DAY);
    subscribed(deviceId, expires, 'trial');
    expect((await status(token)).hasActiveSubscription).toBe(false);
    expect((await sync(token)).json()).toEqual({ success: true });
    expect(await status(token)).toEqual({
      hasActiveSubscription: true,
      subscription: { expiresAt: expires.toISOString(), periodType: 'TRIAL', productId: MONTHLY },
      usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
    });
  });

  it('an outage answers sync with 503, keeps the stored subscription, and never fails the status', async () => {
    const { deviceId, token } = await device();
    const expires = new Date(clock.getTime() + 2 * DAY);
    subscribed(deviceId, expires);
    await sync(token);

    fake.failAll({ kind: 'status', status: 500 });
    const failed = await sync(token);
    expect(failed.statusCode).toBe(503);
    expect(errorBodySchema.parse(failed.json()).error.code).toBe('STORE_UNAVAILABLE');
    expect((await status(token)).subscription?.expiresAt).toBe(expires.toISOString());

    // Past the expiry the status asks RevenueCat again; down, it answers from what is stored.
    clock = new Date(expires.getTime() + 1000);
    const lapsed = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json()).toMatchObject({ hasActiveSubscription: false, subscription: null });
    // After a failure the next reads do not wait on RevenueCat again at once.
    const asked = fake.requestsFor(deviceId);
    await status(token);
    expect(fake.requestsFor(deviceId)).toBe(asked);

    // Back up, a minute later: the renewal RevenueCat saw meanwhile is picked up by the status alone.
    fake.recover();
    const renewed = new Date(expires.getTime() + 30 * DAY);
    subscribed(deviceId, renewed);
    clock = new Date(clock.getTime() + 61_000);
    expect((await status(token)).subscription?.expiresAt).toBe(renewed.toISOString());
  });

  it('re-checks an expired subscription once, not on every status read of a lapsed subscriber', async () => {
    const { deviceId, token } = await device();
    const expires = new Date(clock.getTime() + DAY);
    subscribed(deviceId, expires);
    await sync(token);
    const before = fake.requestsFor(deviceId);
    for (let i = 0; i < 3; i++) await status(token);
    expect(fake.requestsFor(deviceId)).toBe(before);

    clock = new Date(expires.getTime() + 5000);
    for (let i = 0; i < 5; i++) expect((await status(token)).hasActiveSubscription).toBe(false);
    expect(fake.requestsFor(deviceId)).toBe(before + 1);
    // Long after, nothing is asked at all.
    clock = new Date(expires.getTime() + 10 * DAY);
    for (let i = 0; i < 3; i++) await status(token);
    expect(fake.requestsFor(deviceId)).toBe(before + 1);
  });

  describe('the webhook', () => {
    it.each([
      ['no Authorization header', null],
      ['a wrong one', 'Bearer wrong'],
      ['the right one with a different case', WEBHOOK_AUTH.toUpperCase()],
      ['the right one with something appended', `${WEBHOOK_AUTH}x`],
    ])('answers 401 to %s, even for a malformed body, and does nothing', async (_what, authorization) => {
      const requests = fake.requests.length;
      const response = await webhook(
        webhookEvent('INITIAL_PURCHASE', { id: 'evt-unauth', appUserId: 'x' }),
        authorization,
      );
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('UNAUTHORIZED');
      expect((await webhook('not json', authorization)).statusCode).toBe(401);
      expect(fake.requests.length).toBe(requests);
    });

    it('INITIAL_PURCHASE: re-fetches the subscriber and stores what RevenueCat says', async () => {
      const { deviceId, token } = await device();
      const expires = new Date(clock.getTime() + 3 * DAY);
      subscribed(deviceId, expires, 'trial');
      const response = await webhook(
        webhookEvent('INITIAL_PURCHASE', { id: `evt-${deviceId}`, appUserId: deviceId, periodType: 'TRIAL' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true, duplicate: false });
      expect((await status(token)).subscription).toEqual({
        expiresAt: expires.toISOString(),
        periodType: 'TRIAL',
        productId: MONTHLY,
      });
    });

    it('deduplicates by event id: a redelivery answers 200 and does nothing', async () => {
      const { deviceId } = await device();
      subscribed(deviceId, new Date(clock.getTime() + DAY));
      const event = webhookEvent('RENEWAL', { id: `evt-dup-${deviceId}`, appUserId: deviceId });
      expect((await webhook(event)).statusCode).toBe(200);
      const asked = fake.requestsFor(deviceId);
      const again = await webhook(event);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, duplicate: true });
      expect(fake.requestsFor(deviceId)).toBe(asked);
      const rows = await server.hairhue.database.db
        .selectFrom('webhook_events')
        .select(['provider', 'type', 'app_user_id'])
        .where('id', '=', `evt-dup-${deviceId}`)
        .execute();
      expect(rows).toEqual([{ provider: 'revenuecat', type: 'RENEWAL', app_user_id: deviceId }]);
    });

    it('answers 503 when RevenueCat is down, and processes the retried event once it is back', async () => {
      const { deviceId, token } = await device();
      const expires = new Date(clock.getTime() + 30 * DAY);
      subscribed(deviceId, expires);
      const event = webhookEvent('INITIAL_PURCHASE', { id: `evt-retry-${deviceId}`, appUserId: deviceId });
      fake.failAll({ kind: 'status', status: 502 });
      const failed = await webhook(event);
      expect(failed.statusCode).toBe(503);
      expect((await status(token)).hasActiveSubscription).toBe(false);

      fake.recover();
      const retried = await webhook(event);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ received: true, duplicate: false });
      expect((await status(token)).subscription?.expiresAt).toBe(expires.toISOString());
    });

    it('EXPIRATION: the subscription ends', async () => {
      const { deviceId, token } = await device();
      subscribed(deviceId, new Date(clock.getTime() + 5 * DAY));
      await sync(token);
      expect((await status(token)).hasActiveSubscription).toBe(true);
      // Refunded: RevenueCat now reports the entitlement expired a minute ago.
      const ended = new Date(clock.getTime() - 60_000);
      subscribed(deviceId, ended);
      const response = await webhook(
        webhookEvent('EXPIRATION', { id: `evt-exp-${deviceId}`, appUserId: deviceId, expiresAt: ended }),
      );
      expect(response.statusCode).toBe(200);
      expect(await status(token)).toMatchObject({ hasActiveSubscription: false, subscription: null });
    });

    it('TRANSFER: the subscription moves from one app user to another', async () => {
      const from = await device();
      const to = await device();
      const expires = new Date(clock.getTime() + 20 * DAY);
      subscribed(from.deviceId, expires);
      await sync(from.token);
      expect((await status(from.token)).hasActiveSubscription).toBe(true);

      fake.answer(from.deviceId, { kind: 'subscriber', options: {} });
      subscribed(to.deviceId, expires);
      const response = await webhook(
        transferEvent(`evt-transfer-${from.deviceId}`, [from.deviceId], [to.deviceId]),
      );
      expect(response.statusCode).toBe(200);
      expect((await status(from.token)).hasActiveSubscription).toBe(false);
      expect((await status(to.token)).subscription?.expiresAt).toBe(expires.toISOString());
    });

    it("asks about the event's aliases too, but never about anonymous ids", async () => {
      const { deviceId, token } = await device();
      subscribed(deviceId, new Date(clock.getTime() + DAY));
      const anonymous = '$RCAnonymousID:8069238d6049ce87cc529853916d624c';
      const response = await webhook(
        webhookEvent('RENEWAL', {
          id: `evt-alias-${deviceId}`,
          appUserId: anonymous,
          original_app_user_id: anonymous,
          aliases: [anonymous, deviceId],
        }),
      );
      expect(response.statusCode).toBe(200);
      expect(fake.requestsFor(anonymous)).toBe(0);
      expect((await status(token)).hasActiveSubscription).toBe(true);
    });

    it('accepts a TEST event from the dashboard without asking anything', async () => {
      const requests = fake.requests.length;
      const response = await webhook(
        webhookEvent('TEST', { id: `evt-test-${kind}`, appUserId: 'dashboard' }),
      );
      expect(response.statusCode).toBe(200);
      expect(fake.requests.length).toBe(requests);
    });

    it.each([
      ['text that is not JSON', '{"event": '],
      ['an array', []],
      ['no event', { api_version: '1.0' }],
      ['an event without id', { api_version: '1.0', event: { type: 'RENEWAL', app_user_id: 'a' } }],
      [
        'an id of the wrong type',
        { api_version: '1.0', event: { id: 42, type: 'RENEWAL', app_user_id: 'a' } },
      ],
      [
        'aliases that are not a list',
        { api_version: '1.0', event: { id: 'e1', type: 'RENEWAL', app_user_id: 'a', aliases: 'a' } },
      ],
      ['an event naming no app user', { api_version: '1.0', event: { id: 'e2', type: 'RENEWAL' } }],
      [
        'a TRANSFER naming no one',
        {
          api_version: '1.0',
          event: { id: 'e3', type: 'TRANSFER', transferred_from: [], transferred_to: [] },
        },
      ],
      [
        'expiration_at_ms as text',
        {
          api_version: '1.0',
          event: { id: 'e4', type: 'RENEWAL', app_user_id: 'a', expiration_at_ms: 'soon' },
        },
      ],
    ])('answers 400 to %s', async (_what, body) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/webhooks/revenuecat',
        headers: { authorization: WEBHOOK_AUTH, 'content-type': 'application/json' },
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
    });
  });
});
