import { sql } from 'kysely';
import type { HairStroke } from '@hairhue/contracts';
import type { Executor } from './types';

export interface HairCorrectionRecord {
  strokes: HairStroke[];
  /** Raised by every save and reset, from 1. */
  revision: number;
  updatedAt: Date;
  /** The corrected analysis last made, and what it was made for. */
  analysis: CorrectedAnalysisRecord | undefined;
}

export interface CorrectedAnalysisRecord {
  analysisKey: string;
  revision: number;
  engineVersion: number;
  /**
   * The 'add' strokes it found nothing like hair under (indices into the strokes); undefined for an
   * analysis recorded before this was kept.
   */
  strokesWithoutHair: number[] | undefined;
}

type Row = {
  strokes: HairStroke[];
  revision: number;
  updated_at: Date;
  analysis_key: string | null;
  analysis_revision: number | null;
  analysis_engine_version: number | null;
  analysis_strokes_without_hair: number[] | null;
};

function recordOf(row: Row): HairCorrectionRecord {
  const { analysis_key: analysisKey, analysis_revision: revision } = row;
  const engineVersion = row.analysis_engine_version;
  return {
    strokes: row.strokes,
    revision: row.revision,
    updatedAt: row.updated_at,
    analysis:
      analysisKey === null || revision === null || engineVersion === null
        ? undefined
        : {
            analysisKey,
            revision,
            engineVersion,
            strokesWithoutHair: row.analysis_strokes_without_hair ?? undefined,
          },
  };
}

const columns = [
  'strokes',
  'revision',
  'updated_at',
  'analysis_key',
  'analysis_revision',
  'analysis_engine_version',
  'analysis_strokes_without_hair',
] as const;

export function createHairCorrectionRepository(db: Executor) {
  return {
    async find(photoId: string): Promise<HairCorrectionRecord | undefined> {
      const row = await db
        .selectFrom('hair_corrections')
        .select(columns)
        .where('photo_id', '=', photoId)
        .executeTakeFirst();
      return row && recordOf(row);
    },

    /**
     * When the photo's correction was last saved or reset, its row locked until the transaction ends (so
     * two re-renders of one save cannot both find it newer than every try-on); undefined if never corrected.
     */
    async lockSavedAt(photoId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('hair_corrections')
        .select('updated_at')
        .where('photo_id', '=', photoId)
        .forUpdate()
        .executeTakeFirst();
      return row?.updated_at;
    },

    /** The revision alone (strokes can be a few hundred kilobytes); 0 for a photo never corrected. */
    async findRevision(photoId: string): Promise<number> {
      const row = await db
        .selectFrom('hair_corrections')
        .select('revision')
        .where('photo_id', '=', photoId)
        .executeTakeFirst();
      return row?.revision ?? 0;
    },

    /**
     * Replaces the photo's strokes (none: a reset) and raises the revision, in one statement, so two saves
     * at once still get two revisions. The corrected analysis recorded is dropped: it was another revision's.
     */
    async save(photoId: string, strokes: readonly HairStroke[]): Promise<HairCorrectionRecord> {
      const json = JSON.stringify(strokes);
      const row = await db
        .insertInto('hair_corrections')
        .values({ photo_id: photoId, strokes: sql<string>`${json}::jsonb`, revision: 1 })
        .onConflict((conflict) =>
          conflict.column('photo_id').doUpdateSet({
            strokes: sql<string>`excluded.strokes`,
            revision: sql<number>`hair_corrections.revision + 1`,
            updated_at: sql<Date>`now()`,
            analysis_key: null,
            analysis_revision: null,
            analysis_engine_version: null,
            analysis_strokes_without_hair: null,
          }),
        )
        .returning(columns)
        .executeTakeFirstOrThrow();
      return recordOf(row);
    },

    /**
     * Records the corrected analysis made for `revision`, unless a save has moved past it meanwhile; says
     * whether it did.
     */
    async recordAnalysis(photoId: string, analysis: CorrectedAnalysisRecord): Promise<boolean> {
      const result = await db
        .updateTable('hair_corrections')
        .set({
          analysis_key: analysis.analysisKey,
          analysis_revision: analysis.revision,
          analysis_engine_version: analysis.engineVersion,
          analysis_strokes_without_hair:
            analysis.strokesWithoutHair === undefined ? null : JSON.stringify(analysis.strokesWithoutHair),
        })
        .where('photo_id', '=', photoId)
        .where('revision', '=', analysis.revision)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type HairCorrectionRepository = ReturnType<typeof createHairCorrectionRepository>;
