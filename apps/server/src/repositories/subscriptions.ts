import type { SubscriptionRow } from '../db/schema';
import type { Executor } from './types';

export interface SubscriptionRecord {
  provider: string;
  productId: string;
  periodType: string;
  expiresAt: Date | null;
  /** When the provider said so; the service's clock, so a subscription is re-checked once it has expired. */
  updatedAt?: Date;
}

export function createSubscriptionRepository(db: Executor) {
  return {
    async find(clientDeviceId: string): Promise<SubscriptionRow | undefined> {
      return db
        .selectFrom('subscriptions')
        .selectAll()
        .where('client_device_id', '=', clientDeviceId)
        .executeTakeFirst();
    },

    async save(clientDeviceId: string, record: SubscriptionRecord): Promise<void> {
      const values = {
        provider: record.provider,
        product_id: record.productId,
        period_type: record.periodType,
        expires_at: record.expiresAt,
        updated_at: record.updatedAt ?? new Date(),
      };
      await db
        .insertInto('subscriptions')
        .values({ client_device_id: clientDeviceId, ...values })
        .onConflict((conflict) => conflict.column('client_device_id').doUpdateSet(values))
        .execute();
    },

    async remove(clientDeviceId: string): Promise<void> {
      await db.deleteFrom('subscriptions').where('client_device_id', '=', clientDeviceId).execute();
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof createSubscriptionRepository>;
