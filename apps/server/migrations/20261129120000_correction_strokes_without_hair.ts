import { sql, type Kysely } from 'kysely';

/**
 * Beside the corrected analysis recorded for a photo, the 'add' strokes it found nothing like hair under
 * (indices into the strokes; issue 23 polish 2), so a device without the live preview learns after its save
 * that those strokes changed nothing. Null where no analysis is recorded, or one made before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('hair_corrections')
    .addColumn('analysis_strokes_without_hair', 'jsonb', (c) =>
      c.check(
        sql`analysis_strokes_without_hair is null or jsonb_typeof(analysis_strokes_without_hair) = 'array'`,
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hair_corrections').dropColumn('analysis_strokes_without_hair').execute();
}
