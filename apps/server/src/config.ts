import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { RequestTimeouts } from './http/request-limits';
import { RENDER_ANSWER_WAIT_MS } from './services/limits';

/** The repository root: embedded defaults (data folder, shared demo photos) are found from here. */
export const REPO_ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== ''),
);

const environmentSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  APP_ORIGINS: list.optional(),
  REQUEST_HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  REQUEST_BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),

  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalText.pipe(z.url().optional()),

  FILE_SIGNING_SECRET: optionalText.pipe(z.string().min(32).optional()),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag.default(false),

  CLOUDINARY_CLOUD_NAME: optionalText,
  CLOUDINARY_UPLOAD_PRESET: optionalText,
  CLOUDINARY_API_BASE: z.url().default('https://api.cloudinary.com'),
  CLOUDINARY_DELIVERY_BASE: z.url().default('https://res.cloudinary.com'),

  WEB_DIST_DIR: optionalText,
  DEMO_PHOTOS_DIR: optionalText,
  DEMO_PHOTO_URLS: list.optional(),

  PHOTO_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  REGISTER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  HAIR_CORRECTION_SAVES_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  FREE_CHANGES_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(60),

  PURCHASES: z.enum(['sandbox', 'revenuecat']).default('sandbox'),
  REVENUECAT_SECRET_KEY: optionalText,
  REVENUECAT_WEBHOOK_AUTH: optionalText,
  REVENUECAT_API_BASE: z.url().default('https://api.revenuecat.com'),

  RUN_WORKERS: flag.default(true),
  RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  RENDER_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  RENDER_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  RENDER_ANSWER_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(RENDER_ANSWER_WAIT_MS),
  PREVIEW_LONG_SIDE: z.coerce.number().int().min(256).max(2048).default(1280),

  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16).optional()),
});

export type Environment = z.input<typeof environmentSchema>;

export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface CloudinaryConfig {
  cloudName: string;
  uploadPreset: string;
  apiBase: string;
  deliveryBase: string;
}

export interface Config {
  host: string;
  port: number;
  /**
   * Where every client reaches this server, when one address is to be used for all; signed file URLs, the
   * upload endpoint and the public pages' absolute links are built on it. Unset (the default), each answer
   * uses the address its own client used (services/url-base.ts).
   */
  publicBaseUrl?: string;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  appOrigins: string[];
  /** Slow or stalled clients are cut off with 408 after these (http/request-limits.ts). */
  requestTimeouts: RequestTimeouts;
  dataDir: string;
  databaseUrl?: string;
  fileSigningSecret?: string;
  fileUrlTtlSeconds: number;
  s3?: S3Config;
  cloudinary?: CloudinaryConfig;
  /** The built web app to serve, when there is one. */
  webDistDir?: string;
  demoPhotosDir?: string;
  demoPhotoUrls: string[];
  photoRetentionDays: number;
  registerRateLimitPerMinute: number;
  /** Touch-up brush saves one device may make per minute: each queues a correction on a render thread. */
  hairCorrectionSavesPerMinute: number;
  /** Free changes one address (IPv4, or IPv6 /64) may spend per UTC day across all its device ids. */
  freeChangesPerAddressPerDay: number;
  purchases:
    | { provider: 'sandbox' }
    | { provider: 'revenuecat'; secretKey: string; webhookAuth: string; apiBase: string };
  runWorkers: boolean;
  renderThreads: number;
  renderTimeoutMs: number;
  renderAttempts: number;
  /** How long a try-on or Dice Roll POST waits for its renders before answering 'processing'. */
  renderAnswerWaitMs: number;
  previewLongSide: number;
  /** Prometheus metrics: off unless METRICS_PORT or METRICS_TOKEN is set (docs/operations.md). */
  metrics?: MetricsConfig;
}

export interface MetricsConfig {
  /** Their own port, on `host` (127.0.0.1 unless METRICS_HOST says otherwise). */
  port?: number;
  host: string;
  /** Required from scrapers when set; without a port, the metrics are served at the public port's /metrics. */
  token?: string;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
const SHARED_DEMO_PHOTOS = path.resolve(REPO_ROOT, '..', 'shared', 'demo-photos');
const CAPACITOR_ORIGIN = 'capacitor://localhost';
const VITE_DEV_ORIGIN = 'http://localhost:5173';

/** Parses the environment once, at start. Nothing else reads `process.env`. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const problems: string[] = [];

  const s3Keys = [env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  let s3: S3Config | undefined;
  if (env.S3_BUCKET !== undefined) {
    if (s3Keys.some((key) => key === undefined)) {
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set');
    } else {
      s3 = {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      };
    }
  }

  let cloudinary: CloudinaryConfig | undefined;
  if ((env.CLOUDINARY_CLOUD_NAME === undefined) !== (env.CLOUDINARY_UPLOAD_PRESET === undefined)) {
    problems.push('CLOUDINARY_CLOUD_NAME and CLOUDINARY_UPLOAD_PRESET are set together or not at all');
  } else if (env.CLOUDINARY_CLOUD_NAME !== undefined && env.CLOUDINARY_UPLOAD_PRESET !== undefined) {
    cloudinary = {
      cloudName: env.CLOUDINARY_CLOUD_NAME,
      uploadPreset: env.CLOUDINARY_UPLOAD_PRESET,
      apiBase: env.CLOUDINARY_API_BASE.replace(/\/$/, ''),
      deliveryBase: env.CLOUDINARY_DELIVERY_BASE.replace(/\/$/, ''),
    };
  }

  let purchases: Config['purchases'] = { provider: 'sandbox' };
  if (env.PURCHASES === 'revenuecat') {
    if (env.REVENUECAT_SECRET_KEY === undefined || env.REVENUECAT_WEBHOOK_AUTH === undefined) {
      problems.push(
        'REVENUECAT_SECRET_KEY and REVENUECAT_WEBHOOK_AUTH are required when PURCHASES=revenuecat',
      );
    } else {
      purchases = {
        provider: 'revenuecat',
        secretKey: env.REVENUECAT_SECRET_KEY,
        webhookAuth: env.REVENUECAT_WEBHOOK_AUTH,
        apiBase: env.REVENUECAT_API_BASE.replace(/\/$/, ''),
      };
    }
  }

  if (env.DATABASE_URL !== undefined && env.FILE_SIGNING_SECRET === undefined && s3 === undefined) {
    problems.push(
      'FILE_SIGNING_SECRET is required with DATABASE_URL and local storage: every replica must sign file URLs alike',
    );
  }
  if (env.REQUEST_HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
    problems.push('REQUEST_HEADERS_TIMEOUT_SECONDS may not be longer than REQUEST_TIMEOUT_SECONDS');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicBaseUrl = env.PUBLIC_BASE_URL?.replace(/\/+$/, '');
  const demoPhotosDir =
    env.DEMO_PHOTOS_DIR ??
    (env.DEMO_PHOTO_URLS === undefined && existsSync(SHARED_DEMO_PHOTOS) ? SHARED_DEMO_PHOTOS : undefined);

  return {
    host: env.HOST,
    port: env.PORT,
    publicBaseUrl,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    appOrigins: [
      ...new Set([
        // The app served by this server calls it from its own origin, which needs no CORS.
        ...(env.APP_ORIGINS ?? [
          ...(publicBaseUrl === undefined ? [] : [new URL(publicBaseUrl).origin]),
          VITE_DEV_ORIGIN,
        ]),
        CAPACITOR_ORIGIN,
      ]),
    ],
    requestTimeouts: {
      headersMs: env.REQUEST_HEADERS_TIMEOUT_SECONDS * 1000,
      bodyIdleMs: env.REQUEST_BODY_IDLE_TIMEOUT_SECONDS * 1000,
      requestMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    },
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    fileSigningSecret: env.FILE_SIGNING_SECRET,
    fileUrlTtlSeconds: env.FILE_URL_TTL_SECONDS,
    s3,
    cloudinary,
    webDistDir: env.WEB_DIST_DIR ?? (existsSync(path.join(WEB_DIST, 'index.html')) ? WEB_DIST : undefined),
    demoPhotosDir: demoPhotosDir === undefined ? undefined : path.resolve(demoPhotosDir),
    demoPhotoUrls: env.DEMO_PHOTO_URLS ?? [],
    photoRetentionDays: env.PHOTO_RETENTION_DAYS,
    registerRateLimitPerMinute: env.REGISTER_RATE_LIMIT_PER_MINUTE,
    hairCorrectionSavesPerMinute: env.HAIR_CORRECTION_SAVES_PER_MINUTE,
    freeChangesPerAddressPerDay: env.FREE_CHANGES_PER_ADDRESS_PER_DAY,
    purchases,
    runWorkers: env.RUN_WORKERS,
    // One engine per core (each inference then uses one core): measured quickest for overlapping renders.
    renderThreads: env.RENDER_THREADS ?? Math.min(availableParallelism(), 4),
    renderTimeoutMs: env.RENDER_TIMEOUT_SECONDS * 1000,
    renderAttempts: env.RENDER_ATTEMPTS,
    renderAnswerWaitMs: env.RENDER_ANSWER_WAIT_MS,
    previewLongSide: env.PREVIEW_LONG_SIDE,
    metrics:
      env.METRICS_PORT === undefined && env.METRICS_TOKEN === undefined
        ? undefined
        : { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
  };
}
