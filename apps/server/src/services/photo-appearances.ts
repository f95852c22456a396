import { PHOTO_APPEARANCE_RETRY_AFTER_SECONDS, type PhotoAppearance } from '@hairhue/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { currentAppearance, type PhotoAppearances, type StoredAppearance } from '../jobs/photo-appearances';
import { JobName, type JobQueue } from '../jobs/job-types';
import { MissingSourceError } from '../jobs/render-pool';
import { createPhotoAppearanceRepository } from '../repositories/photo-appearances';
import type { AuthenticatedDevice } from './devices';
import { NotFoundError, NotReadyError } from './errors';
import { LruCache } from './lru';

export interface PhotoAppearanceServiceOptions {
  db: Kysely<Database>;
  queue: Pick<JobQueue, 'send'>;
  /**
   * This process's measurer, when it runs workers: a missing measurement is made here. An API-only process
   * has none and asks the workers instead.
   */
  appearances?: Pick<PhotoAppearances, 'get'>;
  now?: () => Date;
}

/**
 * An API-only process asks the workers to measure a photo at most this often: clients polling every
 * Retry-After must not queue a job each. Longer than an analysis and a measurement take, so a lost job is
 * asked for again.
 */
const MEASURE_REQUEST_INTERVAL_MS = 30_000;

/**
 * What the engine measures of a photo's skin and hair ('Suits you', the salon card), for every tier: it
 * spends nothing and shows nothing of the photo that the device does not already have.
 */
export function createPhotoAppearanceService(options: PhotoAppearanceServiceOptions) {
  const { db, queue, appearances } = options;
  const now = options.now ?? (() => new Date());
  const repository = createPhotoAppearanceRepository(db);
  const requestedUntil = new LruCache<string, number>(10_000);

  async function askWorkers(photoId: string): Promise<never> {
    const at = now().getTime();
    if ((requestedUntil.get(photoId) ?? 0) <= at) {
      // Noted before sending, so requests arriving meanwhile do not queue theirs.
      requestedUntil.set(photoId, at + MEASURE_REQUEST_INTERVAL_MS);
      try {
        await queue.send(JobName.MeasureAppearance, { photoId });
      } catch (error) {
        requestedUntil.delete(photoId);
        throw error;
      }
    }
    throw new NotReadyError(
      'The photo is still being measured; try again in a moment',
      PHOTO_APPEARANCE_RETRY_AFTER_SECONDS,
    );
  }

  /** The stored measurement, or one made now (or asked of the workers: NotReadyError). */
  async function measurementOf(photoId: string, stored: unknown): Promise<StoredAppearance> {
    const current = currentAppearance(stored);
    if (current) return current;
    if (!appearances) return askWorkers(photoId);
    try {
      return await appearances.get(photoId);
    } catch (error) {
      // Removed by retention meanwhile.
      if (error instanceof MissingSourceError) throw new NotFoundError('Photo');
      throw error;
    }
  }

  return {
    /** The device's photo's measurement: 404 for another device's photo, NotReadyError while measured elsewhere. */
    async get(device: AuthenticatedDevice, photoId: string): Promise<PhotoAppearance> {
      const photo = await repository.findOwned(device.id, photoId);
      if (!photo) throw new NotFoundError('Photo');
      return { photoId: photo.id, ...(await measurementOf(photo.id, photo.stored)) };
    },

    /** The measurement of a photo whose ownership the caller has checked (a Dice Roll of shades that suit). */
    async ofOwnedPhoto(photoId: string): Promise<StoredAppearance> {
      return measurementOf(photoId, await repository.find(photoId));
    },
  };
}

export type PhotoAppearanceService = ReturnType<typeof createPhotoAppearanceService>;
