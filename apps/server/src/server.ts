import path from 'node:path';
import { provisionLiveHairModel } from '@hairhue/hair-engine';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import { buildApp } from './http/app';
import { contentSourcesOf } from './http/security-headers';
import type { AppServices } from './http/services';
import { createMaintenance } from './jobs/maintenance';
import { createOnboardingPreviews } from './jobs/onboarding-previews';
import { JobName, type JobQueue } from './jobs/job-types';
import { createJobQueue, longestRenderJobMs } from './jobs/queue';
import { createRenderPool, type RenderPool } from './jobs/render-pool';
import { createPhotoAppearances } from './jobs/photo-appearances';
import { createRenderJobs } from './jobs/render-jobs';
import { createRenderSignals } from './jobs/render-signals';
import { createRenderSources, type RenderSources } from './jobs/render-sources';
import { createFairRenderer } from './jobs/fair-renderer';
import type { Renderer } from './jobs/renderer';
import { createLogger } from './logger';
import { createMetrics, queueReader, startMetricsServer, type Metrics, type MetricsServer } from './metrics';
import { siteSettings } from './public-pages';
import { createPurchaseServices } from './purchases';
import { createCloudUploadService } from './services/cloud-uploads';
import { createDemoPhotoSource } from './services/demo-photos';
import { createLiveColorModelSource } from './services/live-color-model';
import { createDeviceService } from './services/devices';
import { createDiceRollService } from './services/dice-rolls';
import { createFileUrls } from './services/file-urls';
import { createHairCorrectionService } from './services/hair-corrections';
import { createHealthMonitor } from './services/health-monitor';
import { createPhotoService } from './services/photos';
import { createPreviewPlaneService } from './services/preview-planes';
import { createPhotoAppearanceService } from './services/photo-appearances';
import { createSkinToneService } from './services/skin-tones';
import { StatusCache } from './services/status-cache';
import { createTryOnService } from './services/try-ons';
import { loadSigningSecret } from './signing-secret';
import { createLocalStorage, createS3Storage, type ObjectStorage } from './storage';

export interface HairhueOptions {
  config: Config;
  /** Serve HTTP (the API process); a worker-only process leaves this off. */
  serveHttp: boolean;
  logger?: Logger;
  /** Tests may render with a stand-in instead of worker threads. */
  renderer?: Renderer;
  /** Tests may pass their own database (a shared PGlite, say). */
  database?: DatabaseHandle;
  now?: () => Date;
}

export interface Hairhue {
  app: FastifyInstance | undefined;
  database: DatabaseHandle;
  storage: ObjectStorage;
  queue: JobQueue;
  services: AppServices;
  logger: Logger;
  /** Present when metrics are configured; `metricsServer` when they have their own port (METRICS_PORT). */
  metrics: Metrics | undefined;
  metricsServer: MetricsServer | undefined;
  /** Runs the maintenance sweep now (tests; the queue also runs it every MAINTENANCE_INTERVAL_MINUTES). */
  runMaintenance(): Promise<unknown>;
  /** Stops taking work, lets renders in flight finish (or leaves them queued), and closes everything. */
  close(): Promise<void>;
}

function createStorage(
  config: Config,
  signingSecret: string,
  now: () => Date,
): { storage: ObjectStorage; local: boolean } {
  if (config.s3) return { storage: createS3Storage({ ...config.s3, now }), local: false };
  return {
    storage: createLocalStorage({
      rootDir: path.join(config.dataDir, 'files'),
      signingSecret,
      now,
    }),
    local: true,
  };
}

interface Rendering {
  renderer: Renderer;
  /** Present when this process made its own worker threads (not when a test passed a stand-in). */
  pool: RenderPool | undefined;
  sources: RenderSources;
}

/** What a process that runs workers renders with: the render pool, warmed, and the photos' analyses. */
async function startRendering(
  config: Config,
  logger: Logger,
  db: DatabaseHandle['db'],
  storage: ObjectStorage,
  standIn: Renderer | undefined,
): Promise<Rendering> {
  let pool: RenderPool | undefined;
  let threads = standIn;
  if (!threads) {
    const renderLog = logger.child({ module: 'render-pool' });
    pool = createRenderPool({
      threads: config.renderThreads,
      taskTimeoutMs: config.renderTimeoutMs,
      onThreadError: (error) => renderLog.error({ err: error }, 'render thread error'),
    });
    await pool.warm();
    threads = pool;
  }
  // Every render task of this process, whichever job or request asks, takes its turn between devices.
  const renderer = createFairRenderer(threads, config.renderThreads);
  return { renderer, pool, sources: createRenderSources(db, storage, renderer) };
}

/** How long a device's subscription status may be answered from memory (PGlite only; status-cache.ts). */
const STATUS_CACHE_MS = 2000;

/** Everything the server and the worker are made of, wired once. */
export async function createHairhue(options: HairhueOptions): Promise<Hairhue> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const now = options.now ?? (() => new Date());
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pglite') }));
  await migrateToLatest(database.db as never);
  const { db } = database;
  const signingSecret = await loadSigningSecret(config.fileSigningSecret, config.dataDir);
  const { storage, local } = createStorage(config, signingSecret, now);
  const soleProcess = database.kind === 'pglite';
  const metrics = config.metrics ? createMetrics() : undefined;
  // Every write of a free change or a subscription happens in this process only with PGlite.
  const statusCache = soleProcess ? new StatusCache(STATUS_CACHE_MS) : undefined;

  const queue = createJobQueue({
    executeSql: database.executeSql,
    log: logger.child({ module: 'queue' }),
    renderTimeoutMs: config.renderTimeoutMs,
    renderAttempts: config.renderAttempts,
    soleProcess,
    schedule: config.runWorkers,
  });
  await queue.start();
  const signals = createRenderSignals({
    log: logger.child({ module: 'render-signals' }),
    // Only PostgreSQL can have workers in other processes; PGlite's renders all run in this one.
    databaseUrl: database.kind === 'postgres' ? config.databaseUrl : undefined,
    executeSql: database.executeSql,
  });
  // An API process hears renders finished by workers anywhere; a worker-only process only sends.
  if (options.serveHttp) await signals.listen();
  metrics?.watchQueue(queueReader(database.executeSql, Object.values(JobName)));

  const urls = createFileUrls(storage, config.fileUrlTtlSeconds, now);
  const demoPhotos = createDemoPhotoSource({
    dir: config.demoPhotosDir,
    urls: config.demoPhotoUrls,
  });
  const photos = createPhotoService({ db, storage, urls, queue });
  const purchaseServices = createPurchaseServices({
    purchases: config.purchases,
    db,
    now,
    logger,
    metrics,
    statusCache,
  });
  const { subscriptions } = purchaseServices;
  const tryOns = createTryOnService({
    db,
    queue,
    signals,
    storage,
    urls,
    cacheFinished: soleProcess,
    freeChangesPerAddressPerDay: config.freeChangesPerAddressPerDay,
    now,
    onFreeChangeSpent: (clientDeviceId) => {
      metrics?.freeChangesSpent.inc();
      subscriptions.forgetStatus(clientDeviceId);
    },
  });
  // Made before the services: the live preview's requests share the photos' analyses with the render jobs.
  const rendering = config.runWorkers
    ? await startRendering(config, logger, db, storage, options.renderer)
    : undefined;
  const appearances = rendering && createPhotoAppearances({ db, ...rendering });
  const photoAppearances = createPhotoAppearanceService({ db, queue, appearances, now });
  const skinTones = createSkinToneService(db);
  const services: AppServices = {
    devices: createDeviceService(db),
    ...purchaseServices,
    photos,
    cloudUploads: createCloudUploadService({
      storage,
      urls,
      photos,
      demoPhotos,
      signingSecret,
      cloudinary: config.cloudinary,
      now,
    }),
    demoPhotos,
    liveColorModel: createLiveColorModelSource(() => provisionLiveHairModel()),
    tryOns,
    diceRolls: createDiceRollService({
      db,
      queue,
      signals,
      urls,
      appearances: photoAppearances,
      skinTones,
      now,
    }),
    previewPlanes: createPreviewPlaneService({ db, urls, queue, sources: rendering?.sources, now }),
    hairCorrections: createHairCorrectionService({
      db,
      storage,
      queue,
      log: logger.child({ module: 'hair-corrections' }),
    }),
    photoAppearances,
    skinTones,
  };

  let maintenance: ReturnType<typeof createMaintenance> | undefined;
  if (rendering) {
    const { renderer, sources: renderSources } = rendering;
    const renderJobs = createRenderJobs({
      db,
      storage,
      renderer,
      sources: renderSources,
      previewLongSide: config.previewLongSide,
      log: logger.child({ module: 'render' }),
      signals,
      onTryOnFinished: (id) => tryOns.forget(id),
      onFreeChangeRefunded: (clientDeviceId) => subscriptions.forgetStatus(clientDeviceId),
      metrics,
    });
    await renderJobs.register(queue, config.renderThreads);
    await appearances?.register(queue, config.renderThreads, logger.child({ module: 'appearance' }));
    maintenance = createMaintenance({
      db,
      storage,
      log: logger.child({ module: 'maintenance' }),
      retentionDays: config.photoRetentionDays,
      // Past every attempt's expiry, with a minute to spare for the queue's own supervision.
      staleRenderMs: longestRenderJobMs(config.renderTimeoutMs, config.renderAttempts) + 60_000,
      failTryOn: renderJobs.failTryOn,
      onPhotoRemoved: (photoId) => {
        renderSources.forget(photoId);
        tryOns.forgetAll();
      },
      now,
    });
    await maintenance.register(queue);
    await createOnboardingPreviews({
      storage,
      renderer,
      demoPhotos,
      log: logger.child({ module: 'onboarding' }),
    }).register(queue);
  }

  const health = options.serveHttp
    ? createHealthMonitor({
        database: async () => {
          await sql`select 1`.execute(db);
          return 'ok';
        },
        storage: async () => {
          await storage.check();
          return 'ok';
        },
        model: async () => (config.runWorkers ? 'ok' : 'not-used'),
      })
    : undefined;
  await health?.start();
  const app = health
    ? await buildApp({
        services,
        logger,
        appOrigins: config.appOrigins,
        publicBaseUrl: config.publicBaseUrl,
        trustProxy: config.trustProxy,
        requestTimeouts: config.requestTimeouts,
        registerRateLimitPerMinute: config.registerRateLimitPerMinute,
        hairCorrectionSavesPerMinute: config.hairCorrectionSavesPerMinute,
        signingSecret,
        storage,
        localStorage: local ? storage : undefined,
        webDistDir: config.webDistDir,
        publicSite: siteSettings(config),
        contentSources: await contentSourcesOf(config, storage),
        now,
        health,
        metrics: metrics && {
          metrics,
          // With its own port, the metrics are never served on the public one.
          publicToken: config.metrics?.port === undefined ? config.metrics?.token : undefined,
        },
      })
    : undefined;
  const metricsServer =
    metrics && config.metrics?.port !== undefined
      ? await startMetricsServer({
          metrics,
          host: config.metrics.host,
          port: config.metrics.port,
          token: config.metrics.token,
          log: logger.child({ module: 'metrics' }),
          timeouts: config.requestTimeouts,
        })
      : undefined;

  return {
    app,
    database,
    storage,
    queue,
    services,
    logger,
    metrics,
    metricsServer,
    runMaintenance: async () => maintenance?.run(),
    async close() {
      health?.stop();
      await metricsServer?.close();
      await app?.close();
      await queue.stop(config.renderTimeoutMs);
      await rendering?.pool?.close();
      await signals.close();
      if (!options.database) await database.close();
    },
  };
}
