import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { buildAppServices } from './composition/app-services';
import { startHttp, startMetricsPort } from './composition/http';
import { startRendering } from './composition/rendering';
import { createConfiguredStorage } from './composition/storage';
import { startWorkers, type Workers } from './composition/workers';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { AppServices } from './http/services';
import { JobName, type JobQueue } from './jobs/job-types';
import { createJobQueue } from './jobs/queue';
import { createRenderSignals } from './jobs/render-signals';
import type { Renderer } from './jobs/renderer';
import { createLogger } from './logger';
import { createMetrics, queueReader, type Metrics, type MetricsServer } from './metrics';
import { createFileUrls } from './services/file-urls';
import { loadSigningSecret } from './signing-secret';
import type { ObjectStorage } from './storage';

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
  runMaintenance: Workers['runMaintenance'];
  /** Stops taking work, lets renders in flight finish (or leaves them queued), and closes everything. */
  close(): Promise<void>;
}

/**
 * Everything the server and the worker are made of, wired once: the database, storage and job queue, then
 * the services (composition/app-services.ts), the workers when this process runs them
 * (composition/workers.ts) and the HTTP side when it serves (composition/http.ts).
 */
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
  const { storage, local } = createConfiguredStorage(config, signingSecret, now);
  const soleProcess = database.kind === 'pglite';
  const metrics = config.metrics ? createMetrics() : undefined;

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

  // Made before the services: the live preview's requests share the photos' analyses with the render jobs.
  const rendering = config.runWorkers
    ? await startRendering(config, logger, db, storage, options.renderer)
    : undefined;
  const { services, appearances } = buildAppServices({
    config,
    logger,
    db,
    storage,
    urls: createFileUrls(storage, config.fileUrlTtlSeconds, now),
    queue,
    signals,
    metrics,
    signingSecret,
    soleProcess,
    rendering,
    now,
  });
  const workers =
    rendering &&
    (await startWorkers({
      config,
      logger,
      db,
      storage,
      queue,
      signals,
      metrics,
      rendering,
      appearances,
      services,
      now,
    }));
  const http = options.serveHttp
    ? await startHttp({
        config,
        logger,
        db,
        storage,
        localStorage: local,
        services,
        metrics,
        signingSecret,
        now,
      })
    : undefined;
  const metricsServer = await startMetricsPort(config, metrics, logger);

  return {
    app: http?.app,
    database,
    storage,
    queue,
    services,
    logger,
    metrics,
    metricsServer,
    runMaintenance: async () => workers?.runMaintenance(),
    async close() {
      await metricsServer?.close();
      await http?.close();
      await queue.stop(config.renderTimeoutMs);
      await rendering?.pool?.close();
      await signals.close();
      if (!options.database) await database.close();
    },
  };
}
