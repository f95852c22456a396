import type { Kysely } from 'kysely';

/**
 * The hair-engine version that made each stored analysis. An analysis of another version is recomputed
 * rather than reused (a new engine reads and renders it differently); rows from before this column were all
 * made by engine version 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('photo_analyses')
    .addColumn('engine_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photo_analyses').dropColumn('engine_version').execute();
}
