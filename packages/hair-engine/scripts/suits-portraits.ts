/**
 * 'Suits you' measured against skin depths judged by eye (issue 23 §1): each portrait of ../shared/portraits
 * labelled light, medium or deep in `test/data/portrait-skin-depths.json` (black-and-white photos left out) is
 * measured, and the script prints the agreement of the measured depth (the ITA's group) with the label, each
 * group's ITA range, and the issue's three targets.
 *
 *   npm run suits:portraits [-- --mask-cache DIR] [--lighting auto|sclera|background|off] [--verbose]
 *
 * Photos are read in place from PORTRAITS_DIR, else ../shared/portraits beside the repository; never copied.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { RgbImage } from '@hairhue/recolour';

import { skinDepthGroupOfIta, type LightingMode, type SkinDepthGroup } from '../src/appearance';
import { createEngineForScripts } from './engine-for-scripts';
import { readRgb } from './read-rgb';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../..');
const photoDir = process.env.PORTRAITS_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'portraits');
const labels = JSON.parse(
  readFileSync(path.resolve(HERE, '../test/data/portrait-skin-depths.json'), 'utf8'),
) as Record<SkinDepthGroup | 'sunglasses', string[]>;
const lightingIndex = process.argv.indexOf('--lighting');
const lighting = (lightingIndex >= 0 ? process.argv[lightingIndex + 1] : 'auto') as LightingMode;
if (!['auto', 'sclera', 'background', 'off'].includes(lighting)) {
  throw new Error(`--lighting takes auto, sclera, background or off; not ${lighting}`);
}
const verbose = process.argv.includes('--verbose');

if (!existsSync(photoDir)) {
  console.error(`No portraits at ${photoDir} (set PORTRAITS_DIR)`);
  process.exit(1);
}

function readPhoto(file: string): Promise<RgbImage> {
  return readRgb(path.join(photoDir, file));
}

interface Reading {
  file: string;
  label: SkinDepthGroup;
  ita?: number;
  measured?: SkinDepthGroup;
  confident: boolean;
  sunglasses: boolean;
}

const GROUPS: readonly SkinDepthGroup[] = ['light', 'medium', 'deep'];
const round = (value: number) => value.toFixed(1);

const { engine } = await createEngineForScripts(process.argv);
const readings: Reading[] = [];
for (const label of GROUPS) {
  for (const file of labels[label]) {
    if (!existsSync(path.join(photoDir, file))) continue;
    const image = await readPhoto(file);
    const appearance = await engine.appearance(image, await engine.analyse(image, file), { lighting });
    const sunglasses = labels.sunglasses.includes(file);
    const reading: Reading = appearance
      ? {
          file,
          label,
          ita: appearance.skinIta,
          measured: skinDepthGroupOfIta(appearance.skinIta),
          confident: appearance.confidence === 'high',
          sunglasses,
        }
      : { file, label, confident: false, sunglasses };
    readings.push(reading);
    if (verbose) {
      const what = appearance
        ? `ITA ${round(appearance.skinIta)} → ${reading.measured} (${appearance.confidence}` +
          `${appearance.doubts.length ? `: ${appearance.doubts.join(', ')}` : ''}) ${appearance.lighting}` +
          (appearance.lighting === 'sclera' ? ` ×${appearance.exposure.toFixed(2)}` : '')
        : 'not measured';
      console.log(`${file} ${label.padEnd(6)} ${what}`);
    }
  }
}

const confident = readings.filter((reading) => reading.confident);
console.log(`\n${readings.length} portraits labelled; ${confident.length} measured with high confidence`);
for (const group of GROUPS) {
  const inGroup = readings.filter((reading) => reading.label === group);
  const itas = inGroup.flatMap((reading) => (reading.ita === undefined ? [] : [reading.ita]));
  const right = inGroup.filter((reading) => reading.measured === group && reading.confident).length;
  const unsure = inGroup.filter((reading) => !reading.confident).length;
  console.log(
    `  ${group.padEnd(6)} ${inGroup.length} faces: ${right} right, ${unsure} low confidence, ` +
      `${inGroup.length - right - unsure} wrong; ITA ${round(Math.min(...itas))} … ${round(Math.max(...itas))}`,
  );
}

const itasOf = (group: SkinDepthGroup, onlyConfident: boolean) =>
  readings
    .filter((reading) => reading.label === group && (!onlyConfident || reading.confident))
    .flatMap((reading) => (reading.ita === undefined ? [] : [reading.ita]));
const deepest = (group: SkinDepthGroup, onlyConfident: boolean) => {
  const itas = itasOf(group, onlyConfident);
  return group === 'deep' ? Math.max(...itas) : Math.min(...itas);
};
const agreeing = readings.filter((reading) => !reading.confident || reading.measured === reading.label);
const sunglassesConfident = readings.filter((reading) => reading.sunglasses && reading.confident);
console.log('\nTargets');
console.log(
  `  no deep face above any light face: highest deep ITA ${round(deepest('deep', false))}, ` +
    `lowest light ${round(deepest('light', false))} (high confidence only: ` +
    `${round(deepest('deep', true))} / ${round(deepest('light', true))})`,
);
console.log(
  `  right group or low confidence: ${agreeing.length}/${readings.length} = ` +
    `${round((100 * agreeing.length) / readings.length)} % (target ≥ 90 %)`,
);
console.log(
  `  sunglasses faces with high confidence: ${sunglassesConfident.length} of ${
    readings.filter((reading) => reading.sunglasses).length
  }${sunglassesConfident.length ? ` (${sunglassesConfident.map((reading) => reading.file).join(', ')})` : ''}`,
);
