import { sql, type Kysely } from 'kysely';

/**
 * A device's own reading of its person's skin for 'Suits you' and Dice Roll (issue 23 §1, 'Not right?'): a
 * depth of the six swatches and an undertone, used instead of each photo's measurement until reset (the
 * row is then deleted). One per device, gone with the device.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_skin_tones')
    .addColumn('device_id', 'uuid', (c) => c.primaryKey().references('devices.id').onDelete('cascade'))
    .addColumn('depth', 'integer', (c) => c.notNull().check(sql`depth between 1 and 6`))
    .addColumn('undertone', 'text', (c) => c.notNull().check(sql`undertone in ('warm', 'cool', 'neutral')`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('device_skin_tones').execute();
}
