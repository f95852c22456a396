import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import type { Database, SubscriptionRow } from '../db/schema';
import { PurchaseProviderError, StoreUnavailableError } from '../purchases/errors';
import type { PurchaseProvider } from '../purchases/types';
import { createFreeUseLedger } from '../repositories/free-use-ledger';
import { createSubscriptionRepository } from '../repositories/subscriptions';
import type { Executor } from '../repositories/types';
import type { AuthenticatedDevice } from './devices';
import { FREE_COLOR_CHANGES } from './limits';
import { LruCache } from './lru';
import type { StatusCache } from './status-cache';

export interface Entitlement {
  active: boolean;
  subscription: SubscriptionRow | undefined;
}

/** Whether the stored subscription grants premium at `now`. */
export function entitlementOf(subscription: SubscriptionRow | undefined, now: Date): Entitlement {
  const active =
    subscription !== undefined && (subscription.expires_at === null || subscription.expires_at > now);
  return { active, subscription };
}

export async function loadEntitlement(
  executor: Executor,
  clientDeviceId: string,
  now: Date,
): Promise<Entitlement> {
  return entitlementOf(await createSubscriptionRepository(executor).find(clientDeviceId), now);
}

export interface SubscriptionServiceOptions {
  db: Kysely<Database>;
  provider: PurchaseProvider;
  now?: () => Date;
  log?: Pick<Logger, 'warn'>;
  /** PGlite only (services/status-cache.ts); told of every stored subscription change here. */
  statusCache?: StatusCache;
}

/** Stores report a renewal some time after the period ended: keep asking for this long past the expiry… */
const RECHECK_WINDOW_MS = 60 * 60 * 1000;
/** …but at most this often per app user, and as often after the provider failed to answer. */
const RECHECK_INTERVAL_MS = 60 * 1000;

/**
 * Whether to ask the provider again about a stored subscription that has expired: it may have renewed. It
 * is asked once when a read first finds it expired, then at most once a minute during the hour after the
 * expiry, and then no more (webhooks and the app's sync still bring news) — never on every status read.
 */
export function dueForRecheck(subscription: SubscriptionRow, at: Date): boolean {
  if (subscription.expires_at === null || subscription.expires_at > at) return false;
  const expiry = subscription.expires_at.getTime();
  const updated = subscription.updated_at.getTime();
  if (updated < expiry) return true;
  return at.getTime() < expiry + RECHECK_WINDOW_MS && at.getTime() - updated >= RECHECK_INTERVAL_MS;
}

export function createSubscriptionService({
  db,
  provider,
  now = () => new Date(),
  log,
  statusCache,
}: SubscriptionServiceOptions) {
  const repository = createSubscriptionRepository(db);
  // Per process: after a failed re-check, status reads keep the stored state for a while without waiting
  // on a provider that is down.
  const failedUntil = new LruCache<string, number>(10_000);

  /** Asks the provider and stores its answer. Throws PurchaseProviderError when it cannot be asked. */
  async function refreshAppUser(appUserId: string): Promise<void> {
    const record = await provider.fetchEntitlement(appUserId);
    try {
      if (record === null) await repository.remove(appUserId);
      else await repository.save(appUserId, { provider: provider.name, ...record, updatedAt: now() });
    } finally {
      statusCache?.invalidate(appUserId);
    }
  }

  /** The stored subscription, re-checked with the provider when it expired since the provider last spoke. */
  async function current(appUserId: string, at: Date): Promise<SubscriptionRow | undefined> {
    const stored = await repository.find(appUserId);
    if (!stored || !dueForRecheck(stored, at) || (failedUntil.get(appUserId) ?? 0) > at.getTime()) {
      return stored;
    }
    try {
      await refreshAppUser(appUserId);
      failedUntil.delete(appUserId);
      return await repository.find(appUserId);
    } catch (error) {
      if (!(error instanceof PurchaseProviderError)) throw error;
      log?.warn(
        { err: error, provider: provider.name },
        'subscription re-check failed; keeping the stored state',
      );
      failedUntil.set(appUserId, at.getTime() + RECHECK_INTERVAL_MS);
      return stored;
    }
  }

  return {
    async status(device: AuthenticatedDevice): Promise<SubscriptionStatusResponse> {
      const at = now();
      const cached = statusCache?.get(device.clientDeviceId, at.getTime());
      if (cached) return cached;
      const readBegan = statusCache?.beginRead() ?? 0;
      const [subscription, spent] = await Promise.all([
        current(device.clientDeviceId, at),
        createFreeUseLedger(db).countSpent(device.clientDeviceId),
      ]);
      const entitlement = entitlementOf(subscription, at);
      const remainingFreeUses = Math.max(0, FREE_COLOR_CHANGES - spent);
      const status: SubscriptionStatusResponse = {
        hasActiveSubscription: entitlement.active,
        subscription:
          entitlement.active && subscription
            ? {
                expiresAt: subscription.expires_at?.toISOString() ?? null,
                periodType: subscription.period_type,
                productId: subscription.product_id,
              }
            : null,
        usage: { canUseHairColorChange: entitlement.active || remainingFreeUses > 0, remainingFreeUses },
      };
      // An active subscription's answer changes by itself at its expiry. One that expired within the hour
      // is re-checked with the provider now and then (dueForRecheck), so it is not kept at all.
      const expiry = subscription?.expires_at?.getTime();
      const validUntil = entitlement.active
        ? expiry
        : expiry !== undefined && at.getTime() < expiry + RECHECK_WINDOW_MS
          ? at.getTime()
          : undefined;
      statusCache?.store(device.clientDeviceId, readBegan, status, validUntil);
      return status;
    },

    /** Drops a device's cached status: a free change of it was spent or given back. */
    forgetStatus(clientDeviceId: string): void {
      statusCache?.invalidate(clientDeviceId);
    },

    /**
     * Asks the purchase provider again and stores its answer. What the client sends is never trusted: a
     * client can only make the server look, not tell it what it will find.
     */
    async refresh(device: AuthenticatedDevice): Promise<void> {
      try {
        await refreshAppUser(device.clientDeviceId);
      } catch (error) {
        if (!(error instanceof PurchaseProviderError)) throw error;
        log?.warn({ err: error, provider: provider.name }, 'subscription sync failed');
        throw new StoreUnavailableError('The purchase provider is not answering; try again later');
      }
    },

    /** For the provider's own notifications (webhooks). Throws PurchaseProviderError when it cannot be asked. */
    refreshAppUser,
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
