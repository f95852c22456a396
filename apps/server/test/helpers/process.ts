import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

/**
 * How long a log line may take. A start-up (tsx, PGlite's wasm, the model) takes 5–8 s alone, but a clean-clone
 * CI run starts these servers while the web build, the type check, ESLint and two Vitest workers share the 2
 * cores (load 16), and one start-up took over 60 s there.
 */
export const LOG_LINE_TIMEOUT_MS = 150_000;

export interface LogLine {
  level: number;
  /** Milliseconds since the epoch (pino's default). */
  time: number;
  msg: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  child: ChildProcess;
  lines: LogLine[];
  /** Resolves with the first log line matching, waiting up to `timeoutMs`. */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code (or signal name) once the process ends. */
  exited: Promise<number | string>;
  stderr(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | string>;
}

const running = new Map<ChildProcess, Promise<unknown>>();

/** Whether the process has ended: with an exit code, or (killed) with a signal, when its exit code stays null. */
export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Kills every process still running; synchronous, so safe in an `exit` handler. */
export function killAllProcesses(): void {
  for (const child of running.keys()) {
    if (!hasExited(child)) child.kill('SIGKILL');
  }
}

/** Kills every process still running and waits (up to 5 s) until they have exited. */
export async function killAllProcessesAndWait(): Promise<void> {
  const exits = [...running.values()];
  killAllProcesses();
  await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, 5000))]);
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

/** Runs `src/main.ts` or `src/worker.ts` as its own process, as `npm start` / `npm run worker` do. */
export function startProcess(entry: 'main' | 'worker', env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters = new Set<() => void>();
  let buffered = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const complete = buffered.split('\n');
    buffered = complete.pop() ?? '';
    for (const text of complete) {
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        // Not a log line (a warning printed by Node); ignore it.
      }
    }
    for (const wake of waiters) wake();
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      for (const wake of waiters) wake();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  running.set(child, exited);

  return {
    child,
    lines,
    exited,
    stderr: () => stderr,
    async stop(timeoutMs = 30_000) {
      if (hasExited(child)) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
    waitFor(match, timeoutMs = LOG_LINE_TIMEOUT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = lines.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          } else if (hasExited(child)) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(
              new Error(`${entry} exited before the expected log line. stderr:\n${stderr.slice(-2000)}`),
            );
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for a log line of ${entry}. stderr:\n${stderr.slice(-2000)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
