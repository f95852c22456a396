import type { TryOnTuning } from '@hairhue/contracts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import type { Metrics, RenderKind, RenderOutcome } from '../metrics';
import { createDiceRollRepository } from '../repositories/dice-rolls';
import { createFreeUseLedger } from '../repositories/free-use-ledger';
import { createTryOnRepository, type RenderOutput } from '../repositories/try-ons';
import { storageKeys } from '../services/storage-keys';
import { renderTuningOf } from '../services/try-on-tuning';
import type { ObjectStorage } from '../storage';
import { JobName, type Job, type JobQueue } from './job-types';
import type { RenderSource, RenderSources } from './render-sources';
import { failureReason, isPermanentRenderError } from './render-pool';
import type { Renderer } from './renderer';
import type { RenderSignals } from './render-signals';

export interface RenderJobOptions {
  db: Kysely<Database>;
  storage: ObjectStorage;
  renderer: Renderer;
  sources: RenderSources;
  previewLongSide: number;
  log: Logger;
  /** Tells a request waiting on a try-on or roll that it has finished. */
  signals?: RenderSignals;
  /** Told when a try-on stops processing, so caches of it can be dropped. */
  onTryOnFinished?: (tryOnId: string) => void;
  /** Told when a free change is given back, so a cached status of its device can be dropped. */
  onFreeChangeRefunded?: (clientDeviceId: string) => void;
  metrics?: Metrics;
}

/** Whether a failed attempt is the last: the error cannot be fixed by retrying, or no retries are left. */
function isLastAttempt(job: Job<'render-try-on' | 'render-dice-roll'>, error: unknown): boolean {
  return isPermanentRenderError(error) || job.retryCount >= job.retryLimit;
}

export function createRenderJobs(options: RenderJobOptions) {
  const { db, storage, renderer, sources, log, metrics, signals } = options;

  function observe(kind: RenderKind, startedAt: number, outcome: RenderOutcome): void {
    metrics?.renderDuration.observe({ kind, outcome }, (performance.now() - startedAt) / 1000);
    if (outcome === 'retried') metrics?.renderRetries.inc({ kind });
  }

  /** Renders one shade of the photo and stores the full-size result and its preview. */
  async function renderToStorage(
    source: RenderSource,
    shadeId: string,
    keys: RenderOutput,
    tuning?: TryOnTuning,
  ): Promise<void> {
    const output = await renderer.render({
      owner: source.ownerId,
      photoKey: source.renderKey,
      photo: source.photo,
      analysis: source.analysis,
      shadeId,
      previewLongSide: options.previewLongSide,
      tuning,
    });
    await Promise.all([
      storage.put(keys.resultKey, output.full, 'image/jpeg'),
      storage.put(keys.previewKey, output.preview, 'image/jpeg'),
    ]);
  }

  /** Fails a try-on still processing and gives its free change back, at most once. */
  async function failTryOn(tryOnId: string, reason: string): Promise<void> {
    const refundedTo = await db.transaction().execute(async (trx) => {
      const failed = await createTryOnRepository(trx).markFailed(tryOnId, reason);
      if (!failed || failed.charge !== 'free') return undefined;
      return createFreeUseLedger(trx).refund(tryOnId);
    });
    const refunded = refundedTo !== undefined;
    if (refunded) {
      metrics?.freeChangesRefunded.inc();
      options.onFreeChangeRefunded?.(refundedTo);
    }
    options.onTryOnFinished?.(tryOnId);
    await signals?.finished('try-on', tryOnId);
    log.warn({ tryOnId, reason, refunded }, 'try-on failed');
  }

  async function renderTryOn(job: Job<'render-try-on'>): Promise<void> {
    const { tryOnId } = job.data;
    const tryOns = createTryOnRepository(db);
    const tryOn = await tryOns.findById(tryOnId);
    if (!tryOn || tryOn.status !== 'processing') return;
    log.debug({ jobId: job.id, tryOnId, attempt: job.retryCount + 1 }, 'try-on render started');
    const startedAt = performance.now();
    const resultKey = storageKeys.tryOnResult(tryOn.photo_id, tryOn.id);
    const previewKey = storageKeys.tryOnPreview(tryOn.photo_id, tryOn.id);
    try {
      const source = await sources.get(tryOn.photo_id);
      await renderToStorage(source, tryOn.shade_id, { resultKey, previewKey }, renderTuningOf(tryOn));
      const completed = await tryOns.markCompleted(tryOnId, { resultKey, previewKey });
      // Deleted (or finished by an earlier attempt) meanwhile: leave no orphaned files behind.
      if (!completed) await Promise.all([storage.delete(resultKey), storage.delete(previewKey)]);
      options.onTryOnFinished?.(tryOnId);
      await signals?.finished('try-on', tryOnId);
      observe('try-on', startedAt, 'completed');
      log.info({ jobId: job.id, tryOnId, attempt: job.retryCount + 1 }, 'try-on rendered');
    } catch (error) {
      if (!isLastAttempt(job, error)) {
        observe('try-on', startedAt, 'retried');
        log.warn(
          { jobId: job.id, tryOnId, err: error, attempt: job.retryCount + 1 },
          'try-on render will be retried',
        );
        throw error;
      }
      observe('try-on', startedAt, 'failed');
      await failTryOn(tryOnId, failureReason(error));
    }
  }

  async function renderDiceRoll(job: Job<'render-dice-roll'>): Promise<void> {
    const { rollId } = job.data;
    const rolls = createDiceRollRepository(db);
    const found = await rolls.findById(rollId);
    if (!found) return;
    const waiting = found.colors.filter((color) => color.status === 'processing');
    if (waiting.length === 0) return;
    const photoId = found.roll.photo_id;
    const startedAt = performance.now();
    try {
      const source = await sources.get(photoId);
      // Colours one by one, so each shows up in the app as soon as it is ready.
      for (const color of waiting) {
        const resultKey = storageKeys.diceResult(photoId, rollId, color.position);
        const previewKey = storageKeys.dicePreview(photoId, rollId, color.position);
        try {
          // Dice Roll has no tuning: its colours render at the defaults.
          await renderToStorage(source, color.shade_id, { resultKey, previewKey });
          await rolls.markColorCompleted(rollId, color.position, { resultKey, previewKey });
        } catch (error) {
          // A colour the engine cannot render fails alone; anything else stops the roll for a retry.
          if (!(error instanceof Error && error.name === 'UnknownShadeError')) throw error;
          await rolls.markColorsFailed(rollId, failureReason(error), [color.position]);
        }
      }
      await signals?.finished('dice-roll', rollId);
      observe('dice-roll', startedAt, 'completed');
      log.info({ jobId: job.id, rollId, attempt: job.retryCount + 1 }, 'dice roll rendered');
    } catch (error) {
      if (!isLastAttempt(job, error)) {
        observe('dice-roll', startedAt, 'retried');
        log.warn(
          { jobId: job.id, rollId, err: error, attempt: job.retryCount + 1 },
          'dice roll will be retried',
        );
        throw error;
      }
      observe('dice-roll', startedAt, 'failed');
      const failed = await rolls.markColorsFailed(rollId, failureReason(error));
      await signals?.finished('dice-roll', rollId);
      log.warn({ rollId, failed, reason: failureReason(error) }, 'dice roll colours failed');
    }
  }

  return {
    renderTryOn,
    renderDiceRoll,
    failTryOn,

    /** Starts this process's render workers: `concurrency` jobs at a time, as many as the pool has threads. */
    async register(queue: JobQueue, concurrency: number): Promise<void> {
      await queue.work(JobName.RenderTryOn, concurrency, renderTryOn);
      await queue.work(JobName.RenderDiceRoll, concurrency, renderDiceRoll);
      await queue.work(JobName.AnalysePhoto, concurrency, async (job) => {
        try {
          await sources.get(job.data.photoId);
        } catch (error) {
          // A photo deleted meanwhile needs no analysis; an unreadable one fails its try-ons instead.
          if (!isPermanentRenderError(error)) throw error;
        }
      });
      // Every attempt ran out of time or its worker died: the job will not run again, so settle it now.
      await queue.work(JobName.RenderTryOnGaveUp, 1, async (job) => {
        metrics?.deadLetters.inc({ kind: 'try-on' });
        await failTryOn(job.data.tryOnId, 'Every render attempt was cut off');
      });
      await queue.work(JobName.RenderDiceRollGaveUp, 1, async (job) => {
        metrics?.deadLetters.inc({ kind: 'dice-roll' });
        await createDiceRollRepository(db).markColorsFailed(
          job.data.rollId,
          'Every render attempt was cut off',
        );
        await signals?.finished('dice-roll', job.data.rollId);
      });
    },
  };
}

export type RenderJobs = ReturnType<typeof createRenderJobs>;
