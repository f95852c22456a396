import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for RevenueCat's REST API v1 on a local port, answering `GET /v1/subscribers/{app_user_id}`
 * with the documented response shape (https://www.revenuecat.com/docs/api-v1), and builders of the
 * documented webhook events (https://www.revenuecat.com/docs/integrations/webhooks/sample-events).
 */

export const FAKE_SECRET_KEY = 'sk_test_hairhue_fake_secret';

type Iso = string;

export interface SubscriptionEntryOptions {
  productId: string;
  periodType: 'normal' | 'trial' | 'intro';
  purchaseDate: Date;
  expiresDate: Date;
  unsubscribeDetectedAt?: Date | null;
  gracePeriodExpiresDate?: Date | null;
}

export interface SubscriberOptions {
  /** Subscriptions the customer bought; the `premium` entitlement follows the last one given. */
  subscriptions?: SubscriptionEntryOptions[];
  /** A lifetime purchase of this product grants `premium` with no expiry. */
  lifetimeProductId?: string;
  /** Other entitlements the project might have; they must not confuse the reader. */
  otherEntitlements?: Record<string, unknown>;
}

const iso = (date: Date | null | undefined): Iso | null => (date ? date.toISOString() : null);

/** The body of `GET /v1/subscribers/{app_user_id}`, as RevenueCat documents it. */
export function subscriberResponse(
  appUserId: string,
  options: SubscriberOptions = {},
  requestDate = new Date(),
) {
  const subscriptions: Record<string, unknown> = {};
  const entitlements: Record<string, unknown> = { ...options.otherEntitlements };
  const nonSubscriptions: Record<string, unknown[]> = {};
  for (const entry of options.subscriptions ?? []) {
    subscriptions[entry.productId] = {
      auto_resume_date: null,
      billing_issues_detected_at: null,
      expires_date: iso(entry.expiresDate),
      grace_period_expires_date: iso(entry.gracePeriodExpiresDate),
      is_sandbox: true,
      original_purchase_date: iso(entry.purchaseDate),
      ownership_type: 'PURCHASED',
      period_type: entry.periodType,
      purchase_date: iso(entry.purchaseDate),
      refunded_at: null,
      store: 'app_store',
      store_transaction_id: '2000000123456789',
      unsubscribe_detected_at: iso(entry.unsubscribeDetectedAt),
    };
    entitlements.premium = {
      expires_date: iso(entry.expiresDate),
      grace_period_expires_date: iso(entry.gracePeriodExpiresDate),
      product_identifier: entry.productId,
      purchase_date: iso(entry.purchaseDate),
    };
  }
  if (options.lifetimeProductId) {
    nonSubscriptions[options.lifetimeProductId] = [
      { id: 'cadba0c81b', is_sandbox: true, purchase_date: '2026-01-05T21:52:45Z', store: 'app_store' },
    ];
    entitlements.premium = {
      expires_date: null,
      grace_period_expires_date: null,
      product_identifier: options.lifetimeProductId,
      purchase_date: '2026-01-05T21:52:45Z',
    };
  }
  return {
    request_date: requestDate.toISOString(),
    request_date_ms: requestDate.getTime(),
    subscriber: {
      entitlements,
      first_seen: '2026-01-01T00:08:41Z',
      last_seen: '2026-01-02T00:08:41Z',
      management_url: 'https://apps.apple.com/account/subscriptions',
      non_subscriptions: nonSubscriptions,
      original_app_user_id: appUserId,
      original_application_version: '1.0',
      original_purchase_date: '2026-01-01T00:08:41Z',
      other_purchases: {},
      subscriptions,
    },
  };
}

export type FakeAnswer =
  | { kind: 'subscriber'; options: SubscriberOptions }
  | { kind: 'status'; status: number; body?: string }
  /** Never answers: the caller's timeout must end the wait. */
  | { kind: 'hang' };

export interface FakeRevenueCat {
  apiBase: string;
  /** Every request received: its decoded app user id and Authorization header. */
  requests: { appUserId: string; authorization: string | undefined; path: string }[];
  /** What the subscriber endpoint answers for this app user from now on. */
  answer(appUserId: string, answer: FakeAnswer): void;
  /** What it answers for everyone (an outage), until `recover()`. */
  failAll(answer: FakeAnswer): void;
  recover(): void;
  requestsFor(appUserId: string): number;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1. Unknown app users get an empty subscriber, as RevenueCat creates one. */
export async function startFakeRevenueCat(): Promise<FakeRevenueCat> {
  const answers = new Map<string, FakeAnswer>();
  let outage: FakeAnswer | undefined;
  const requests: FakeRevenueCat['requests'] = [];
  const hanging = new Set<ServerResponse>();

  function respond(request: IncomingMessage, response: ServerResponse): void {
    const path = request.url ?? '/';
    const match = /^\/v1\/subscribers\/([^/?]+)$/.exec(path);
    if (request.method !== 'GET' || !match?.[1]) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"code":7117,"message":"Not found"}');
      return;
    }
    const appUserId = decodeURIComponent(match[1]);
    requests.push({ appUserId, authorization: request.headers.authorization, path });
    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      response
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"code":7225,"message":"Invalid API Key."}');
      return;
    }
    const answer = outage ?? answers.get(appUserId) ?? { kind: 'subscriber', options: {} };
    if (answer.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (answer.kind === 'status') {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body ?? '{}');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(subscriberResponse(appUserId, answer.options)));
  }

  const server = createServer(respond);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    requests,
    answer: (appUserId, answer) => answers.set(appUserId, answer),
    failAll: (answer) => (outage = answer),
    recover: () => (outage = undefined),
    requestsFor: (appUserId) => requests.filter((request) => request.appUserId === appUserId).length,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A subscription lifecycle event in RevenueCat's webhook envelope (API version 1.0), as its samples show. */
export function webhookEvent(
  type: string,
  fields: {
    id: string;
    appUserId: string;
    productId?: string;
    periodType?: string;
    expiresAt?: Date;
    purchasedAt?: Date;
  } & Record<string, unknown>,
) {
  const { id, appUserId, productId, periodType, expiresAt, purchasedAt, ...rest } = fields;
  const purchased = purchasedAt ?? new Date('2026-11-22T10:00:00Z');
  return {
    api_version: '1.0',
    event: {
      event_timestamp_ms: purchased.getTime() + 4000,
      product_id: productId ?? 'hairhue_premium_monthly',
      period_type: periodType ?? 'NORMAL',
      purchased_at_ms: purchased.getTime(),
      expiration_at_ms: (expiresAt ?? new Date(purchased.getTime() + 30 * 24 * 3600 * 1000)).getTime(),
      environment: 'SANDBOX',
      entitlement_id: null,
      entitlement_ids: ['premium'],
      presented_offering_id: 'default',
      transaction_id: '2000000123456789',
      original_transaction_id: '2000000123456789',
      is_family_share: false,
      country_code: 'US',
      app_user_id: appUserId,
      aliases: [appUserId],
      original_app_user_id: appUserId,
      currency: 'USD',
      price: 29.99,
      price_in_purchased_currency: 29.99,
      subscriber_attributes: {},
      store: 'APP_STORE',
      takehome_percentage: 0.7,
      tax_percentage: 0.0,
      commission_percentage: 0.3,
      offer_code: null,
      type,
      id,
      app_id: 'app1234567890',
      ...rest,
    },
  };
}

/** A TRANSFER event: it has no app_user_id, only who lost and who got the purchases. */
export function transferEvent(id: string, from: string[], to: string[]) {
  return {
    api_version: '1.0',
    event: {
      app_id: 'app1234567890',
      event_timestamp_ms: Date.parse('2026-11-22T10:00:00Z'),
      id,
      store: 'APP_STORE',
      transferred_from: from,
      transferred_to: to,
      type: 'TRANSFER',
      environment: 'PRODUCTION',
    },
  };
}
