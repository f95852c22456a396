/**
 * Engine speed and memory on a 2048×1536 photo (a demo portrait, enlarged and cropped to that size),
 * medians of several runs:
 *   analysis   decode + guards + segment + refine + growth + matte (target ≤ 700 ms)
 *   matte      what the matte costs within it, by part: the work grid, the band and the two sides' local
 *              colours, and the alpha read at full resolution (the probability it starts from is made once)
 *   render     one shade with the analysis cached: prepare + recolour + JPEG encode (target ≤ 200 ms);
 *              and once more for a photo already prepared in this process (the next colour tried)
 *   dice roll  six shades of one photo sharing one analysis, encoded (target ≤ 1.2 s)
 *   peak RSS   of this process over the whole run (target ≤ 700 MB)
 *
 *   npm run bench:engine [-- --runs 7]
 */
import { performance } from 'node:perf_hooks';

import { pickRandomShades, findShade } from '@hairhue/catalogue';

import { HairEngine } from '../src/engine';
import { Guards } from '../src/guards';
import { drawBand } from '../src/matting/band';
import { computeMatte } from '../src/matting/matte';
import { workGrid } from '../src/matting/work-grid';
import { provisionHairModel } from '../src/model/provision';
import { HairModel } from '../src/segmentation/hair-model';
import { segmentHair } from '../src/segmentation/segment';
import { benchPhoto, medianOf as median } from './bench-photo';

const runsIndex = process.argv.indexOf('--runs');
const RUNS = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 7;
const photo = await benchPhoto();
const engine = await HairEngine.create();

const time = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

// One warm-up of every path: lazy tables and the first inference are not what a running server pays.
const { image } = await engine.decode(photo);
const analysis = await engine.analyse(image);
const copper = findShade('copper');
if (!copper) throw new Error('the catalogue has no copper');
await engine.renderJpeg(engine.prepare(image, analysis), copper);

const analysisTimes: number[] = [];
const renderTimes: number[] = [];
const warmRenderTimes: number[] = [];
const diceTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  analysisTimes.push(
    await time(async () => {
      const decoded = await engine.decode(photo);
      await engine.analyse(decoded.image);
    }),
  );
  renderTimes.push(await time(() => engine.renderJpeg(engine.prepare(image, analysis), copper)));
  engine.prepare(image, analysis, 'bench-photo');
  warmRenderTimes.push(
    await time(() => engine.renderJpeg(engine.prepare(image, analysis, 'bench-photo'), copper)),
  );
  const shades = pickRandomShades(6);
  diceTimes.push(
    await time(async () => {
      const prepared = engine.prepare(image, analysis);
      for (const shade of shades) await engine.renderJpeg(prepared, shade);
    }),
  );
}

const peakRssMb = process.resourceUsage().maxRSS / 1024;

// The matte's parts, on the same photo's probability, made once.
const model = new HairModel(await provisionHairModel(), { intraOpThreads: 2 });
await model.load();
const guards = await Guards.create({ intraOpThreads: 2 });
const seen = await guards.look(image);
const probability = await segmentHair(image, model, guards, seen);
const shortSide = Math.min(image.width, image.height);
const gridTimes: number[] = [];
const bandTimes: number[] = [];
const matteTimes: number[] = [];
for (let run = 0; run < RUNS; run++) {
  let grid: ReturnType<typeof workGrid> | undefined;
  gridTimes.push(await time(async () => (grid = workGrid(image, probability))));
  bandTimes.push(await time(async () => grid && drawBand(grid, shortSide, seen.faces, seen.person)));
  matteTimes.push(
    await time(() => computeMatte(image, probability, { faces: seen.faces, person: seen.person })),
  );
}
const matteMedian = median(matteTimes);
const gridMedian = median(gridTimes);
const bandMedian = median(bandTimes);
const line = (label: string, value: number, target: number, unit: string) =>
  console.log(
    `${label.padEnd(34)} ${value.toFixed(0).padStart(6)} ${unit}   target ≤ ${target} ${unit}   ${value <= target ? 'MET' : 'NOT MET'}`,
  );
console.log(`2048×1536 photo, ${RUNS} runs each, medians`);
line('analysis (decode + segment + matte)', median(analysisTimes), 700, 'ms');
console.log(
  `  of which the matte ${matteMedian.toFixed(0)} ms: work grid ${gridMedian.toFixed(0)}, band and local colours ` +
    `${bandMedian.toFixed(0)}, alpha at full resolution ${Math.max(0, matteMedian - gridMedian - bandMedian).toFixed(0)}`,
);
line('one render, analysis cached', median(renderTimes), 200, 'ms');
line('one render, photo already prepared', median(warmRenderTimes), 200, 'ms');
line('dice roll (6 renders)', median(diceTimes), 1200, 'ms');
line('peak RSS', peakRssMb, 700, 'MB');
