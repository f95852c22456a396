import { ENGINE_VERSION } from '@hairhue/hair-engine';
import { PREVIEW_PLANES_RETRY_AFTER_SECONDS, type PreviewPlanesResponse } from '@hairhue/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/queue';
import type { RenderSources } from '../jobs/render-sources';
import { MissingSourceError } from '../jobs/renderer';
import { createPhotoRepository, type OwnedPhotoAnalysis } from '../repositories/photos';
import type { AuthenticatedDevice } from './devices';
import { NotFoundError, NotReadyError, PremiumRequiredError } from './errors';
import type { FileUrls } from './file-urls';
import { LruCache } from './lru';
import { loadEntitlement } from './subscriptions';
import type { UrlBase } from './url-base';

export interface PreviewPlaneServiceOptions {
  db: Kysely<Database>;
  urls: FileUrls;
  queue: Pick<JobQueue, 'send'>;
  /**
   * This process's render sources, when it runs workers: a missing analysis is made here, sharing the
   * computation the upload's analysis job may already have started. An API-only process has none.
   */
  sources?: Pick<RenderSources, 'get'>;
  now?: () => Date;
}

/**
 * An API-only process asks the workers to analyse a photo at most this often: clients polling every
 * Retry-After must not queue a job each. Longer than an analysis takes, so a lost job is asked for again.
 */
const ANALYSIS_REQUEST_INTERVAL_MS = 30_000;

/**
 * The live preview's input (premium and trial only): a signed URL of the engine's analysis of the photo. The
 * free tier never gets it, so that its free changes keep their meaning.
 */
export function createPreviewPlaneService(options: PreviewPlaneServiceOptions) {
  const { db, urls, queue, sources } = options;
  const now = options.now ?? (() => new Date());
  const photos = createPhotoRepository(db);
  const requestedUntil = new LruCache<string, number>(10_000);

  async function askWorkers(photoId: string): Promise<never> {
    const at = now().getTime();
    if ((requestedUntil.get(photoId) ?? 0) <= at) {
      // Noted before sending, so requests arriving meanwhile do not queue theirs.
      requestedUntil.set(photoId, at + ANALYSIS_REQUEST_INTERVAL_MS);
      try {
        await queue.send(JobName.AnalysePhoto, { photoId });
      } catch (error) {
        requestedUntil.delete(photoId);
        throw error;
      }
    }
    throw new NotReadyError(
      'The photo is still being analysed; try again in a moment',
      PREVIEW_PLANES_RETRY_AFTER_SECONDS,
    );
  }

  /** Where the photo's analysis by this engine is stored, made first when there is none. */
  async function analysisKeyOf(photo: OwnedPhotoAnalysis): Promise<string> {
    if (photo.analysis?.engineVersion === ENGINE_VERSION) return photo.analysis.analysisKey;
    if (!sources) return askWorkers(photo.id);
    try {
      // Holds no database connection while the render pool works: render-sources queries, then waits.
      return (await sources.get(photo.id)).analysisKey;
    } catch (error) {
      // Removed by retention meanwhile.
      if (error instanceof MissingSourceError) throw new NotFoundError('Photo');
      throw error;
    }
  }

  return {
    async get(device: AuthenticatedDevice, photoId: string, base: UrlBase): Promise<PreviewPlanesResponse> {
      // Ownership first, as downloads do: an unknown photo is a 404 whatever the tier.
      const photo = await photos.findOwnedWithAnalysis(device.id, photoId);
      if (!photo) throw new NotFoundError('Photo');
      if (!(await loadEntitlement(db, device.clientDeviceId, now())).active) {
        throw new PremiumRequiredError('The live preview is a Premium feature');
      }
      const { url, expiresAt } = await urls.urlWithExpiry(await analysisKeyOf(photo), base);
      return {
        photoId: photo.id,
        width: photo.width,
        height: photo.height,
        engineVersion: ENGINE_VERSION,
        planesUrl: url,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}

export type PreviewPlaneService = ReturnType<typeof createPreviewPlaneService>;
