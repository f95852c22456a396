import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DirectUploadResponse, HairColorTryOn, SubscriptionStatusResponse } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  createPreparedPostgresDatabase,
  databaseKinds,
  preparePgliteDir,
  TEST_DATABASE_URL,
  type TestDatabase,
} from '../helpers/database';
import { portraitBytes, shade } from '../helpers/factories';
import {
  freePort,
  hasExited,
  LOG_LINE_TIMEOUT_MS,
  startProcess,
  type ServerProcess,
} from '../helpers/process';
import { demoPhotosWithoutModels } from '../helpers/server';

/**
 * On PostgreSQL, each render task's limit: short, so the dead worker's job expires and is retried within
 * 3 × 40 + 5 = 125 s. Not shorter: one task on the portrait (decode, network, matte) can take seconds when
 * CI's other test files share the 2 cores, and the first task on a new server, which also loads the model,
 * took over 20 s in a clean-clone CI run; a limit below that fails every attempt.
 */
const RENDER_TIMEOUT_SECONDS = 40;
/** The lost job's expiry, then its render again on a loaded machine. */
const FINISH_WAIT_MS = (3 * RENDER_TIMEOUT_SECONDS + 5) * 1000 + 120_000;
/**
 * Two server start-ups, on PostgreSQL a lost job's expiry, and a render: about a minute and a half alone, but a
 * loaded CI run on a slow day took over 150 s (the model's own pass ran 3× slower that day). Room for two
 * start-ups at their longest wait, and the wait for the render after them.
 */
const CASE_TIMEOUT_MS = 2 * LOG_LINE_TIMEOUT_MS + FINISH_WAIT_MS;

/**
 * Kills the real server process in the middle of a render, restarts it, and checks nothing was lost.
 * The two databases' cases run one after the other: side by side, their two servers (each with a render
 * thread and the model) beside CI's other suites made one analysis take over 15 s on a slow day, and the
 * PostgreSQL case's try-on failed.
 */
describe.each(databaseKinds)('a server killed mid-render on %s', (kind) => {
  let dataDir: string;
  let postgres: TestDatabase | undefined;
  let env: Record<string, string>;
  let base: string;
  let running: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hairhue-crash-'));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_BASE_URL: base,
      RENDER_THREADS: '1',
      ...demoPhotosWithoutModels(),
    };
    if (kind === 'pglite') await preparePgliteDir(path.join(dataDir, 'pglite'));
    if (kind === 'postgres' && TEST_DATABASE_URL) {
      postgres = await createPreparedPostgresDatabase(TEST_DATABASE_URL);
      Object.assign(env, {
        DATABASE_URL: postgres.url,
        FILE_SIGNING_SECRET: 'crash-test-secret-crash-test-secret-00',
        RENDER_TIMEOUT_SECONDS: String(RENDER_TIMEOUT_SECONDS),
      });
    }
  });
  afterAll(async () => {
    running?.child.kill('SIGKILL');
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    running = startProcess('main', env);
    await running.waitFor((line) => line.msg === 'Hairhue is listening');
    return running;
  }

  async function api<T>(token: string | undefined, method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async function register(deviceId: string): Promise<string> {
    return (await api<{ token: string }>(undefined, 'POST', '/auth/register-device', { deviceId })).token;
  }

  /** Uploads a photo and starts a try-on on it, as the app does. */
  async function startTryOnOnNewPhoto(token: string, photoBytes: Uint8Array, shadeId: string) {
    const form = new FormData();
    form.append('photo', new Blob([photoBytes], { type: 'image/jpeg' }), 'selfie.jpg');
    const upload = await fetch(`${base}/api/photos/upload`, {
      method: 'POST',
      headers: { authorization: `bearer ${token}` },
      body: form,
    });
    const { photo } = (await upload.json()) as DirectUploadResponse;
    const { name, color } = shade(shadeId);
    return api<HairColorTryOn>(token, 'POST', '/hair-color-try-ons', {
      photoId: photo.id,
      colorName: name,
      colorValue: color,
    });
  }

  async function waitUntilFinished(token: string, tryOnId: string): Promise<HairColorTryOn> {
    let tryOn = await api<HairColorTryOn>(token, 'GET', `/hair-color-try-ons/${tryOnId}`);
    const deadline = Date.now() + FINISH_WAIT_MS;
    while (tryOn.status === 'processing' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      tryOn = await api<HairColorTryOn>(token, 'GET', `/hair-color-try-ons/${tryOnId}`);
    }
    return tryOn;
  }

  // One server after another: the second case starts from the server the first one left running.
  describe.sequential('restarted', () => {
    it(
      'completes the try-on after a restart, spending exactly one free change',
      async ({ expect }) => {
        const first = await start();
        const token = await register(`crash-${kind}`);
        // The 1000 px portrait: its analysis takes a few hundred milliseconds alone, far longer than the kill
        // takes to follow the log line, and 4 times less than a 2048 px one under CI's load.
        const photoBytes = portraitBytes();
        // Not awaited: the POST waits up to 1.5 s for its render (issue 12), and the render must be caught in
        // the middle. The server dies under the request, which then fails; the log says which try-on it was.
        const creating = startTryOnOnNewPhoto(token, photoBytes, 'midnight-blue').catch(() => undefined);

        const started = await first.waitFor((line) => line.msg === 'try-on render started');
        first.child.kill('SIGKILL');
        expect(await first.exited).toBe('SIGKILL');
        expect(first.lines.some((line) => line.msg === 'try-on rendered')).toBe(false);
        await creating;

        const second = await start();
        const tryOn = await waitUntilFinished(token, String(started.tryOnId));
        // On a failure, the attempts' warnings say why.
        const warnings = second.lines.filter((line) => line.level >= 40).map((line) => JSON.stringify(line));
        expect(tryOn.status, warnings.join('\n')).toBe('completed');
        const result = await fetch(tryOn.resultUrl ?? '');
        expect(result.headers.get('content-type')).toBe('image/jpeg');
        const status = await api<SubscriptionStatusResponse>(token, 'GET', '/subscriptions/status');
        expect(status.usage.remainingFreeUses).toBe(2);
      },
      CASE_TIMEOUT_MS,
    );

    it(
      'on SIGTERM stops taking requests, lets the render in flight finish or stay queued, and exits 0',
      async ({ expect }) => {
        const server = running && !hasExited(running.child) ? running : await start();
        const token = await register(`sigterm-${kind}`);
        const created = await startTryOnOnNewPhoto(token, portraitBytes(), 'copper');
        await server.waitFor((line) => line.msg === 'try-on render started' && line.tryOnId === created.id);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        await expect(fetch(`${base}/api/health`)).rejects.toThrow();

        await start();
        const tryOn = await waitUntilFinished(token, created.id);
        expect(tryOn.status).toBe('completed');
        running?.child.kill('SIGTERM');
        await running?.exited;
      },
      CASE_TIMEOUT_MS,
    );
  });
});
