import { sql, type Selectable } from 'kysely';
import type { PurchasesTable } from '../db/schema';
import type { Executor } from './types';

export type PurchaseRow = Selectable<PurchasesTable>;

export interface NewPurchase {
  productId: string;
  periodType: 'TRIAL' | 'NORMAL';
  purchasedAt: Date;
  expiresAt: Date;
}

/**
 * The sandbox store's transactions: one row per period bought (the first purchase, each renewal, each
 * replacement). `cancelled_at` on a period means its subscription does not renew after it.
 */
export function createPurchaseRepository(db: Executor) {
  return {
    /** Serialises store operations of one app user until the surrounding transaction ends. */
    async lock(clientDeviceId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`sandbox-store:${clientDeviceId}`}, 0))`.execute(
        db,
      );
    },

    /** The period that began last: the subscription's current (or final) state. */
    async latest(clientDeviceId: string): Promise<PurchaseRow | undefined> {
      return db
        .selectFrom('purchases')
        .selectAll()
        .where('client_device_id', '=', clientDeviceId)
        .orderBy('purchased_at', 'desc')
        .orderBy('expires_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async hadTrial(clientDeviceId: string): Promise<boolean> {
      const row = await db
        .selectFrom('purchases')
        .select('id')
        .where('client_device_id', '=', clientDeviceId)
        .where('period_type', '=', 'TRIAL')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(clientDeviceId: string, purchases: readonly NewPurchase[]): Promise<void> {
      if (purchases.length === 0) return;
      await db
        .insertInto('purchases')
        .values(
          purchases.map((purchase) => ({
            client_device_id: clientDeviceId,
            product_id: purchase.productId,
            period_type: purchase.periodType,
            purchased_at: purchase.purchasedAt,
            expires_at: purchase.expiresAt,
          })),
        )
        .execute();
    },

    /** Turns renewal off (a Date) or back on (null). */
    async setCancelledAt(id: string, cancelledAt: Date | null): Promise<void> {
      await db.updateTable('purchases').set({ cancelled_at: cancelledAt }).where('id', '=', id).execute();
    },

    /** Ends a period early, without renewal: its plan was replaced by another. */
    async endAt(id: string, at: Date): Promise<void> {
      await db
        .updateTable('purchases')
        .set({ expires_at: at, cancelled_at: at })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type PurchaseRepository = ReturnType<typeof createPurchaseRepository>;
