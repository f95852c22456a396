import { ENGINE_VERSION } from '@hairhue/hair-engine';
import { PREVIEW_PLANES_RETRY_AFTER_SECONDS, type PreviewPlanesResponse } from '@hairhue/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/job-types';
import type { RenderSources } from '../jobs/render-sources';
import { MissingSourceError } from '../jobs/render-pool';
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

interface CurrentAnalysis {
  analysisKey: string;
  /** The touch-up brush revision it is current with (0: never corrected). */
  correctionRevision: number;
}

/**
 * The live preview's input (premium and trial only): a signed URL of the analysis the photo renders with (the
 * engine's, with the person's touch-up brush correction applied when there is one). The free tier never gets
 * it, so that its free changes keep their meaning.
 */
export function createPreviewPlaneService(options: PreviewPlaneServiceOptions) {
  const { db, urls, queue, sources } = options;
  const now = options.now ?? (() => new Date());
  const photos = createPhotoRepository(db);
  const requestedUntil = new LruCache<string, number>(10_000);

  /** Asks the workers for the photo's analysis at its current correction revision (once per interval). */
  async function askWorkers(photo: OwnedPhotoAnalysis): Promise<never> {
    const at = now().getTime();
    const asked = `${photo.id}@${photo.correction?.revision ?? 0}`;
    if ((requestedUntil.get(asked) ?? 0) <= at) {
      // Noted before sending, so requests arriving meanwhile do not queue theirs.
      requestedUntil.set(asked, at + ANALYSIS_REQUEST_INTERVAL_MS);
      try {
        await queue.send(JobName.AnalysePhoto, { photoId: photo.id });
      } catch (error) {
        requestedUntil.delete(asked);
        throw error;
      }
    }
    throw new NotReadyError(
      'The photo is still being analysed; try again in a moment',
      PREVIEW_PLANES_RETRY_AFTER_SECONDS,
    );
  }

  /**
   * Where the analysis the photo renders with is stored, as recorded: the corrected one of the current
   * touch-up brush revision when the photo has strokes, the engine's own otherwise. Undefined when it has
   * not been made by this engine (for this revision) yet.
   */
  function recordedAnalysisOf(photo: OwnedPhotoAnalysis): CurrentAnalysis | undefined {
    const { correction } = photo;
    const correctionRevision = correction?.revision ?? 0;
    if (correction?.hasStrokes) {
      const made = correction.analysis;
      const current = made?.revision === correctionRevision && made.engineVersion === ENGINE_VERSION;
      return current ? { analysisKey: made.analysisKey, correctionRevision } : undefined;
    }
    const { analysis } = photo;
    return analysis?.engineVersion === ENGINE_VERSION
      ? { analysisKey: analysis.analysisKey, correctionRevision }
      : undefined;
  }

  /** The analysis the photo renders with, made first when it is missing. */
  async function currentAnalysisOf(photo: OwnedPhotoAnalysis): Promise<CurrentAnalysis> {
    const recorded = recordedAnalysisOf(photo);
    if (recorded) return recorded;
    if (!sources) return askWorkers(photo);
    try {
      // Holds no database connection while the render pool works: render-sources queries, then waits.
      const { analysisKey, correctionRevision } = await sources.get(photo.id);
      return { analysisKey, correctionRevision };
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
      const { analysisKey, correctionRevision } = await currentAnalysisOf(photo);
      const { url, expiresAt } = await urls.urlWithExpiry(analysisKey, base);
      return {
        photoId: photo.id,
        width: photo.width,
        height: photo.height,
        engineVersion: ENGINE_VERSION,
        correctionRevision,
        planesUrl: url,
        expiresAt: expiresAt.toISOString(),
      };
    },
  };
}

export type PreviewPlaneService = ReturnType<typeof createPreviewPlaneService>;
