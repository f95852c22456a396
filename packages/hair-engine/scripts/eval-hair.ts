/**
 * Hair-mask quality on the shared evaluation set: IoU of (refined mask > 0.5) against the ground truth,
 * per image and mean, next to the raw network (one 512² pass, bilinear upsampling) for comparison.
 *
 *   npm run eval:hair [-- --dir ../shared/eval/hair] [--mask-cache DIR]
 */
import { performance } from 'node:perf_hooks';

import { intersectionOverUnion, loadEvalSet, rawModelMask } from './eval-set';
import { createEngineForScripts } from './engine-for-scripts';

const { engine, model } = await createEngineForScripts(process.argv);
const samples = await loadEvalSet(process.argv);
const rows: { name: string; raw: number; refined: number; ms: number }[] = [];
for (const sample of samples) {
  const raw = await rawModelMask(model, sample.image);
  const started = performance.now();
  const refined = await engine.analyse(sample.image);
  const ms = performance.now() - started;
  rows.push({
    name: sample.name,
    raw: intersectionOverUnion(raw, sample.truth),
    refined: intersectionOverUnion(
      Float32Array.from(refined.mask, (v) => v / 255),
      sample.truth,
    ),
    ms,
  });
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
console.log(`${'image'.padEnd(36)} ${'raw IoU'.padStart(8)} ${'refined'.padStart(8)} ${'ms'.padStart(6)}`);
for (const row of rows) {
  console.log(
    `${row.name.padEnd(36)} ${row.raw.toFixed(3).padStart(8)} ${row.refined.toFixed(3).padStart(8)} ${row.ms.toFixed(0).padStart(6)}`,
  );
}
for (const [label, prefix] of [
  ['figaro', 'figaro_'],
  ['lfw', 'lfw_'],
  ['all', ''],
] as const) {
  const group = rows.filter((row) => row.name.startsWith(prefix));
  if (group.length === 0) continue;
  console.log(
    `mean ${label.padEnd(8)} (${String(group.length).padStart(2)} images)  raw ${mean(group.map((r) => r.raw)).toFixed(4)}  refined ${mean(group.map((r) => r.refined)).toFixed(4)}`,
  );
}
const refinedMean = mean(rows.map((r) => r.refined));
console.log(
  `target mean IoU >= 0.85: ${refinedMean >= 0.85 ? 'MET' : 'NOT MET'} (${refinedMean.toFixed(4)})`,
);
