import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { registerCloudUploadRoute } from '../routes/cloud-upload';
import { registerDeviceRoutes } from '../routes/devices';
import { registerDiceRollRoutes } from '../routes/dice-rolls';
import { registerFileRoutes } from '../routes/files';
import { registerHairCorrectionRoutes } from '../routes/hair-corrections';
import { registerLiveColorRoutes } from '../routes/live-color';
import { registerPhotoRoutes } from '../routes/photos';
import { registerPrivacyFactsRoute } from '../routes/privacy-facts';
import { registerRevenueCatWebhookRoute } from '../routes/revenuecat-webhook';
import { registerSandboxStoreRoutes } from '../routes/sandbox-store';
import { registerSkinToneRoutes } from '../routes/skin-tone';
import { registerSubscriptionRoutes } from '../routes/subscriptions';
import { registerSystemRoutes } from '../routes/system';
import { registerTryOnRoutes } from '../routes/try-ons';
import { registerWebApp } from '../routes/web-app';
import { edgeAnswerObserver, installHttpMetrics, type HttpMetricsOptions } from '../metrics';
import type { SiteConfig } from '../public-pages';
import type { ObjectStorage } from '../storage';
import { installCors } from './cors';
import { installErrorHandler } from './errors';
import { frameworkErrorHandler, MAX_PARAM_LENGTH } from './framework-errors';
import { installStrictJsonBodies } from './json-body';
import { MULTIPART_LIMITS } from './multipart';
import {
  clientErrorHandler,
  installRequestLimits,
  serverFactory,
  type RequestTimeouts,
} from './request-limits';
import { installSecurityHeaders, type ContentSources } from './security-headers';
import { installUrlBase } from './request-url-base';
import type { HealthMonitor } from '../services/health-monitor';
import type { AppServices } from './services';

export interface AppOptions {
  services: AppServices;
  health: Pick<HealthMonitor, 'report'>;
  /** Prometheus metrics, when configured (METRICS_PORT or METRICS_TOKEN). */
  metrics?: HttpMetricsOptions;
  logger: Logger;
  appOrigins: readonly string[];
  /** PUBLIC_BASE_URL, when every client is to be given addresses on it; else each gets its own (url-base.ts). */
  publicBaseUrl?: string;
  trustProxy: boolean;
  requestTimeouts: RequestTimeouts;
  registerRateLimitPerMinute: number;
  hairCorrectionSavesPerMinute: number;
  signingSecret: string;
  storage: ObjectStorage;
  /** Set when files live in the local folder, which this server then serves through signed URLs. */
  localStorage?: ObjectStorage;
  /** The built web app, served to app agents for every page address that is not the API's. */
  webDistDir?: string;
  /** What the public pages (served to browsers) say about this deployment. */
  publicSite: SiteConfig;
  /** The other origins the pages load from, for the Content-Security-Policy. */
  contentSources: ContentSources;
  now?: () => Date;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const observeEdgeAnswer = options.metrics && edgeAnswerObserver(options.metrics);
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    trustProxy: options.trustProxy,
    // JSON bodies are small; photos come as multipart, whose limit is set below.
    bodyLimit: 256 * 1024,
    // Two log lines per request would cost more than polling itself; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    serverFactory: serverFactory(options.requestTimeouts),
    clientErrorHandler: clientErrorHandler(observeEdgeAnswer),
    frameworkErrors: frameworkErrorHandler(observeEdgeAnswer),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  });
  installErrorHandler(app);
  installStrictJsonBodies(app);
  if (options.metrics) installHttpMetrics(app, options.metrics);
  // Before any route, so every answer (errors and the static files included) carries the headers.
  installSecurityHeaders(app, options.contentSources);
  installUrlBase(app, options.publicBaseUrl);
  installRequestLimits(app, options.requestTimeouts);
  await registerWebApp(app, {
    distDir: options.webDistDir,
    site: options.publicSite,
    storage: options.storage,
    now: options.now,
  });
  await installCors(app, options.appOrigins);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  // The level is checked first: otherwise the line's fields are built for every answer, debug on or off.
  app.addHook('onResponse', (request, reply, done) => {
    if (
      options.logger.isLevelEnabled('debug') &&
      (reply.statusCode >= 500 || request.url.startsWith('/api/'))
    ) {
      request.log.debug(
        { method: request.method, url: request.url.split('?')[0], status: reply.statusCode },
        'request',
      );
    }
    done();
  });

  const { services } = options;
  registerSystemRoutes(app, services, options.health);
  registerPrivacyFactsRoute(app, services, options.publicSite);
  registerDeviceRoutes(app, services, options.registerRateLimitPerMinute);
  registerSubscriptionRoutes(app, services);
  registerSandboxStoreRoutes(app, services);
  registerRevenueCatWebhookRoute(app, services);
  registerPhotoRoutes(app, services);
  registerHairCorrectionRoutes(app, services, options.hairCorrectionSavesPerMinute);
  registerSkinToneRoutes(app, services);
  registerTryOnRoutes(app, services);
  registerDiceRollRoutes(app, services);
  registerCloudUploadRoute(app, services);
  registerLiveColorRoutes(app, services);
  registerFileRoutes(app, services, {
    storage: options.storage,
    localStorage: options.localStorage,
    signingSecret: options.signingSecret,
    now: options.now,
  });
  return app;
}
