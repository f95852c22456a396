/**
 * `npm run bench:api`: the Hairhue API measured on loopback, over real HTTP, against its own server process
 * (PGlite, the default database, in a fresh temporary data folder). Prints its figures; a measurement, not a
 * test: it exits 0 when a target is missed, and non-zero only when the benchmark itself breaks.
 *
 *   1. GET /api/hair-color-try-ons/{id} polled by 200 connections (autocannon): req/s and p99 latency.
 *   2. POST /api/hair-color-try-ons → completed for a 2048 px photo:
 *        (a) first colour 2 s after the upload (a person choosing), (b) first colour at once after the
 *        upload, (c) a further colour on an already analysed photo.
 *   3. Ten premium devices starting a Dice Roll at once: all 60 renders, and each roll's POST → 6 colours.
 *   4. status: GET /api/subscriptions/status by 200 connections over 50 devices: req/s, p50 and p99.
 *   5. health: GET /api/health while 200 connections load the status route: its p50 and p99.
 *   6. abuse (issue 23 §2), on a server of its own: another device's try-on p95 alone, then while one
 *      premium device saves maximal hair corrections as fast as the rate limit lets it, asks for the live
 *      preview's planes of its six photos after each save, and tries colours on back to back (target: p95
 *      ≤ 1.5× the quiet one).
 *
 * `--phases=renders,status,health,abuse` picks phases (default: all); `renders` is 1–3, which share their
 * setup.
 *
 * Every figure is a median over several runs, printed with the runs themselves (the machine is shared).
 */
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { standardColours } from '@hairhue/catalogue';
import { abuseRun, percentile, type AbuseRun } from './bench-api/abuse-phase';
import { ApiClient } from './bench-api/client';
import { healthUnderLoadPhase, registerPollers, statusPhase } from './bench-api/status-phases';
import {
  pollLoad,
  timeDiceRoll,
  timeTryOn,
  timeUpload,
  type DiceTiming,
  type PollingRun,
  type TryOnTiming,
} from './bench-api/phases';
import { makePhotos } from './bench-api/photos';
import {
  freePort,
  grantPremium,
  cpuTimeMs,
  killServers,
  killServersAndWait,
  startServer,
  waitUntilIdle,
  type ServerProcess,
} from './bench-api/server';
import { count, max, median, millis, min, runList, seconds, sleep, table } from './bench-api/stats';

const TRY_ON_RUNS = 7;
const CHOOSING_DELAY_MS = 2000;
const DICE_DEVICES = 10;
const DICE_COLOURS = 6;
const POLL_CONNECTIONS = 200;
const POLL_SECONDS = 10;
const POLL_RUNS = 3;
const POLL_WARM_UP_SECONDS = 2;

const STATUS_DEVICES = 50;

const ABUSE_RUNS = 3;
const ABUSE_SAMPLES = 15;
const ABUSER_PHOTOS = 6;

const PHASES = ['renders', 'status', 'health', 'abuse'] as const;
type Phase = (typeof PHASES)[number];

/** `--phases=status,health`: the phases to run, all by default. */
function selectedPhases(argv: readonly string[]): Set<Phase> {
  const argument = argv.find((arg) => arg.startsWith('--phases='));
  if (argument === undefined) return new Set(PHASES);
  const names = argument.slice('--phases='.length).split(',').filter(Boolean);
  const unknown = names.filter((name) => !(PHASES as readonly string[]).includes(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(`--phases takes a comma-separated list of ${PHASES.join(', ')}; got ${argument}`);
  }
  return new Set(names as Phase[]);
}

const phases = selectedPhases(process.argv.slice(2));

const TARGET = {
  pollRequestsPerSecond: 3000,
  pollP99Ms: 50,
  statusRequestsPerSecond: 5000,
  statusP99Ms: 50,
  healthP99Ms: 100,
  tryOnMedianMs: 1000,
  diceMedianMs: 6000,
  abuseP95Ratio: 1.5,
};

// Distinct catalogue colours, far apart in the list, so no try-on repeats another.
const SHADES = standardColours.filter((_, index) => index % 6 === 0);

let dataDir: string | undefined;
let interrupted = false;

/** Synchronous, for the `exit` handler: kill the server, remove the temporary data folder. */
function cleanUp(): void {
  killServers();
  if (dataDir === undefined) return;
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  } catch {
    console.error(`Could not remove ${dataDir}`);
  }
  dataDir = undefined;
}

/** Waits for the server to be gone before removing its folder (it may still be writing to it). */
async function cleanUpAndExit(code: number): Promise<never> {
  await killServersAndWait();
  cleanUp();
  process.exit(code);
}

process.once('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the server and leaving.`);
    void cleanUpAndExit(130);
  });
}

const percent = (share: number) => (Number.isFinite(share) ? `${(share * 100).toFixed(0)} %` : '—');
const elapsed = (since: number) => seconds(performance.now() - since);

/** When the server logged the try-on finished, relative to the POST (ms); NaN when not found. */
function serverSideMs(server: ServerProcess, timing: TryOnTiming): number {
  const line = server.lines.find(
    (entry) => entry.msg === 'try-on rendered' && entry.tryOnId === timing.tryOnId,
  );
  return line ? line.time - timing.postedAt : Number.NaN;
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');

/** The status and health phases, on a running server; answers their rows of the summary. */
async function runStatusPhases(server: ServerProcess): Promise<string[][]> {
  const rows: string[][] = [];
  if (!phases.has('status') && !phases.has('health')) return rows;
  const api = new ApiClient(server.baseUrl);
  const tokens = await registerPollers(api, STATUS_DEVICES);
  const options = {
    api,
    baseUrl: server.baseUrl,
    serverPid: server.child.pid,
    devices: STATUS_DEVICES,
    connections: POLL_CONNECTIONS,
    runs: POLL_RUNS,
    seconds: POLL_SECONDS,
  };
  if (phases.has('status')) {
    const status = await statusPhase(options, tokens);
    const failed = status.failures > 0 ? ` (${status.failures} failed)` : '';
    rows.push(
      [
        'status GET, req/s',
        `${count(status.requestsPerSecond)}${failed}`,
        `≥ ${count(TARGET.statusRequestsPerSecond)}`,
        verdict(status.requestsPerSecond >= TARGET.statusRequestsPerSecond && status.failures === 0),
      ],
      ['status GET, p50', millis(status.p50), '(no target)', 'info'],
      [
        'status GET, p99',
        millis(status.p99),
        `≤ ${TARGET.statusP99Ms} ms`,
        verdict(status.p99 <= TARGET.statusP99Ms),
      ],
    );
  }
  if (phases.has('health')) {
    const health = await healthUnderLoadPhase(options, tokens);
    rows.push(
      ['health under load, p50', millis(health.p50), '(no target)', 'info'],
      [
        'health under load, p99',
        `${millis(health.p99)}${health.failures > 0 ? ` (${health.failures} failed)` : ''}`,
        `≤ ${TARGET.healthP99Ms} ms`,
        verdict(health.p99 <= TARGET.healthP99Ms && health.failures === 0),
      ],
    );
  }
  return rows;
}

/** Only the status and health phases: a fresh server, no photos, no premium. */
async function statusOnly(benchStarted: number): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hairhue-bench-api-'));
  dataDir = folder;
  const server = await startServer(folder, await freePort());
  console.log(`Server started (${server.baseUrl}, data in ${folder})`);
  await waitUntilIdle(server, 120_000);
  const rows = await runStatusPhases(server);
  const exitCode = await server.stop();
  console.log(`\nServer stopped (exit ${exitCode}).`);
  const [endLoad1] = os.loadavg();
  console.log(
    `\n== Summary (medians; total bench time ${elapsed(benchStarted)}; load average now ${endLoad1.toFixed(2)})\n`,
  );
  console.log(table([['measure', 'result', 'target', 'verdict'], ...rows]));
}

async function main(): Promise<void> {
  const benchStarted = performance.now();
  const [load1, load5] = os.loadavg();
  console.log('Hairhue API benchmark (loopback, own server process, PGlite)');
  console.log(
    `node ${process.version}, ${os.availableParallelism()} cores, load average ${load1.toFixed(2)} / ${load5.toFixed(2)}`,
  );
  if (phases.has('renders')) await rendersAndStatus(benchStarted);
  else if (phases.has('status') || phases.has('health')) await statusOnly(benchStarted);
  if (phases.has('abuse')) await abusePhase(benchStarted);
}

/** BENCH_API_PORT, where a shared machine gives each user ports of their own; else any free one. */
async function abusePort(): Promise<number> {
  const port = Number(process.env.BENCH_API_PORT);
  return Number.isInteger(port) && port > 0 ? port : freePort();
}

/** The abuse phase (6), on a fresh server of its own. */
async function abusePhase(benchStarted: number): Promise<void> {
  // The earlier phases' server is stopped; their folder goes before this one is made.
  cleanUp();
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hairhue-bench-api-'));
  dataDir = folder;
  let stepStarted = performance.now();
  const [photos, firstServer] = await Promise.all([
    makePhotos(1 + ABUSER_PHOTOS),
    abusePort().then((port) => startServer(folder, port)),
  ]);
  let server = firstServer;
  let api = new ApiClient(server.baseUrl);
  const suffix = Date.now().toString(36);
  const victimId = `bench-victim-${suffix}`;
  const abuserId = `bench-abuser-${suffix}`;
  const victimToken = await api.registerDevice(victimId);
  const abuserToken = await api.registerDevice(abuserId);
  const victimPhoto = (await api.uploadPhoto(victimToken, photos[0])).id;
  const abuserPhotos: string[] = [];
  for (const photo of photos.slice(1)) abuserPhotos.push((await api.uploadPhoto(abuserToken, photo)).id);
  await waitUntilIdle(server, 120_000);
  if ((await server.stop()) !== 0) throw new Error('The server did not stop cleanly');
  await grantPremium(folder, [victimId, abuserId]);
  server = await startServer(folder, await abusePort());
  api = new ApiClient(server.baseUrl);
  await waitUntilIdle(server, 60_000);
  console.log(
    `\n== Abuse: another device's try-on (${ABUSE_SAMPLES} a run, analysed photo) alone, then while one premium device saves maximal corrections (200 × 100 points, radius 0.2) as fast as the rate limit allows, asks for the planes of its ${ABUSER_PHOTOS} photos after each save and tries colours on back to back; ${ABUSE_RUNS} runs (set up in ${elapsed(stepStarted)})`,
  );
  const devices = {
    victim: { token: victimToken, photoId: victimPhoto },
    abuser: { token: abuserToken, photoIds: abuserPhotos },
  };
  const runs: AbuseRun[] = [];
  for (let run = 0; run < ABUSE_RUNS; run += 1) {
    stepStarted = performance.now();
    // Shades no earlier run used, so every try-on is rendered.
    const shades = standardColours.slice(run * 2 * ABUSE_SAMPLES, (run + 1) * 2 * ABUSE_SAMPLES);
    const result = await abuseRun(api, devices, shades, ABUSE_SAMPLES, run + 1);
    runs.push(result);
    const quietP95 = percentile(result.quiet, 95);
    const loadedP95 = percentile(result.loaded, 95);
    console.log(
      `  run ${run + 1}: quiet p95 ${seconds(quietP95)} (median ${seconds(median(result.quiet))}), during the abuse p95 ${seconds(loadedP95)} (median ${seconds(median(result.loaded))}), ${(loadedP95 / quietP95).toFixed(2)}×; abuser: ${result.saves.accepted} saves accepted, ${result.saves.refused} refused (429), ${result.planes.answered} planes answered, ${result.planes.notReady} not ready, ${result.abuserTryOns} try-ons (${elapsed(stepStarted)})`,
    );
    await waitUntilIdle(server, 180_000);
  }
  const problems = server.lines.filter((line) => line.level >= 50);
  const exitCode = await server.stop();
  console.log(`\nServer stopped (exit ${exitCode}); ${problems.length} errors logged.`);
  const quietP95 = median(runs.map((run) => percentile(run.quiet, 95)));
  const loadedP95 = median(runs.map((run) => percentile(run.loaded, 95)));
  const ratio = median(runs.map((run) => percentile(run.loaded, 95) / percentile(run.quiet, 95)));
  const [endLoad1] = os.loadavg();
  console.log(
    `\n== Abuse summary (medians of ${ABUSE_RUNS} runs; total bench time ${elapsed(benchStarted)}; load average now ${endLoad1.toFixed(2)})\n`,
  );
  console.log(
    table([
      ['measure', 'result', 'target', 'verdict'],
      ["other device's try-on p95, quiet", seconds(quietP95), '(no target)', 'info'],
      ["other device's try-on p95, during the abuse", seconds(loadedP95), '(no target)', 'info'],
      [
        'p95 during the abuse ÷ quiet',
        `${ratio.toFixed(2)}×`,
        `≤ ${TARGET.abuseP95Ratio}×`,
        verdict(ratio <= TARGET.abuseP95Ratio),
      ],
    ]),
  );
}

/** Phases 1–5 on one server. */
async function rendersAndStatus(benchStarted: number): Promise<void> {
  if (SHADES.length < 3 * TRY_ON_RUNS)
    throw new Error('The catalogue has too few colours for the try-on runs');

  // The photos are made while the server starts (its render threads load their models meanwhile).
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hairhue-bench-api-'));
  dataDir = folder;
  let stepStarted = performance.now();
  const serverStarting = freePort().then((port) => startServer(folder, port));
  const [photos, firstServer] = await Promise.all([
    makePhotos(2 * TRY_ON_RUNS + DICE_DEVICES).then((made) => {
      const photoKb = median(made.map((photo) => photo.length / 1024));
      console.log(
        `\nMade ${made.length} distinct 2048 px photos (median ${photoKb.toFixed(0)} KB) in ${elapsed(stepStarted)}`,
      );
      return made;
    }),
    serverStarting,
  ]);
  let server = firstServer;
  console.log(`Server started, photos made: ${elapsed(stepStarted)} (${server.baseUrl}, data in ${folder})`);
  const tryOnPhotos = photos.slice(0, 2 * TRY_ON_RUNS);
  const dicePhotos = photos.slice(2 * TRY_ON_RUNS);

  // Setup: register the devices and upload the dice photos; the server analyses them in the background.
  let api = new ApiClient(server.baseUrl);
  const suffix = Date.now().toString(36);
  const tryOnDevice = { id: `bench-try-on-${suffix}`, token: '' };
  const diceDevices = Array.from({ length: DICE_DEVICES }, (_, index) => ({
    id: `bench-dice-${index + 1}-${suffix}`,
    token: '',
    photoId: '',
  }));
  tryOnDevice.token = await api.registerDevice(tryOnDevice.id);
  for (const device of diceDevices) device.token = await api.registerDevice(device.id);
  stepStarted = performance.now();
  for (const [index, device] of diceDevices.entries()) {
    device.photoId = (await api.uploadPhoto(device.token, dicePhotos[index])).id;
  }
  console.log(
    `Registered ${1 + DICE_DEVICES} devices, uploaded ${DICE_DEVICES} dice photos in ${elapsed(stepStarted)}`,
  );
  const analysing = await waitUntilIdle(server, 120_000);
  console.log(`Server idle (photos analysed) ${seconds(analysing)} after the uploads`);

  // Premium: PGlite is one process's alone, so stop the server, write the subscriptions, start it again.
  stepStarted = performance.now();
  const stopped = await server.stop();
  if (stopped !== 0) throw new Error(`The server exited with ${stopped} on SIGTERM`);
  const analysed = await grantPremium(folder, [tryOnDevice.id, ...diceDevices.map((device) => device.id)]);
  server = await startServer(folder, await freePort());
  api = new ApiClient(server.baseUrl);
  console.log(
    `Premium granted to ${1 + DICE_DEVICES} devices (${analysed}/${DICE_DEVICES} photos analysed); restarted in ${elapsed(stepStarted)}`,
  );
  await waitUntilIdle(server, 60_000);

  // 2. Try-ons.
  console.log(
    `\n== Try-on: POST /api/hair-color-try-ons → completed (2048 px, polled every 50 ms), ${TRY_ON_RUNS} runs`,
  );
  const choosing: TryOnTiming[] = [];
  const immediate: TryOnTiming[] = [];
  const analysedPhoto: TryOnTiming[] = [];
  const uploads: number[] = [];
  for (let run = 0; run < TRY_ON_RUNS; run += 1) {
    const first = await timeUpload(api, tryOnDevice.token, tryOnPhotos[run]);
    await sleep(CHOOSING_DELAY_MS);
    const a = await timeTryOn(api, tryOnDevice.token, first.photoId, SHADES[run]);
    const c = await timeTryOn(api, tryOnDevice.token, first.photoId, SHADES[TRY_ON_RUNS + run]);
    const second = await timeUpload(api, tryOnDevice.token, tryOnPhotos[TRY_ON_RUNS + run]);
    const b = await timeTryOn(api, tryOnDevice.token, second.photoId, SHADES[2 * TRY_ON_RUNS + run]);
    for (const timing of [a, b, c]) {
      if (timing.status !== 'completed') throw new Error(`try-on ${timing.tryOnId} ${timing.status}`);
    }
    choosing.push(a);
    analysedPhoto.push(c);
    immediate.push(b);
    uploads.push(first.uploadMs, second.uploadMs);
    console.log(
      `  run ${run + 1}: (a) after 2 s ${seconds(a.ms)}   (c) analysed photo ${seconds(c.ms)}   (b) at once ${seconds(b.ms)}`,
    );
  }
  const tryOnRows: [string, TryOnTiming[]][] = [
    ['(a) first colour, 2 s after upload', choosing],
    ['(b) first colour, at once after upload', immediate],
    ['(c) further colour, analysed photo', analysedPhoto],
  ];
  for (const [label, timings] of tryOnRows) {
    const ms = timings.map((timing) => timing.ms);
    const logged = timings.map((timing) => serverSideMs(server, timing)).filter(Number.isFinite);
    console.log(
      `  ${label.padEnd(40)} median ${seconds(median(ms))}  (min ${seconds(min(ms))}, max ${seconds(max(ms))}; server log: median ${seconds(median(logged))})`,
    );
  }
  console.log(`  upload of a 2048 px photo: median ${seconds(median(uploads))} (runs: ${runList(uploads)})`);

  // 3. Dice Roll: ten devices at once.
  await waitUntilIdle(server, 60_000);
  console.log(`\n== Dice Roll: ${DICE_DEVICES} devices POST /api/dice-roll at once (polled every 100 ms)`);
  stepStarted = performance.now();
  const diceCpuBefore = cpuTimeMs(server.child.pid ?? 0);
  const rolls: DiceTiming[] = await Promise.all(
    diceDevices.map((device) => timeDiceRoll(api, device.token, device.photoId)),
  );
  const diceWallMs = performance.now() - stepStarted;
  const diceCpuAfter = cpuTimeMs(server.child.pid ?? 0);
  const diceCpu =
    diceCpuBefore === undefined || diceCpuAfter === undefined
      ? Number.NaN
      : (diceCpuAfter - diceCpuBefore) / diceWallMs;
  const diceMs = rolls.map((roll) => roll.ms);
  const firstColours = rolls.map((roll) => roll.firstColourMs);
  const completedRenders = rolls.reduce((sum, roll) => sum + roll.completed, 0);
  const failedRenders = rolls.reduce((sum, roll) => sum + roll.failed, 0);
  const sortedDice = [...diceMs].sort((x, y) => x - y);
  console.log(`  per roll (sorted): ${runList(sortedDice)}`);
  console.log(
    `  first colour shown: median ${seconds(median(firstColours))}, max ${seconds(max(firstColours))}`,
  );
  console.log(
    `  median roll ${seconds(median(diceMs))}, max ${seconds(max(diceMs))}; ${completedRenders}/${DICE_DEVICES * DICE_COLOURS} renders completed, ${failedRenders} failed; all done after ${seconds(diceWallMs)} (${((completedRenders / diceWallMs) * 1000).toFixed(1)} renders/s; server CPU ${percent(diceCpu)} of a core)`,
  );

  // 1. Polling a finished try-on.
  await waitUntilIdle(server, 60_000);
  const polled = choosing[0];
  const pollUrl = `${server.baseUrl}/api/hair-color-try-ons/${polled.tryOnId}`;
  console.log(
    `\n== Polling GET /api/hair-color-try-ons/{id} (completed): ${POLL_CONNECTIONS} connections, ${POLL_RUNS} × ${POLL_SECONDS} s after a ${POLL_WARM_UP_SECONDS} s warm-up`,
  );
  await pollLoad(pollUrl, tryOnDevice.token, POLL_CONNECTIONS, POLL_WARM_UP_SECONDS);
  const pollRuns: PollingRun[] = [];
  for (let run = 0; run < POLL_RUNS; run += 1) {
    await sleep(1000);
    const result = await pollLoad(
      pollUrl,
      tryOnDevice.token,
      POLL_CONNECTIONS,
      POLL_SECONDS,
      server.child.pid,
    );
    pollRuns.push(result);
    console.log(
      `  run ${run + 1}: ${count(result.requestsPerSecond)} req/s, p50 ${millis(result.p50)}, p99 ${millis(result.p99)} (${count(result.total)} requests, ${result.non2xx} non-2xx, ${result.errors} errors; CPU: server ${percent(result.serverCpu)}, autocannon ${percent(result.clientCpu)} of a core)`,
    );
  }
  const pollRps = median(pollRuns.map((run) => run.requestsPerSecond));
  const pollP99 = median(pollRuns.map((run) => run.p99));
  const pollFailures = pollRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  console.log(`  median: ${count(pollRps)} req/s, p99 ${millis(pollP99)}`);

  const statusRows = await runStatusPhases(server);

  const problems = server.lines.filter((line) => line.level >= 40);
  stepStarted = performance.now();
  const exitCode = await server.stop();
  console.log(`\nServer stopped (exit ${exitCode}) in ${elapsed(stepStarted)}.`);
  if (problems.length > 0) {
    console.log(`Server warnings/errors (${problems.length}):`);
    for (const line of problems.slice(0, 10))
      console.log(`  ${line.msg} ${JSON.stringify(line).slice(0, 240)}`);
  }

  const a = median(choosing.map((timing) => timing.ms));
  const b = median(immediate.map((timing) => timing.ms));
  const c = median(analysedPhoto.map((timing) => timing.ms));
  const diceMedian = median(diceMs);
  const allRendered = completedRenders === DICE_DEVICES * DICE_COLOURS;
  const [endLoad1] = os.loadavg();
  console.log(
    `\n== Summary (medians; total bench time ${elapsed(benchStarted)}; load average now ${endLoad1.toFixed(2)})\n`,
  );
  console.log(
    table([
      ['measure', 'result', 'target', 'verdict'],
      [
        'polling GET try-on, req/s',
        `${count(pollRps)}${pollFailures > 0 ? ` (${pollFailures} failed)` : ''}`,
        `≥ ${count(TARGET.pollRequestsPerSecond)}`,
        verdict(pollRps >= TARGET.pollRequestsPerSecond && pollFailures === 0),
      ],
      [
        'polling GET try-on, p99',
        millis(pollP99),
        `≤ ${TARGET.pollP99Ms} ms`,
        verdict(pollP99 <= TARGET.pollP99Ms),
      ],
      [
        'try-on (a) 2 s after upload',
        seconds(a),
        `≤ ${seconds(TARGET.tryOnMedianMs)}`,
        verdict(a <= TARGET.tryOnMedianMs),
      ],
      [
        'try-on (c) analysed photo',
        seconds(c),
        `≤ ${seconds(TARGET.tryOnMedianMs)}`,
        verdict(c <= TARGET.tryOnMedianMs),
      ],
      ['try-on (b) at once after upload', seconds(b), '(no target)', 'info'],
      [
        'dice: renders completed',
        `${completedRenders}/${DICE_DEVICES * DICE_COLOURS}`,
        `${DICE_DEVICES * DICE_COLOURS}/${DICE_DEVICES * DICE_COLOURS}`,
        verdict(allRendered),
      ],
      [
        'dice: roll POST → 6 colours',
        seconds(diceMedian),
        `≤ ${seconds(TARGET.diceMedianMs)}`,
        verdict(diceMedian <= TARGET.diceMedianMs && allRendered),
      ],
      ...statusRows,
    ]),
  );
}

main().then(
  () => cleanUpAndExit(0),
  (error: unknown) => {
    if (interrupted) return cleanUpAndExit(130);
    console.error(
      `\nThe benchmark broke: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return cleanUpAndExit(1);
  },
);
