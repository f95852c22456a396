import { sql } from 'kysely';
import type { Executor } from './types';

export function createFreeUseLedger(db: Executor) {
  return {
    /**
     * Serialises spending for one app user until the surrounding transaction ends, so parallel requests
     * cannot both see the last free change as available.
     */
    async lock(clientDeviceId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`free-use:${clientDeviceId}`}, 0))`.execute(
        db,
      );
    },

    /** Free changes spent and not given back. */
    async countSpent(clientDeviceId: string): Promise<number> {
      const row = await db
        .selectFrom('free_use_ledger')
        .select(sql<number>`count(*)::int`.as('spent'))
        .where('client_device_id', '=', clientDeviceId)
        .where('refunded_at', 'is', null)
        .executeTakeFirstOrThrow();
      return row.spent;
    },

    async spend(clientDeviceId: string, tryOnId: string): Promise<void> {
      await db
        .insertInto('free_use_ledger')
        .values({ client_device_id: clientDeviceId, try_on_id: tryOnId })
        .execute();
    },

    /**
     * Gives a try-on's change back, once: answers the device id it went back to the first time, and
     * undefined after, so a retried failure refunds once.
     */
    async refund(tryOnId: string): Promise<string | undefined> {
      const row = await db
        .updateTable('free_use_ledger')
        .set({ refunded_at: new Date() })
        .where('try_on_id', '=', tryOnId)
        .where('refunded_at', 'is', null)
        .returning('client_device_id')
        .executeTakeFirst();
      return row?.client_device_id;
    },
  };
}

export type FreeUseLedger = ReturnType<typeof createFreeUseLedger>;
