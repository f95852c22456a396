import type { Kysely } from 'kysely';

/**
 * The app's Idempotency-Key of the tap that created a try-on (issue 23 §3): a POST whose answer was lost to
 * a restart is sent again with the same key and must find the try-on, not spend a second change. Unique per
 * device, so two concurrent sends of one key cannot both insert; null (every try-on before this migration,
 * and any POST without the header) never collides, as PostgreSQL's unique indexes treat nulls as distinct.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('try_ons').addColumn('idempotency_key', 'text').execute();
  await db.schema
    .createIndex('try_ons_device_idempotency_key')
    .on('try_ons')
    .columns(['device_id', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('try_ons_device_idempotency_key').execute();
  await db.schema.alterTable('try_ons').dropColumn('idempotency_key').execute();
}
