import { sql, type Kysely } from 'kysely';

/**
 * A daily budget of free changes per client address, so rotating device ids from one address does not mint
 * free renders without end. Counted here, not in memory, so it holds across replicas; the ledger remembers
 * which address and day each free change was counted against, so a refund gives that budget back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('free_use_by_address')
    // An IPv4 address, or an IPv6 /64 (address-buckets.ts).
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('spent', 'integer', (c) => c.notNull().check(sql`spent >= 0`))
    .addPrimaryKeyConstraint('free_use_by_address_pk', ['address', 'day'])
    .execute();
  await db.schema
    .alterTable('free_use_ledger')
    .addColumn('address', 'text')
    .addColumn('address_day', 'date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('free_use_ledger').dropColumn('address').dropColumn('address_day').execute();
  await db.schema.dropTable('free_use_by_address').ifExists().execute();
}
