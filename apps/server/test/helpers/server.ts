import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { createHairhue, type Hairhue } from '../../src/server';
import type { Renderer } from '../../src/jobs/renderer';
import {
  createPreparedPostgresDatabase,
  pgliteTemplateDump,
  TEST_DATABASE_URL,
  type TestDatabase,
} from './database';

export interface TestServerOptions {
  database?: 'pglite' | 'postgres';
  env?: Record<string, string>;
  renderer?: Renderer;
  now?: () => Date;
  /** PostgreSQL connections in the server's pool (PGlite is always one connection). */
  poolSize?: number;
  /**
   * Whether the server finds the onboarding models' photos, and so renders the carousel after it starts.
   * Off by default: those 13 renders cost seconds a server that no suite but the carousel's needs.
   */
  onboardingModels?: boolean;
}

export interface TestServer {
  hairhue: Hairhue;
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** Registers a device and returns its bearer token. */
  register(deviceId?: string): Promise<string>;
  /** `inject` with a bearer token. */
  call(token: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let registrations = 0;

/** The environment that gives a server the demo photos but not the onboarding models' (see global-setup.ts). */
export function demoPhotosWithoutModels(): Record<string, string> {
  const dir = inject('demoPhotosWithoutModelsDir');
  return dir === undefined ? {} : { DEMO_PHOTOS_DIR: dir };
}

/** The real server, in-process, on a temp data folder and a fresh database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hairhue-test-'));
  let postgres: TestDatabase | undefined;
  if (options.database === 'postgres') {
    if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
    postgres = await createPreparedPostgresDatabase(TEST_DATABASE_URL);
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_BASE_URL: 'http://hairhue.test',
    REGISTER_RATE_LIMIT_PER_MINUTE: '10000',
    // One render thread unless a suite asks for more: each thread loads the models when the server starts
    // (over a second of CPU), and Vitest already runs two suites side by side on the two cores.
    RENDER_THREADS: '1',
    ...(options.onboardingModels ? {} : demoPhotosWithoutModels()),
    ...(postgres
      ? { DATABASE_URL: postgres.url, FILE_SIGNING_SECRET: 'test-secret-test-secret-test-secret-0' }
      : {}),
    ...options.env,
  });
  const database =
    config.databaseUrl === undefined
      ? // A throwaway database, in memory: no folder to copy, and no query waits for a disk.
        await openDatabase({ startFrom: await pgliteTemplateDump() })
      : options.poolSize !== undefined
        ? await openDatabase({ databaseUrl: config.databaseUrl, poolSize: options.poolSize })
        : undefined;
  const hairhue = await createHairhue({
    config,
    serveHttp: true,
    renderer: options.renderer,
    now: options.now,
    database,
  });
  const app = hairhue.app;
  if (!app) throw new Error('no app');

  const call: TestServer['call'] = (token, inject) =>
    app.inject({
      ...inject,
      headers: { ...(token ? { authorization: `bearer ${token}` } : {}), ...inject.headers },
    });

  return {
    hairhue,
    app,
    config,
    dataDir,
    call,
    async register(deviceId = `device-${process.pid}-${(registrations += 1)}-${Date.now()}`) {
      const response = await call(undefined, {
        method: 'POST',
        url: '/api/auth/register-device',
        payload: { deviceId },
      });
      const body = response.json<{ token?: string }>();
      if (response.statusCode !== 200 || !body.token) throw new Error(`register failed: ${response.body}`);
      return body.token;
    },
    async close() {
      await hairhue.close();
      await database?.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
