import {
  correctionTooLarge,
  type HairCorrection,
  type HairCorrectionRequest,
  type HairStroke,
} from '@hairhue/contracts';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/job-types';
import { createHairCorrectionRepository, type HairCorrectionRecord } from '../repositories/hair-corrections';
import { createPhotoRepository } from '../repositories/photos';
import type { ObjectStorage } from '../storage';
import type { AuthenticatedDevice } from './devices';
import { NotFoundError, RequestTooLargeError } from './errors';
import { storageKeys } from './storage-keys';

export interface HairCorrectionServiceOptions {
  db: Kysely<Database>;
  storage: ObjectStorage;
  queue: Pick<JobQueue, 'send'>;
  log: Logger;
}

/**
 * The touch-up brush's saved correction of a photo's hair area (issue 13 §1). Any device may correct its own
 * photos, free or premium: it spends no change, and needs no entitlement. Renders pick the correction up by
 * its revision (jobs/render-sources.ts); nothing here renders, but a save queues the photo's analysis job,
 * which makes the corrected mask.
 */
export function createHairCorrectionService({ db, storage, queue, log }: HairCorrectionServiceOptions) {
  const photos = createPhotoRepository(db);
  const corrections = createHairCorrectionRepository(db);

  /** The photo's id as stored, from which its storage keys are made (never the one a client sent). */
  async function ownedPhotoId(device: AuthenticatedDevice, photoId: string): Promise<string> {
    const photo = await photos.findOwned(device.id, photoId);
    if (!photo) throw new NotFoundError('Photo');
    return photo.id;
  }

  function view(photoId: string, record: HairCorrectionRecord | undefined): HairCorrection {
    return {
      photoId,
      strokes: record?.strokes ?? [],
      revision: record?.revision ?? 0,
      updatedAt: record?.updatedAt.toISOString() ?? null,
      strokesWithoutHair: strokesWithoutHair(record),
    };
  }

  async function replace(photoId: string, strokes: readonly HairStroke[]): Promise<HairCorrection> {
    const saved = await corrections.save(photoId, strokes);
    // The revision before this one is never rendered again; its corrected mask need not wait for retention.
    const superseded = storageKeys.correctedAnalysis(photoId, ENGINE_VERSION, saved.revision - 1);
    await storage.delete(superseded).catch((error: unknown) => {
      log.warn({ err: error, photoId }, 'a superseded corrected hair mask could not be deleted');
    });
    if (strokes.length > 0) {
      // The corrected mask is made ahead of the next render or live preview, which would otherwise wait
      // for it. Best effort: without the job, the first of them makes it.
      await queue.send(JobName.AnalysePhoto, { photoId }).catch((error: unknown) => {
        log.warn({ err: error, photoId }, 'the corrected hair mask could not be queued');
      });
    }
    return view(photoId, saved);
  }

  return {
    async get(device: AuthenticatedDevice, sentId: string): Promise<HairCorrection> {
      const photoId = await ownedPhotoId(device, sentId);
      return view(photoId, await corrections.find(photoId));
    },

    /** Saves the strokes as the photo's correction; no strokes is a reset. */
    async save(
      device: AuthenticatedDevice,
      sentId: string,
      request: HairCorrectionRequest,
    ): Promise<HairCorrection> {
      const photoId = await ownedPhotoId(device, sentId);
      const tooLarge = correctionTooLarge(request);
      if (tooLarge !== undefined) {
        throw new RequestTooLargeError(`The hair correction is too large: ${tooLarge}`);
      }
      return replace(photoId, request.strokes);
    },

    /** 'Reset to automatic': no strokes, and a new revision, so renders of the old one are known stale. */
    async reset(device: AuthenticatedDevice, sentId: string): Promise<HairCorrection> {
      return replace(await ownedPhotoId(device, sentId), []);
    },
  };
}

/** What the corrected analysis of the current revision found of the strokes; null until it is made. */
function strokesWithoutHair(record: HairCorrectionRecord | undefined): number[] | null {
  if (!record || record.strokes.length === 0) return [];
  const { analysis } = record;
  const current = analysis?.revision === record.revision && analysis.engineVersion === ENGINE_VERSION;
  return current ? (analysis.strokesWithoutHair ?? null) : null;
}

export type HairCorrectionService = ReturnType<typeof createHairCorrectionService>;
