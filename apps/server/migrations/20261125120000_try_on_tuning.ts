import { sql, type Kysely } from 'kysely';

/**
 * A premium try-on's intensity and shine (issue 12 §3), in whole percent. Null when the try-on was made
 * without them, as every try-on before this migration was: those render, and are shown, at the defaults.
 * The checks repeat the contract's ranges, so no path around the API can store a value the renderer and
 * the response schema would refuse.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('try_ons')
    .addColumn('intensity', 'integer', (c) => c.check(sql`intensity between 10 and 100`))
    .addColumn('shine', 'integer', (c) => c.check(sql`shine between 0 and 100`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('try_ons').dropColumn('intensity').dropColumn('shine').execute();
}
