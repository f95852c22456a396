import { ENTITLEMENT_ID } from '@hairhue/contracts';
import { z } from 'zod';
import { PurchaseProviderError } from './errors';
import type { EntitlementRecord, PurchaseProvider } from './types';

export interface RevenueCatOptions {
  /** https://api.revenuecat.com, without a trailing slash. */
  apiBase: string;
  /** A secret (server) API key: `sk_…`. */
  secretKey: string;
  /** How long one request may take, body included. */
  timeoutMs?: number;
}

const date = z.iso.datetime({ offset: true });

/**
 * The parts of `GET /v1/subscribers/{app_user_id}` we read. RevenueCat documents `expires_date` null for a
 * lifetime entitlement, and `period_type` 'normal', 'trial' or 'intro' on each subscription.
 */
const entitlementSchema = z.object({
  expires_date: date.nullable(),
  grace_period_expires_date: date.nullish(),
  product_identifier: z.string().min(1),
});

const subscriberResponseSchema = z.object({
  subscriber: z.object({
    // Other entitlements are not ours to read, so only `premium` must be well formed.
    entitlements: z.record(z.string(), z.unknown()),
    subscriptions: z.record(z.string(), z.object({ period_type: z.string().nullish() }).loose()).optional(),
  }),
});

function later(first: string, second: string | null | undefined): Date {
  const a = new Date(first);
  if (!second) return a;
  const b = new Date(second);
  return b > a ? b : a;
}

/** Reads the `premium` entitlement out of a subscriber response; null when the subscriber has none. */
export function entitlementFromSubscriber(body: unknown): EntitlementRecord | null {
  const parsed = subscriberResponseSchema.safeParse(body);
  if (!parsed.success) throw new PurchaseProviderError('RevenueCat answered an unreadable subscriber');
  const { entitlements, subscriptions } = parsed.data.subscriber;
  if (entitlements[ENTITLEMENT_ID] === undefined) return null;
  const entitlement = entitlementSchema.safeParse(entitlements[ENTITLEMENT_ID]);
  if (!entitlement.success) throw new PurchaseProviderError('RevenueCat answered an unreadable entitlement');
  const { expires_date, grace_period_expires_date, product_identifier } = entitlement.data;
  // A lifetime purchase or a promotional grant has no subscription entry: it is a normal period.
  const periodType = subscriptions?.[product_identifier]?.period_type?.toUpperCase() ?? 'NORMAL';
  return {
    productId: product_identifier,
    periodType,
    // The store keeps access through a billing grace period; so does RevenueCat's SDK, and so do we.
    expiresAt: expires_date === null ? null : later(expires_date, grace_period_expires_date),
  };
}

/** PURCHASES=revenuecat: asks RevenueCat's REST API (v1) for the app user's `premium` entitlement. */
export function createRevenueCatProvider({
  apiBase,
  secretKey,
  timeoutMs = 5000,
}: RevenueCatOptions): PurchaseProvider {
  return {
    name: 'revenuecat',
    async fetchEntitlement(appUserId) {
      const url = `${apiBase}/v1/subscribers/${encodeURIComponent(appUserId)}`;
      let body: unknown;
      try {
        const response = await fetch(url, {
          headers: { authorization: `Bearer ${secretKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        // RevenueCat creates unknown subscribers on this call, so a 404 says only that there is nothing.
        if (response.status === 404) {
          await response.body?.cancel();
          return null;
        }
        if (!response.ok) {
          await response.body?.cancel();
          throw new PurchaseProviderError(`RevenueCat answered ${response.status}`);
        }
        body = await response.json();
      } catch (error) {
        if (error instanceof PurchaseProviderError) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        throw new PurchaseProviderError(`RevenueCat could not be asked: ${reason}`, { cause: error });
      }
      return entitlementFromSubscriber(body);
    },
  };
}
