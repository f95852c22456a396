import { sql } from 'kysely';
import type { Executor } from './types';

/** A device's photo with what is stored of its appearance (the appearance route's one read). */
export interface OwnedPhotoAppearance {
  id: string;
  /** The stored JSON as it was written (see photo-appearances in jobs), null when never measured. */
  stored: unknown;
}

/** The measurement of a photo's skin and hair, kept in its photo_analyses row (column `appearance`). */
export function createPhotoAppearanceRepository(db: Executor) {
  return {
    /** One query over both primary keys: the photo if this device owns it, and its stored measurement. */
    async findOwned(deviceId: string, photoId: string): Promise<OwnedPhotoAppearance | undefined> {
      const row = await db
        .selectFrom('photos')
        .leftJoin('photo_analyses', 'photo_analyses.photo_id', 'photos.id')
        .select(['photos.id', 'photo_analyses.appearance'])
        .where('photos.id', '=', photoId)
        .where('photos.device_id', '=', deviceId)
        .executeTakeFirst();
      return row && { id: row.id, stored: row.appearance ?? null };
    },

    async find(photoId: string): Promise<unknown> {
      const row = await db
        .selectFrom('photo_analyses')
        .select('appearance')
        .where('photo_id', '=', photoId)
        .executeTakeFirst();
      return row?.appearance ?? null;
    },

    /**
     * Stores the measurement on the photo's analysis row. False when there is no row (the photo was
     * deleted meanwhile). The JSON goes as text and is cast, so PGlite and pg send it alike.
     */
    async save(photoId: string, measurement: object): Promise<boolean> {
      const result = await db
        .updateTable('photo_analyses')
        .set({ appearance: sql`cast(${JSON.stringify(measurement)} as jsonb)` })
        .where('photo_id', '=', photoId)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type PhotoAppearanceRepository = ReturnType<typeof createPhotoAppearanceRepository>;
