import autocannon from 'autocannon';
import type { ApiClient } from './client';
import { cpuTimeMs } from './server';
import { count, median, millis, sleep } from './stats';

export interface LoadRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

interface LoadOptions {
  url: string;
  /** Each connection polls as one of these devices, in turn. */
  tokens: readonly string[];
  connections: number;
  durationSeconds: number;
}

function load({ url, tokens, connections, durationSeconds }: LoadOptions) {
  let next = 0;
  return autocannon({
    url,
    connections,
    duration: durationSeconds,
    setupClient: (client) => {
      if (tokens.length === 0) return;
      client.setHeaders({ authorization: `bearer ${tokens[next % tokens.length]}` });
      next += 1;
    },
  });
}

function runOf(result: autocannon.Result): LoadRun {
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const describeRun = (run: LoadRun) =>
  `${count(run.requestsPerSecond)} req/s, p50 ${millis(run.p50)}, p99 ${millis(run.p99)}${run.failures > 0 ? `, ${run.failures} failed` : ''}`;

export interface StatusPhaseOptions {
  api: ApiClient;
  baseUrl: string;
  serverPid?: number;
  devices: number;
  connections: number;
  runs: number;
  seconds: number;
}

/** Registers the devices that poll their status (each a distinct device id, so a distinct cache entry). */
export async function registerPollers(api: ApiClient, devices: number): Promise<string[]> {
  const suffix = Date.now().toString(36);
  const tokens: string[] = [];
  for (let index = 0; index < devices; index += 1) {
    tokens.push(await api.registerDevice(`bench-status-${index + 1}-${suffix}`));
  }
  return tokens;
}

/** GET /api/subscriptions/status from `connections` clients as fast as they can, spread over the devices. */
export async function statusPhase(options: StatusPhaseOptions, tokens: readonly string[]): Promise<LoadRun> {
  const url = `${options.baseUrl}/api/subscriptions/status`;
  console.log(
    `\n== Status: GET /api/subscriptions/status, ${options.connections} connections over ${tokens.length} devices, ${options.runs} × ${options.seconds} s after a 2 s warm-up`,
  );
  await load({ url, tokens, connections: options.connections, durationSeconds: 2 });
  const runs: LoadRun[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    await sleep(1000);
    const cpuBefore = options.serverPid === undefined ? undefined : cpuTimeMs(options.serverPid);
    const started = performance.now();
    const result = runOf(
      await load({ url, tokens, connections: options.connections, durationSeconds: options.seconds }),
    );
    const cpuAfter = options.serverPid === undefined ? undefined : cpuTimeMs(options.serverPid);
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined
        ? ''
        : `; server CPU ${Math.round(((cpuAfter - cpuBefore) / (performance.now() - started)) * 100)} % of a core`;
    runs.push(result);
    console.log(`  run ${run + 1}: ${describeRun(result)}${cpu}`);
  }
  const summary = medianOf(runs);
  console.log(`  median: ${describeRun(summary)}`);
  return summary;
}

/**
 * GET /api/health from 4 connections while `connections` others load the status route: what a load
 * balancer's probe sees when the server is busiest.
 */
export async function healthUnderLoadPhase(
  options: StatusPhaseOptions,
  tokens: readonly string[],
): Promise<LoadRun> {
  console.log(
    `\n== Health under load: GET /api/health (4 connections) while ${options.connections} connections poll the status, ${options.runs} × ${options.seconds} s`,
  );
  const runs: LoadRun[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    await sleep(1000);
    const [health, status] = await Promise.all([
      load({
        url: `${options.baseUrl}/api/health`,
        tokens: [],
        connections: 4,
        durationSeconds: options.seconds,
      }),
      load({
        url: `${options.baseUrl}/api/subscriptions/status`,
        tokens,
        connections: options.connections,
        durationSeconds: options.seconds,
      }),
    ]);
    const result = runOf(health);
    runs.push(result);
    console.log(
      `  run ${run + 1}: health ${describeRun(result)} (status meanwhile: ${describeRun(runOf(status))})`,
    );
  }
  const summary = medianOf(runs);
  console.log(`  median: health ${describeRun(summary)}`);
  return summary;
}

function medianOf(runs: readonly LoadRun[]): LoadRun {
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}
