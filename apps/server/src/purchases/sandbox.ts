import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { EntitlementRecord, PurchaseProvider } from './types';

/**
 * The local store (PURCHASES=sandbox): purchases made through the sandbox sheet are rows of `purchases`.
 * The entitlement is the purchase that runs longest.
 */
export function createSandboxProvider(db: Kysely<Database>): PurchaseProvider {
  return {
    name: 'sandbox',
    async fetchEntitlement(appUserId): Promise<EntitlementRecord | null> {
      const purchase = await db
        .selectFrom('purchases')
        .select(['product_id', 'period_type', 'expires_at'])
        .where('client_device_id', '=', appUserId)
        .orderBy('expires_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return purchase
        ? { productId: purchase.product_id, periodType: purchase.period_type, expiresAt: purchase.expires_at }
        : null;
    },
  };
}
