import type { Kysely } from 'kysely';

/**
 * What the engine measured of a photo's skin and hair for 'Suits you' (issue 13 §2), kept beside its
 * analysis so that a photo is measured once: `{engineVersion, hairLevel, appearance}` as JSON, null until
 * measured. The engine version is inside, not in the row's own column: that one says which engine made the
 * analysis, and a measurement of an older analysis is measured again rather than reused.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photo_analyses').addColumn('appearance', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('photo_analyses').dropColumn('appearance').execute();
}
