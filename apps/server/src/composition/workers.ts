import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { AppServices } from '../http/services';
import type { JobQueue } from '../jobs/job-types';
import { createMaintenance } from '../jobs/maintenance';
import { createOnboardingPreviews } from '../jobs/onboarding-previews';
import type { PhotoAppearances } from '../jobs/photo-appearances';
import { longestRenderJobMs } from '../jobs/queue';
import { createRenderJobs } from '../jobs/render-jobs';
import type { RenderSignals } from '../jobs/render-signals';
import type { Metrics } from '../metrics';
import type { ObjectStorage } from '../storage';
import type { Rendering } from './rendering';

export interface WorkerDependencies {
  config: Config;
  logger: Logger;
  db: DatabaseHandle['db'];
  storage: ObjectStorage;
  queue: JobQueue;
  signals: RenderSignals;
  metrics: Metrics | undefined;
  rendering: Rendering;
  appearances: PhotoAppearances | undefined;
  services: AppServices;
  now: () => Date;
}

export interface Workers {
  /** Runs the maintenance sweep now (tests; the queue also runs it every MAINTENANCE_INTERVAL_MINUTES). */
  runMaintenance(): Promise<unknown>;
}

/**
 * Registers this process's job handlers on the queue: renders, appearance measurements, maintenance and the
 * onboarding previews. The queue then hands them work.
 */
export async function startWorkers(deps: WorkerDependencies): Promise<Workers> {
  const { config, logger, db, storage, queue, services, now } = deps;
  const { renderer, sources } = deps.rendering;
  const renderJobs = createRenderJobs({
    db,
    storage,
    renderer,
    sources,
    previewLongSide: config.previewLongSide,
    log: logger.child({ module: 'render' }),
    signals: deps.signals,
    onTryOnFinished: (id) => services.tryOns.forget(id),
    onFreeChangeRefunded: (clientDeviceId) => services.subscriptions.forgetStatus(clientDeviceId),
    metrics: deps.metrics,
  });
  await renderJobs.register(queue, config.renderThreads);
  await deps.appearances?.register(queue, config.renderThreads, logger.child({ module: 'appearance' }));
  const maintenance = createMaintenance({
    db,
    storage,
    log: logger.child({ module: 'maintenance' }),
    retentionDays: config.photoRetentionDays,
    // Past every attempt's expiry, with a minute to spare for the queue's own supervision.
    staleRenderMs: longestRenderJobMs(config.renderTimeoutMs, config.renderAttempts) + 60_000,
    failTryOn: renderJobs.failTryOn,
    onPhotoRemoved: (photoId) => {
      sources.forget(photoId);
      services.tryOns.forgetAll();
    },
    now,
  });
  await maintenance.register(queue);
  await createOnboardingPreviews({
    storage,
    renderer,
    demoPhotos: services.demoPhotos,
    log: logger.child({ module: 'onboarding' }),
  }).register(queue);
  return { runMaintenance: () => maintenance.run() };
}
