import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onboardingModels } from '@hairhue/catalogue';

const SERVER_DIR = new URL('../../apps/server/', import.meta.url).pathname;
const HEALTH_TIMEOUT_MS = 120_000;
const SHARED_DEMO_PHOTOS = new URL('../../../shared/demo-photos/', import.meta.url).pathname;
const MODEL_PHOTOS = new Set(onboardingModels.map((model) => model.photoFile));

/**
 * The demo photos without the onboarding models' (a folder of links): a server that finds the models'
 * photos renders the onboarding carousel as it starts, 13 renders on its one render thread that no spec
 * here looks at, ahead of the spec's own analyses and try-on.
 */
function demoPhotosWithoutModels(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hairhue-e2e-demo-'));
  if (!existsSync(SHARED_DEMO_PHOTOS)) return dir;
  for (const name of readdirSync(SHARED_DEMO_PHOTOS)) {
    if (!MODEL_PHOTOS.has(name)) symlinkSync(path.join(SHARED_DEMO_PHOTOS, name), path.join(dir, name));
  }
  return dir;
}

/**
 * A server of a spec's own, beside the suite's: the suite's is Playwright's webServer, which a spec cannot
 * kill and start again. Same code and built app (the webServer's `npm start` built it), on the next port,
 * with its own data folder that outlives a kill, so a restart finds what the killed process committed.
 */
export interface OwnServer {
  readonly origin: string;
  start(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown hook runs. */
  kill(): Promise<void>;
  /** Kills it if running and removes its data. */
  dispose(): Promise<void>;
  output(): string;
}

export function ownServer(port: number): OwnServer {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hairhue-e2e-own-'));
  const demoPhotosDir = demoPhotosWithoutModels();
  const origin = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  async function waitUntilHealthy(): Promise<void> {
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child?.exitCode !== null && child?.exitCode !== undefined) {
        throw new Error(`the server exited with ${child.exitCode}: ${output.slice(-2000)}`);
      }
      const healthy = await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server was not healthy within ${HEALTH_TIMEOUT_MS} ms: ${output.slice(-2000)}`);
  }

  async function kill(): Promise<void> {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  return {
    origin,
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO_PHOTOS_DIR: demoPhotosDir,
          RENDER_THREADS: '1',
          LOG_LEVEL: 'warn',
          FREE_CHANGES_PER_ADDRESS_PER_DAY: '100000',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      await waitUntilHealthy();
    },
    kill,
    async dispose() {
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(demoPhotosDir, { recursive: true, force: true });
    },
    output: () => output,
  };
}
