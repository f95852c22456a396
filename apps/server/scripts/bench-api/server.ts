import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../src/db/database';
import { createSubscriptionRepository } from '../../src/repositories/subscriptions';
import { sleep } from './stats';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

export interface LogLine {
  level: number;
  time: number;
  msg: string;
  [field: string]: unknown;
}

/** The API as its own process (`node --import tsx src/main.ts`), its pino lines parsed. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  lines: LogLine[];
  stderr(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | string>;
}

const running = new Set<ChildProcess>();

/** Kills every server still running; safe to call from an `exit` handler (synchronous). */
export function killServers(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** Kills every server still running and waits (up to 5 s) until they have exited. */
export async function killServersAndWait(): Promise<void> {
  const children = [...running];
  killServers();
  await Promise.race([
    Promise.all(
      children.map((child) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => child.once('exit', resolve)),
      ),
    ),
    sleep(5000),
  ]);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(
  dataDir: string,
  port: number,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: baseUrl,
      LOG_LEVEL: 'info',
      REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: LogLine[] = [];
  let buffered = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const text of complete) {
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        // Not a log line (a warning printed by Node).
      }
    }
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal ?? 'unknown');
    });
  });

  const deadline = Date.now() + timeoutMs;
  while (!lines.some((line) => line.msg === 'Hairhue is listening')) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited while starting. stderr:\n${stderr.slice(-2000)}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start in ${timeoutMs / 1000} s. stderr:\n${stderr.slice(-2000)}`);
    }
    await sleep(50);
  }

  return {
    child,
    baseUrl,
    lines,
    stderr: () => stderr,
    async stop(stopTimeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** CPU time (user + system, all threads) the process has used, in ms; undefined off Linux. */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime), counted from the state (field 3) here; USER_HZ is 100.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server has used under 5 % of a core for a whole second (its background analyses and
 * renders are done), up to `timeoutMs`. Returns how long it waited.
 */
export async function waitUntilIdle(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const pid = server.child.pid;
  const started = Date.now();
  if (pid === undefined || cpuTimeMs(pid) === undefined) {
    await sleep(5000);
    return Date.now() - started;
  }
  let previous = cpuTimeMs(pid) ?? 0;
  while (Date.now() - started < timeoutMs) {
    await sleep(1000);
    const now = cpuTimeMs(pid) ?? 0;
    if (now - previous <= 50) return Date.now() - started;
    previous = now;
  }
  return Date.now() - started;
}

/**
 * With the server stopped (PGlite is one process's alone), gives these devices a week of premium as a
 * sandbox purchase would, and reports how many photos have their analysis recorded.
 */
export async function grantPremium(dataDir: string, deviceIds: readonly string[]): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const subscriptions = createSubscriptionRepository(database.db);
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    for (const deviceId of deviceIds) {
      await subscriptions.save(deviceId, {
        provider: 'sandbox',
        productId: 'hairhue_monthly',
        periodType: 'NORMAL',
        expiresAt,
      });
    }
    const analysed = await database.db
      .selectFrom('photo_analyses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(analysed.count);
  } finally {
    await database.close();
  }
}
