import { sql } from 'kysely';
import { createFreeUseByAddress } from './free-use-by-address';
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

    /** Records a spent change, with the address bucket and day it was counted against. */
    async spend(
      clientDeviceId: string,
      tryOnId: string,
      counted?: { address: string; day: string },
    ): Promise<void> {
      await db
        .insertInto('free_use_ledger')
        .values({
          client_device_id: clientDeviceId,
          try_on_id: tryOnId,
          address: counted?.address ?? null,
          address_day: counted?.day ?? null,
        })
        .execute();
    },

    /**
     * Gives a try-on's change back, once, to the device and to the address it was counted against: answers
     * the device id it went back to the first time, and undefined after, so a retried failure refunds once.
     */
    async refund(tryOnId: string): Promise<string | undefined> {
      const refunded = await db
        .updateTable('free_use_ledger')
        .set({ refunded_at: new Date() })
        .where('try_on_id', '=', tryOnId)
        .where('refunded_at', 'is', null)
        .returning(['client_device_id', 'address', 'address_day'])
        .executeTakeFirst();
      if (refunded?.address && refunded.address_day) {
        await createFreeUseByAddress(db).giveBack(refunded.address, refunded.address_day);
      }
      return refunded?.client_device_id;
    },
  };
}

export type FreeUseLedger = ReturnType<typeof createFreeUseLedger>;
