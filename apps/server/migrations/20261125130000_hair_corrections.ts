import { sql, type Kysely } from 'kysely';

/**
 * A person's touch-up brush correction of a photo's hair area (issue 13 §1), one per photo: the strokes as
 * sent, and a revision raised by every save and reset, so a render or a live preview can tell that what it
 * holds is stale. A reset keeps the row (strokes empty) so that the revision never goes back.
 *
 * The corrected analysis (the engine's analysis with the strokes applied) is stored in object storage; the
 * last one made is recorded here with the revision and engine version it was made for, so an API-only
 * process can hand it out without asking a worker.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hair_corrections')
    .addColumn('photo_id', 'uuid', (c) => c.primaryKey().references('photos.id').onDelete('cascade'))
    .addColumn('strokes', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(strokes) = 'array'`))
    .addColumn('revision', 'integer', (c) => c.notNull().check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('analysis_key', 'text')
    .addColumn('analysis_revision', 'integer')
    .addColumn('analysis_engine_version', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hair_corrections').execute();
}
