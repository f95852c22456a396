import type { NewTryOn, TryOnRow } from '../db/schema';
import type { Executor } from './types';

export interface RenderOutput {
  resultKey: string;
  previewKey: string;
}

export function createTryOnRepository(db: Executor) {
  return {
    async insert(tryOn: NewTryOn): Promise<TryOnRow> {
      return db.insertInto('try_ons').values(tryOn).returningAll().executeTakeFirstOrThrow();
    },

    async findOwned(deviceId: string, tryOnId: string): Promise<TryOnRow | undefined> {
      return db
        .selectFrom('try_ons')
        .selectAll()
        .where('id', '=', tryOnId)
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
    },

    /** The try-on the device created with this Idempotency-Key, if any. */
    async findByIdempotencyKey(deviceId: string, key: string): Promise<TryOnRow | undefined> {
      return db
        .selectFrom('try_ons')
        .selectAll()
        .where('device_id', '=', deviceId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
    },

    /** When the photo's latest try-on was created; undefined when it has none. */
    async latestCreatedAt(photoId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom('try_ons')
        .select('created_at')
        .where('photo_id', '=', photoId)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    async findById(tryOnId: string): Promise<TryOnRow | undefined> {
      return db.selectFrom('try_ons').selectAll().where('id', '=', tryOnId).executeTakeFirst();
    },

    async listOwned(deviceId: string): Promise<TryOnRow[]> {
      return db
        .selectFrom('try_ons')
        .selectAll()
        .where('device_id', '=', deviceId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    /** Only a try-on still processing can complete: a late duplicate of the job changes nothing. */
    async markCompleted(tryOnId: string, output: RenderOutput): Promise<TryOnRow | undefined> {
      return db
        .updateTable('try_ons')
        .set({
          status: 'completed',
          result_key: output.resultKey,
          preview_key: output.previewKey,
          finished_at: new Date(),
        })
        .where('id', '=', tryOnId)
        .where('status', '=', 'processing')
        .returningAll()
        .executeTakeFirst();
    },

    async markFailed(tryOnId: string, reason: string): Promise<TryOnRow | undefined> {
      return db
        .updateTable('try_ons')
        .set({ status: 'failed', failure_reason: reason, finished_at: new Date() })
        .where('id', '=', tryOnId)
        .where('status', '=', 'processing')
        .returningAll()
        .executeTakeFirst();
    },

    async deleteOwned(deviceId: string, tryOnId: string): Promise<TryOnRow | undefined> {
      return db
        .deleteFrom('try_ons')
        .where('id', '=', tryOnId)
        .where('device_id', '=', deviceId)
        .returningAll()
        .executeTakeFirst();
    },

    async listForPhotos(photoIds: readonly string[]): Promise<TryOnRow[]> {
      if (photoIds.length === 0) return [];
      return db.selectFrom('try_ons').selectAll().where('photo_id', 'in', photoIds).execute();
    },

    /** Try-ons still processing long after any render could have ended: their jobs were lost. */
    async listProcessingBefore(cutoff: Date, limit: number): Promise<TryOnRow[]> {
      return db
        .selectFrom('try_ons')
        .selectAll()
        .where('status', '=', 'processing')
        .where('created_at', '<', cutoff)
        .limit(limit)
        .execute();
    },
  };
}

export type TryOnRepository = ReturnType<typeof createTryOnRepository>;
