import type { Kysely } from 'kysely';
import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import type { Database, SubscriptionRow } from '../db/schema';
import type { PurchaseProvider } from '../purchases/types';
import { createFreeUseLedger } from '../repositories/free-use-ledger';
import { createSubscriptionRepository } from '../repositories/subscriptions';
import type { Executor } from '../repositories/types';
import type { AuthenticatedDevice } from './devices';
import { FREE_COLOR_CHANGES } from './limits';

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
}

export function createSubscriptionService({
  db,
  provider,
  now = () => new Date(),
}: SubscriptionServiceOptions) {
  return {
    async status(device: AuthenticatedDevice): Promise<SubscriptionStatusResponse> {
      const at = now();
      const [entitlement, spent] = await Promise.all([
        loadEntitlement(db, device.clientDeviceId, at),
        createFreeUseLedger(db).countSpent(device.clientDeviceId),
      ]);
      const remainingFreeUses = Math.max(0, FREE_COLOR_CHANGES - spent);
      const { subscription } = entitlement;
      return {
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
    },

    /**
     * Asks the purchase provider again and stores its answer. What the client sends is never trusted: a
     * client can only make the server look, not tell it what it will find.
     */
    async refresh(device: AuthenticatedDevice): Promise<void> {
      const record = await provider.fetchEntitlement(device.clientDeviceId);
      const repository = createSubscriptionRepository(db);
      if (record === null) await repository.remove(device.clientDeviceId);
      else await repository.save(device.clientDeviceId, { provider: provider.name, ...record });
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
