import type { Kysely } from 'kysely';

/**
 * One upload becomes at most one photo. Concurrent claims of the same upload used to each insert their own
 * photo (check-then-insert); the unique index lets exactly one insert win, whatever the race.
 * Photos recorded before this migration keep a null, which the index does not count.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photos').addColumn('claimed_upload', 'text').execute();
  await db.schema
    .createIndex('photos_claimed_upload')
    .unique()
    .on('photos')
    .column('claimed_upload')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('photos_claimed_upload').ifExists().execute();
  await db.schema.alterTable('photos').dropColumn('claimed_upload').execute();
}
