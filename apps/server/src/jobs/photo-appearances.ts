import { photoAppearanceSchema } from '@hairhue/contracts';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { createPhotoAppearanceRepository } from '../repositories/photo-appearances';
import { JobName, type JobQueue } from './job-types';
import { isPermanentRenderError, MissingSourceError, type MeasureResult } from './render-pool';
import type { RenderSources } from './render-sources';
import type { Renderer } from './renderer';

/** What is stored of a photo's measurement: the contract's answer without the photo id. */
const storedSchema = photoAppearanceSchema.omit({ photoId: true });
export type StoredAppearance = z.infer<typeof storedSchema>;

/**
 * The stored measurement when it was made by this engine; undefined when there is none, or it is of another
 * engine version (measured again, as analyses are), or unreadable.
 */
export function currentAppearance(stored: unknown): StoredAppearance | undefined {
  const parsed = storedSchema.safeParse(typeof stored === 'string' ? safeJson(stored) : stored);
  return parsed.success && parsed.data.engineVersion === ENGINE_VERSION ? parsed.data : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A photo's skin and hair measurements ('Suits you'), made in a render thread on the photo's automatic
 * analysis (hair corrections are not applied: the measurement is of the photo, not of an edit) and stored
 * once per photo and engine version. Concurrent requests of one photo share one measurement.
 */
export function createPhotoAppearances(options: {
  db: Kysely<Database>;
  sources: Pick<RenderSources, 'automatic'>;
  renderer: Pick<Renderer, 'measure'>;
}) {
  const { db, sources, renderer } = options;
  const repository = createPhotoAppearanceRepository(db);
  const measuring = new Map<string, Promise<StoredAppearance>>();

  async function measure(photoId: string): Promise<StoredAppearance> {
    const stored = currentAppearance(await repository.find(photoId));
    if (stored) return stored;
    // Holds no database connection while the render pool works.
    const source = await sources.automatic(photoId);
    const result: MeasureResult = await renderer.measure({
      owner: source.ownerId,
      photoKey: source.photoId,
      photo: source.photo,
      analysis: source.analysis,
    });
    const measured: StoredAppearance = { ...result, engineVersion: ENGINE_VERSION };
    if (!(await repository.save(photoId, measured))) {
      throw new MissingSourceError(`Photo ${photoId} no longer exists`);
    }
    return measured;
  }

  /** The photo's measurement, made first when none of this engine is stored. */
  function get(photoId: string): Promise<StoredAppearance> {
    let running = measuring.get(photoId);
    if (!running) {
      running = measure(photoId).finally(() => measuring.delete(photoId));
      measuring.set(photoId, running);
    }
    return running;
  }

  return {
    get,

    /** Measures the photos an API process without an engine asks for. */
    async register(queue: JobQueue, concurrency: number, log: Logger): Promise<void> {
      await queue.work(JobName.MeasureAppearance, concurrency, async (job) => {
        try {
          await get(job.data.photoId);
          log.info({ jobId: job.id, photoId: job.data.photoId }, 'photo appearance measured');
        } catch (error) {
          // A photo deleted meanwhile needs no measurement; an unreadable one cannot have one.
          if (!isPermanentRenderError(error)) throw error;
        }
      });
    },
  };
}

export type PhotoAppearances = ReturnType<typeof createPhotoAppearances>;
