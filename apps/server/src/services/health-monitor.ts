import type { HealthResponse } from '@hairhue/contracts';
import type { HealthChecks } from '../http/services';

type CheckName = keyof HealthChecks;
type CheckResult = HealthResponse['checks'][CheckName];

export interface HealthMonitorOptions {
  /** How often the checks run in the background. */
  intervalMs?: number;
  /** A check not answered within this counts as failing. */
  timeoutMs?: number;
  /** Results older than this (the checks themselves stuck) count as failing. */
  staleAfterMs?: number;
  now?: () => number;
}

export interface HealthMonitor {
  /** Runs the checks once and then every `intervalMs`; resolves after the first round. */
  start(): Promise<void>;
  /** The latest round's results, answered without touching the database or the storage. */
  report(): HealthResponse;
  stop(): void;
}

async function withTimeout(check: () => Promise<CheckResult>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('failing'), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => 'failing' as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health` answers from checks run in the background, not per request: under load a per-request
 * database check waits behind every queued query (PGlite has one connection), so health took seconds just
 * when it was most needed, and a burst of health probes added load of its own.
 */
export function createHealthMonitor(checks: HealthChecks, options: HealthMonitorOptions = {}): HealthMonitor {
  const intervalMs = options.intervalMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 5000;
  const staleAfterMs = options.staleAfterMs ?? timeoutMs + intervalMs * 5;
  const now = options.now ?? Date.now;
  const names = Object.keys(checks) as CheckName[];
  let latest: { results: HealthResponse['checks']; at: number } | undefined;
  let round: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function runRound(): Promise<void> {
    // A round still running (a slow check) is not doubled up.
    round ??= (async () => {
      const results = await Promise.all(names.map((name) => withTimeout(checks[name], timeoutMs)));
      latest = {
        results: Object.fromEntries(
          names.map((name, index) => [name, results[index]]),
        ) as HealthResponse['checks'],
        at: now(),
      };
    })().finally(() => {
      round = undefined;
    });
    return round;
  }

  return {
    async start() {
      await runRound();
      timer = setInterval(() => void runRound(), intervalMs);
      timer.unref();
    },

    report() {
      const at = now();
      const ageMs = latest === undefined ? Number.POSITIVE_INFINITY : Math.max(0, at - latest.at);
      const fresh = latest !== undefined && ageMs <= staleAfterMs;
      const results: HealthResponse['checks'] =
        fresh && latest ? latest.results : { database: 'failing', storage: 'failing', model: 'failing' };
      const healthy = Object.values(results).every((result) => result !== 'failing');
      return {
        status: healthy ? 'ok' : 'failing',
        checks: results,
        checkedAt: latest === undefined ? null : new Date(latest.at).toISOString(),
        ageMs: Number.isFinite(ageMs) ? Math.round(ageMs) : null,
      };
    },

    stop() {
      clearInterval(timer);
    },
  };
}
