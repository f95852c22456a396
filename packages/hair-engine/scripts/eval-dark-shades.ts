/**
 * Dark shades on light hair (issue 11): does the dyed head read as the swatch, highlights included?
 * Renders the demo photos with light hair in Mahogany, Espresso and Jet Black and prints, over the hair
 * (the engine's own mask ≥ 0.9), in CIELAB:
 *  - hit: ΔE2000 between the swatch and the median (per channel) of the hair pixels;
 *  - top: L* of the 90th-percentile hair pixel minus the swatch's L* (target ≤ ~8: a dye absorbs light, so
 *    highlights stay highlights but the head must not read lighter than the swatch);
 *  - low: the same for the 10th percentile, to show the shading still has depth below the swatch.
 * With --eval, the evaluation photos whose truth-masked hair has a median L* above 55 are measured too.
 *
 *   npm run eval:dark-shades [-- --eval] [--save run.json] [--before run.json] [--out DIR]
 *
 * --save keeps a run's figures; --before prints a saved run's figures beside this one's. --out writes each
 * render as a PNG (outside the repository: the photos are never committed).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { findShade } from '@hairhue/catalogue';
import sharp from 'sharp';

import type { RgbImage } from '@hairhue/recolour';
import { deltaE2000, hexToRgb, srgbToLab } from '@hairhue/recolour';
import { createEngineForScripts } from './engine-for-scripts';
import { loadEvalSet } from './eval-set';
import { readRgb } from './read-rgb';

const SHADE_IDS = ['mahogany', 'espresso', 'jet-black'];
const DEMO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/demo-photos');
const DEMO_PHOTOS = ['demo-1', 'demo-3'];
/** The engine's mask value (0..255) from which a pixel counts as hair: 0.9. */
const SURE_HAIR = Math.ceil(0.9 * 255);
const LIGHT_HAIR_L = 55;

interface Figures {
  hit: number;
  top: number;
  low: number;
}

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const savePath = argument('--save');
const beforePath = argument('--before');
const outDir = argument('--out');
const before: Record<string, Figures> = beforePath
  ? (JSON.parse(await readFile(beforePath, 'utf8')) as Record<string, Figures>)
  : {};

const { engine } = await createEngineForScripts(process.argv);
const photos: { name: string; image: RgbImage }[] = [];
for (const name of DEMO_PHOTOS) {
  photos.push({ name, image: await readRgb(path.join(DEMO_DIR, `${name}.jpg`)) });
}
if (process.argv.includes('--eval')) {
  for (const sample of await loadEvalSet(process.argv)) {
    if (percentiles(sample.image, sample.truth, 1).L50 > LIGHT_HAIR_L) photos.push(sample);
  }
}

const results: Record<string, Figures> = {};
/** A figure, or a saved run's figure and this one's. */
const column = (now: number, then: number | undefined) =>
  (then === undefined ? now.toFixed(1) : `${then.toFixed(1)} → ${now.toFixed(1).padStart(5)}`).padStart(14);
console.log(
  `${'photo'.padEnd(26)} ${'shade'.padEnd(10)} ${'hit ΔE'.padStart(14)} ${'top ΔL*'.padStart(14)} ${'low ΔL*'.padStart(14)}`,
);
for (const { name, image } of photos) {
  const analysis = await engine.analyse(image, name);
  const prepared = engine.prepare(image, analysis);
  for (const id of SHADE_IDS) {
    const shade = findShade(id);
    if (!shade) throw new Error(`catalogue has no colour ${id}`);
    const result = engine.render(prepared, shade);
    const swatch = srgbToLab(hexToRgb(shade.color));
    const hair = percentiles(result, analysis.mask, SURE_HAIR);
    const figures = {
      hit: deltaE2000(swatch, hair.median),
      top: hair.L90 - swatch.L,
      low: hair.L10 - swatch.L,
    };
    const key = `${name} ${id}`;
    results[key] = figures;
    const then = before[key] as Figures | undefined;
    console.log(
      `${name.padEnd(26)} ${id.padEnd(10)} ${column(figures.hit, then?.hit)} ` +
        `${column(figures.top, then?.top)} ${column(figures.low, then?.low)}`,
    );
    if (outDir) {
      await sharp(result.data, { raw: { width: result.width, height: result.height, channels: 3 } })
        .png()
        .toFile(path.join(outDir, `${name}-${id}.png`));
    }
  }
}
const tops = Object.values(results).map((f) => f.top);
const hits = Object.values(results).map((f) => f.hit);
console.log(`worst top ΔL* ${Math.max(...tops).toFixed(1)}, worst hit ΔE ${Math.max(...hits).toFixed(1)}`);
if (savePath) await writeFile(savePath, JSON.stringify(results, null, 2));

/** Median CIELAB (per channel) and the 10th, 50th and 90th percentiles of L* where `mask` ≥ `from`. */
function percentiles(image: RgbImage, mask: Uint8Array, from: number) {
  const L: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] < from) continue;
    const lab = srgbToLab({ r: image.data[i * 3], g: image.data[i * 3 + 1], b: image.data[i * 3 + 2] });
    L.push(lab.L);
    a.push(lab.a);
    b.push(lab.b);
  }
  if (L.length === 0) throw new Error('no hair pixels to measure');
  const at = (values: number[], q: number) =>
    values.sort((x, y) => x - y)[Math.floor(q * (values.length - 1))];
  const median = { L: at(L, 0.5), a: at(a, 0.5), b: at(b, 0.5) };
  return { median, L10: at(L, 0.1), L50: median.L, L90: at(L, 0.9) };
}
