import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type { Shade } from '@hairhue/catalogue';
import type { DiceRoll, HairColorTryOn } from '@hairhue/contracts';
import type { ApiClient } from './client';
import { cpuTimeMs } from './server';
import { sleep } from './stats';

function cpuShare(before: number | undefined, after: number | undefined, wallMs: number): number {
  return before === undefined || after === undefined ? Number.NaN : (after - before) / wallMs;
}

const TRY_ON_POLL_MS = 50;
const DICE_POLL_MS = 100;
const TRY_ON_TIMEOUT_MS = 60_000;
const DICE_TIMEOUT_MS = 120_000;

export interface TryOnTiming {
  tryOnId: string;
  /** POST /hair-color-try-ons sent → the try-on read back no longer processing. */
  ms: number;
  /** Epoch ms the POST was sent (to line up with the server's log). */
  postedAt: number;
  status: HairColorTryOn['status'];
}

/** Starts a try-on and polls it every 50 ms until it is completed or failed. */
export async function timeTryOn(
  api: ApiClient,
  token: string,
  photoId: string,
  shade: Shade,
): Promise<TryOnTiming> {
  const postedAt = Date.now();
  const started = performance.now();
  const created = await api.startTryOn(token, photoId, shade);
  let tryOn = created;
  while (tryOn.status === 'processing') {
    if (performance.now() - started > TRY_ON_TIMEOUT_MS)
      throw new Error(`try-on ${created.id} never finished`);
    await sleep(TRY_ON_POLL_MS);
    tryOn = await api.getTryOn(token, created.id);
  }
  return { tryOnId: created.id, ms: performance.now() - started, postedAt, status: tryOn.status };
}

export interface UploadTiming {
  photoId: string;
  uploadMs: number;
}

export async function timeUpload(api: ApiClient, token: string, bytes: Uint8Array): Promise<UploadTiming> {
  const started = performance.now();
  const photo = await api.uploadPhoto(token, bytes);
  return { photoId: photo.id, uploadMs: performance.now() - started };
}

export interface DiceTiming {
  rollId: string;
  /** POST /dice-roll sent → every colour read back not processing. */
  ms: number;
  /** POST sent → the first colour read back completed. */
  firstColourMs: number;
  completed: number;
  failed: number;
}

/** One device's roll: POST, then poll every 100 ms until no colour is processing. */
export async function timeDiceRoll(api: ApiClient, token: string, photoId: string): Promise<DiceTiming> {
  const started = performance.now();
  let roll: DiceRoll = await api.startDiceRoll(token, photoId);
  let firstColourMs = Number.NaN;
  const settled = () => roll.colors.every((color) => color.status !== 'processing');
  while (!settled()) {
    if (performance.now() - started > DICE_TIMEOUT_MS) throw new Error(`dice roll ${roll.id} never finished`);
    await sleep(DICE_POLL_MS);
    roll = await api.getDiceRoll(token, roll.id);
    if (Number.isNaN(firstColourMs) && roll.colors.some((color) => color.status === 'completed')) {
      firstColourMs = performance.now() - started;
    }
  }
  const ms = performance.now() - started;
  return {
    rollId: roll.id,
    ms,
    firstColourMs: Number.isNaN(firstColourMs) ? ms : firstColourMs,
    completed: roll.colors.filter((color) => color.status === 'completed').length,
    failed: roll.colors.filter((color) => color.status === 'failed').length,
  };
}

export interface PollingRun {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Share of one core the server process used during the run (NaN off Linux). */
  serverCpu: number;
  /** Share of one core this process (autocannon) used during the run. */
  clientCpu: number;
}

/** autocannon on GET /hair-color-try-ons/{id}: `connections` clients polling as fast as they can. */
export async function pollLoad(
  url: string,
  token: string,
  connections: number,
  durationSeconds: number,
  serverPid?: number,
): Promise<PollingRun> {
  const serverBefore = serverPid === undefined ? undefined : cpuTimeMs(serverPid);
  const clientBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { authorization: `bearer ${token}` },
  });
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(clientBefore);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpu: cpuShare(serverBefore, serverPid === undefined ? undefined : cpuTimeMs(serverPid), wallMs),
    clientCpu: (cpu.user + cpu.system) / 1000 / wallMs,
  };
}
