import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { buildApp } from '../http/app';
import { contentSourcesOf } from '../http/security-headers';
import type { AppServices } from '../http/services';
import { startMetricsServer, type Metrics, type MetricsServer } from '../metrics';
import { siteSettings } from '../public-pages';
import { createHealthMonitor } from '../services/health-monitor';
import type { ObjectStorage } from '../storage';

export interface HttpDependencies {
  config: Config;
  logger: Logger;
  db: DatabaseHandle['db'];
  storage: ObjectStorage;
  /** The files are on this machine's disk, and the app serves them (signed links). */
  localStorage: boolean;
  services: AppServices;
  metrics: Metrics | undefined;
  signingSecret: string;
  now: () => Date;
}

export interface HttpServing {
  /** Built, not yet listening: main.ts listens; tests inject. */
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The API process's HTTP side: the health monitor and the app with its routes. */
export async function startHttp(deps: HttpDependencies): Promise<HttpServing> {
  const { config, db, storage, metrics } = deps;
  const health = createHealthMonitor({
    database: async () => {
      await sql`select 1`.execute(db);
      return 'ok';
    },
    storage: async () => {
      await storage.check();
      return 'ok';
    },
    model: async () => (config.runWorkers ? 'ok' : 'not-used'),
  });
  await health.start();
  const app = await buildApp({
    services: deps.services,
    logger: deps.logger,
    appOrigins: config.appOrigins,
    publicBaseUrl: config.publicBaseUrl,
    trustProxy: config.trustProxy,
    requestTimeouts: config.requestTimeouts,
    registerRateLimitPerMinute: config.registerRateLimitPerMinute,
    hairCorrectionSavesPerMinute: config.hairCorrectionSavesPerMinute,
    signingSecret: deps.signingSecret,
    storage,
    localStorage: deps.localStorage ? storage : undefined,
    webDistDir: config.webDistDir,
    publicSite: siteSettings(config),
    contentSources: await contentSourcesOf(config, storage),
    now: deps.now,
    health,
    metrics: metrics && {
      metrics,
      // With its own port, the metrics are never served on the public one.
      publicToken: config.metrics?.port === undefined ? config.metrics?.token : undefined,
    },
  });
  return {
    app,
    async close() {
      health.stop();
      await app.close();
    },
  };
}

/**
 * The metrics on their own port (METRICS_PORT), in any process that has metrics: a worker-only process
 * serves them there too.
 */
export async function startMetricsPort(
  config: Config,
  metrics: Metrics | undefined,
  logger: Logger,
): Promise<MetricsServer | undefined> {
  if (!metrics || config.metrics?.port === undefined) return undefined;
  return startMetricsServer({
    metrics,
    host: config.metrics.host,
    port: config.metrics.port,
    token: config.metrics.token,
    log: logger.child({ module: 'metrics' }),
    timeouts: config.requestTimeouts,
  });
}
