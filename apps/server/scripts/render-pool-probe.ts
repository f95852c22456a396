/**
 * How the render pool performs on this machine, to choose the server's thread counts: for each of
 * threads × onnxThreadsPerWorker in {1, 2}², medians of 3 fresh pools of
 *   warm-up        every thread loading its engine
 *   analyse        one ~2048 px photo
 *   2 analyses     two photos at once (what a second thread is for)
 *   dice roll      six shades of the analysed photo, asked at once, until the last arrives
 *
 *   npx tsx apps/server/scripts/render-pool-probe.ts
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import sharp from 'sharp';

import { createRenderPool } from '../src/jobs/render-pool/render-pool';

const EVAL_PHOTO = '/work/shared/eval/hair/images/figaro_Frame00285.jpg';
const DICE_SHADES = ['copper', 'platinum-blonde', 'cherry-red', 'teal-blue', 'fire-ombre', 'rose-chrome'];
const RUNS = 3;

// An eval photo enlarged to the largest size the server stores (it is research-only: never written anywhere).
const photo = await sharp(await readFile(EVAL_PHOTO))
  .resize(2048, 2048, { fit: 'inside' })
  .jpeg({ quality: 90 })
  .toBuffer();
const otherPhoto = await sharp(photo).flop().jpeg({ quality: 90 }).toBuffer();
const { width, height } = await sharp(photo).metadata();

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

async function measure(threads: number, onnxThreadsPerWorker: number, run: number) {
  const pool = createRenderPool({ threads, onnxThreadsPerWorker, taskTimeoutMs: 60_000 });
  try {
    const [warmUp] = await timed(() => pool.warm());
    const photoKey = `probe-${run}`;
    const [analyse, { analysis }] = await timed(() => pool.analyse({ photoKey, photo }));
    const [twoAnalyses] = await timed(() =>
      Promise.all([
        pool.analyse({ photoKey: `${photoKey}-a`, photo }),
        pool.analyse({ photoKey: `${photoKey}-b`, photo: otherPhoto }),
      ]),
    );
    const [diceRoll] = await timed(() =>
      Promise.all(
        DICE_SHADES.map((shadeId) =>
          pool.render({ photoKey, photo, analysis, shadeId, previewLongSide: 512 }),
        ),
      ),
    );
    return { warmUp, analyse, twoAnalyses, diceRoll };
  } finally {
    await pool.close();
  }
}

console.log(`photo ${width}×${height}, medians of ${RUNS} fresh pools, ms`);
console.log('threads  onnx/worker  warm-up  analyse  2 analyses  dice roll (6 shades)');
for (const threads of [1, 2]) {
  for (const onnxThreadsPerWorker of [1, 2]) {
    const runs: Awaited<ReturnType<typeof measure>>[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(threads, onnxThreadsPerWorker, run));
    const cell = (pick: (run: (typeof runs)[number]) => number, width: number) =>
      median(runs.map(pick)).toFixed(0).padStart(width);
    console.log(
      `${String(threads).padStart(7)}  ${String(onnxThreadsPerWorker).padStart(11)}  ${cell((r) => r.warmUp, 7)}` +
        `  ${cell((r) => r.analyse, 7)}  ${cell((r) => r.twoAnalyses, 10)}  ${cell((r) => r.diceRoll, 20)}`,
    );
  }
}
