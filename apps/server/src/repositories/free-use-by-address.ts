import { sql } from 'kysely';
import type { Executor } from './types';

/** Free changes counted per address bucket and UTC day (the per-address daily budget). */
export function createFreeUseByAddress(db: Executor) {
  return {
    /**
     * Counts one more free change against the address's day, unless that would go over `budget`: one
     * atomic upsert, so replicas and parallel requests cannot both take the last one. True when counted.
     */
    async take(address: string, day: string, budget: number): Promise<boolean> {
      const row = await db
        .insertInto('free_use_by_address')
        .values({ address, day, spent: 1 })
        .onConflict((conflict) =>
          conflict
            .columns(['address', 'day'])
            .doUpdateSet({ spent: sql`free_use_by_address.spent + 1` })
            .where('free_use_by_address.spent', '<', budget),
        )
        .returning('spent')
        .executeTakeFirst();
      return row !== undefined && row.spent <= budget;
    },

    /** A refunded change: the address gets it back. */
    async giveBack(address: string, day: string): Promise<void> {
      await db
        .updateTable('free_use_by_address')
        .set({ spent: sql`spent - 1` })
        .where('address', '=', address)
        .where('day', '=', day)
        .where('spent', '>', 0)
        .execute();
    },

    async spentOn(address: string, day: string): Promise<number> {
      const row = await db
        .selectFrom('free_use_by_address')
        .select('spent')
        .where('address', '=', address)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.spent ?? 0;
    },

    /** Days gone by are never read again. */
    async forgetBefore(day: string): Promise<void> {
      await db.deleteFrom('free_use_by_address').where('day', '<', day).execute();
    },
  };
}
