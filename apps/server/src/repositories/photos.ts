import { sql, type Insertable } from 'kysely';
import type { PhotoRow, PhotosTable } from '../db/schema';
import type { Executor } from './types';

export interface PhotoAnalysisRecord {
  /** Where the encoded analysis is stored. */
  analysisKey: string;
  hairFraction: number;
  /** The hair-engine version that made it. */
  engineVersion: number;
}

/** A device's photo with what is recorded of its analysis (the live preview's one read). */
export interface OwnedPhotoAnalysis {
  id: string;
  width: number;
  height: number;
  /** Undefined while the photo has never been analysed. */
  analysis: Omit<PhotoAnalysisRecord, 'hairFraction'> | undefined;
  /** Undefined while the photo has never been corrected with the touch-up brush. */
  correction: OwnedPhotoCorrection | undefined;
}

export interface OwnedPhotoCorrection {
  revision: number;
  /** Whether the revision has strokes (a reset's has none). */
  hasStrokes: boolean;
  /** The corrected analysis last made, if any, and what it was made for. */
  analysis: { analysisKey: string; revision: number; engineVersion: number } | undefined;
}

function correctionOf(row: {
  revision: number;
  stroke_count: number | null;
  corrected_key: string | null;
  corrected_revision: number | null;
  corrected_engine_version: number | null;
}): OwnedPhotoCorrection {
  const { corrected_key: analysisKey, corrected_revision: revision } = row;
  const engineVersion = row.corrected_engine_version;
  return {
    revision: row.revision,
    hasStrokes: Number(row.stroke_count ?? 0) > 0,
    analysis:
      analysisKey === null || revision === null || engineVersion === null
        ? undefined
        : { analysisKey, revision, engineVersion },
  };
}

export function createPhotoRepository(db: Executor) {
  return {
    /** The new photo, or undefined when another photo already claimed the same upload (`claimed_upload`). */
    async insert(photo: Insertable<PhotosTable>): Promise<PhotoRow | undefined> {
      return db
        .insertInto('photos')
        .values(photo)
        .onConflict((conflict) => conflict.column('claimed_upload').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    async findByClaimedUpload(claimedUpload: string): Promise<PhotoRow | undefined> {
      return db
        .selectFrom('photos')
        .selectAll()
        .where('claimed_upload', '=', claimedUpload)
        .executeTakeFirst();
    },

    async findOwned(deviceId: string, photoId: string): Promise<PhotoRow | undefined> {
      return db
        .selectFrom('photos')
        .selectAll()
        .where('id', '=', photoId)
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
    },

    /**
     * One query over the primary keys: the photo if this device owns it, its analysis if any, and its
     * touch-up brush correction if any.
     */
    async findOwnedWithAnalysis(deviceId: string, photoId: string): Promise<OwnedPhotoAnalysis | undefined> {
      const row = await db
        .selectFrom('photos')
        .leftJoin('photo_analyses', 'photo_analyses.photo_id', 'photos.id')
        .leftJoin('hair_corrections', 'hair_corrections.photo_id', 'photos.id')
        .select([
          'photos.id',
          'photos.width',
          'photos.height',
          'photo_analyses.mask_key',
          'photo_analyses.engine_version',
          'hair_corrections.revision',
          sql<number | null>`jsonb_array_length(hair_corrections.strokes)`.as('stroke_count'),
          'hair_corrections.analysis_key as corrected_key',
          'hair_corrections.analysis_revision as corrected_revision',
          'hair_corrections.analysis_engine_version as corrected_engine_version',
        ])
        .where('photos.id', '=', photoId)
        .where('photos.device_id', '=', deviceId)
        .executeTakeFirst();
      if (!row) return undefined;
      const { id, width, height, mask_key: analysisKey, engine_version: engineVersion } = row;
      return {
        id,
        width,
        height,
        analysis: analysisKey === null || engineVersion === null ? undefined : { analysisKey, engineVersion },
        correction: row.revision === null ? undefined : correctionOf({ ...row, revision: row.revision }),
      };
    },

    async findById(photoId: string): Promise<PhotoRow | undefined> {
      return db.selectFrom('photos').selectAll().where('id', '=', photoId).executeTakeFirst();
    },

    async listOwned(deviceId: string): Promise<PhotoRow[]> {
      return db
        .selectFrom('photos')
        .selectAll()
        .where('device_id', '=', deviceId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Photos past retention, oldest first. */
    async listCreatedBefore(cutoff: Date, limit: number): Promise<PhotoRow[]> {
      return db
        .selectFrom('photos')
        .selectAll()
        .where('created_at', '<', cutoff)
        .orderBy('created_at')
        .limit(limit)
        .execute();
    },

    /** Deletes the photos and, through the foreign keys, their analyses, try-ons and rolls. */
    async deleteByIds(photoIds: readonly string[]): Promise<void> {
      if (photoIds.length === 0) return;
      await db.deleteFrom('photos').where('id', 'in', photoIds).execute();
    },

    async findAnalysis(photoId: string): Promise<PhotoAnalysisRecord | undefined> {
      const row = await db
        .selectFrom('photo_analyses')
        .select(['mask_key', 'hair_fraction', 'engine_version'])
        .where('photo_id', '=', photoId)
        .executeTakeFirst();
      return (
        row && {
          analysisKey: row.mask_key,
          hairFraction: row.hair_fraction,
          engineVersion: row.engine_version,
        }
      );
    },

    /** Records a photo's analysis, replacing one of an older engine. */
    async saveAnalysis(photoId: string, analysis: PhotoAnalysisRecord): Promise<void> {
      const values = {
        mask_key: analysis.analysisKey,
        hair_fraction: analysis.hairFraction,
        engine_version: analysis.engineVersion,
      };
      await db
        .insertInto('photo_analyses')
        .values({ photo_id: photoId, ...values })
        .onConflict((conflict) => conflict.column('photo_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type PhotoRepository = ReturnType<typeof createPhotoRepository>;
