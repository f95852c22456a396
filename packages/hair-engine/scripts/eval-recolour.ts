/**
 * Recolouring quality on the shared evaluation set, for 12 colours spanning the catalogue.
 *
 *  (a) colour hit: ΔE2000 between the target colour and the median CIELAB of the result's hair pixels
 *      (ground-truth mask, eroded) — median over photos, target ≤ 4 for every colour;
 *  (b) texture kept: Pearson correlation of high-pass luminance (L* minus its 5×5 mean) inside the eroded
 *      hair, original vs result — median over photos, target ≥ 0.85 for every colour;
 *  (c) no spill: mean ΔE2000 change of the pixels outside the dilated ground-truth mask — mean over photos
 *      (and over all colours for the target), target ≤ 1.0.
 * Erosion and dilation radius: 1 % of the photo's long side, at least 3 px. Measured on the rendered pixels,
 * before JPEG encoding.
 *
 *   npm run eval:recolour [-- --dir ../shared/eval/hair] [--limit N] [--mask-cache DIR] [--naive] [--colours a,b]
 */
import { findShade } from '@hairhue/catalogue';

import type { RgbImage } from '@hairhue/recolour';
import { boxMean, deltaE2000, labToSrgb, srgbToLab } from '@hairhue/recolour';
import { createEngineForScripts } from './engine-for-scripts';
import { loadEvalSet, rawModelMask } from './eval-set';

const ALL_COLOUR_IDS = [
  'jet-black',
  'dark-brown',
  'chestnut',
  'honey-blonde',
  'platinum-blonde',
  'silver-grey',
  'copper',
  'burgundy',
  'rose-gold',
  'midnight-blue',
  'pastel-pink',
  'neon-green',
];
const coloursIndex = process.argv.indexOf('--colours');
const COLOUR_IDS = coloursIndex >= 0 ? process.argv[coloursIndex + 1].split(',') : ALL_COLOUR_IDS;

const limitIndex = process.argv.indexOf('--limit');
const limit = limitIndex >= 0 ? Number(process.argv[limitIndex + 1]) : Infinity;
const naive = process.argv.includes('--naive');
const { engine, model } = await createEngineForScripts(process.argv);
const samples = await loadEvalSet(process.argv, limit);

const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

type Scores = { hit: number[]; texture: number[]; spill: number[] };
const scores = new Map<string, Scores>(COLOUR_IDS.map((id) => [id, { hit: [], texture: [], spill: [] }]));

for (const sample of samples) {
  const { image, truth } = sample;
  const radius = Math.max(3, Math.round(0.01 * Math.max(image.width, image.height)));
  const inside = morph(truth, image.width, image.height, radius, 'erode');
  const outside = morph(truth, image.width, image.height, radius, 'dilate').map((v) => 1 - v);
  const rawMask = naive ? await rawModelMask(model, image) : undefined;
  const prepared = engine.prepare(image, await engine.analyse(image, sample.name));
  const originalLightness = lightnessOf(image);
  const originalLuma = highPass(originalLightness, image.width, image.height);
  for (const id of COLOUR_IDS) {
    const shade = findShade(id);
    if (!shade) throw new Error(`catalogue has no colour ${id}`);
    const result = rawMask ? naiveRecolour(image, rawMask, shade.color) : engine.render(prepared, shade);
    const score = scores.get(id) as Scores;
    score.hit.push(colourHit(result, inside, shade.color));
    const resultLuma = highPass(lightnessOf(result, image, originalLightness), image.width, image.height);
    score.texture.push(correlation(originalLuma, resultLuma, inside));
    score.spill.push(meanChange(image, result, outside));
  }
}

console.log(`${samples.length} photos`);
console.log(
  `${'colour'.padEnd(16)} ${'hit ΔE (median)'.padStart(16)} ${'texture r (median)'.padStart(19)} ${'spill ΔE (mean)'.padStart(16)}`,
);
let hitMet = true;
let textureMet = true;
for (const [id, score] of scores) {
  const hit = median(score.hit);
  const texture = median(score.texture);
  const spill = mean(score.spill);
  hitMet &&= hit <= 4;
  textureMet &&= texture >= 0.85;
  const misses = [hit > 4 ? 'hit' : '', texture < 0.85 ? 'texture' : ''].filter(Boolean).join(', ');
  console.log(
    `${id.padEnd(16)} ${hit.toFixed(2).padStart(16)} ${texture.toFixed(3).padStart(19)} ${spill.toFixed(2).padStart(16)}  ${misses ? `missed: ${misses}` : 'ok'}`,
  );
}
const everything = [...scores.values()];
const spillOverall = mean(everything.flatMap((s) => s.spill));
console.log(
  `${'all'.padEnd(16)} ${median(everything.flatMap((s) => s.hit))
    .toFixed(2)
    .padStart(16)} ${median(everything.flatMap((s) => s.texture))
    .toFixed(3)
    .padStart(19)} ${spillOverall.toFixed(2).padStart(16)}`,
);
const verdict = (met: boolean) => (met ? 'MET' : 'NOT MET');
console.log(`target colour hit ≤ 4 for every colour:        ${verdict(hitMet)}`);
console.log(`target texture ≥ 0.85 for every colour:        ${verdict(textureMet)}`);
console.log(
  `target spill ≤ 1.0 (mean over all colours):    ${verdict(spillOverall <= 1)} (${spillOverall.toFixed(2)})`,
);

function morph(mask: Uint8Array, width: number, height: number, radius: number, op: 'erode' | 'dilate') {
  const plane = Float32Array.from(mask);
  const averaged = boxMean(plane, width, height, radius);
  // A window that is entirely hair (erode) or has any hair (dilate); a square structuring element.
  return Uint8Array.from(averaged, (v) => (op === 'erode' ? (v > 0.999 ? 1 : 0) : v > 0.001 ? 1 : 0));
}

function colourHit(result: RgbImage, inside: Uint8Array, targetHex: string): number {
  const L: number[] = [];
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < inside.length; i++) {
    if (!inside[i]) continue;
    const lab = srgbToLab({ r: result.data[i * 3], g: result.data[i * 3 + 1], b: result.data[i * 3 + 2] });
    L.push(lab.L);
    a.push(lab.a);
    b.push(lab.b);
  }
  if (L.length === 0) return 0;
  const hex = Number.parseInt(targetHex.slice(1), 16);
  const target = srgbToLab({ r: (hex >> 16) & 255, g: (hex >> 8) & 255, b: hex & 255 });
  return deltaE2000(target, { L: median(L), a: median(a), b: median(b) });
}

/** CIELAB L* per pixel; with `before`, only pixels that differ from it are converted again. */
function lightnessOf(image: RgbImage, before?: RgbImage, beforeLightness?: Float32Array): Float32Array {
  const pixels = image.width * image.height;
  const lightness = beforeLightness ? Float32Array.from(beforeLightness) : new Float32Array(pixels);
  const d = image.data;
  for (let i = 0; i < pixels; i++) {
    const o = i * 3;
    if (
      before &&
      d[o] === before.data[o] &&
      d[o + 1] === before.data[o + 1] &&
      d[o + 2] === before.data[o + 2]
    ) {
      continue;
    }
    lightness[i] = srgbToLab({ r: d[o], g: d[o + 1], b: d[o + 2] }).L;
  }
  return lightness;
}

function highPass(lightness: Float32Array, width: number, height: number): Float32Array {
  const local = boxMean(lightness, width, height, 2);
  return lightness.map((v, i) => v - local[i]);
}

function correlation(x: Float32Array, y: Float32Array, where: Uint8Array): number {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    n++;
    sx += x[i];
    sy += y[i];
  }
  if (n < 2) return 1;
  const mx = sx / n;
  const my = sy / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    const dx = x[i] - mx;
    const dy = y[i] - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

function meanChange(original: RgbImage, result: RgbImage, where: Uint8Array): number {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    n++;
    const o = i * 3;
    const r0 = original.data[o];
    const g0 = original.data[o + 1];
    const b0 = original.data[o + 2];
    const r1 = result.data[o];
    const g1 = result.data[o + 1];
    const b1 = result.data[o + 2];
    if (r0 === r1 && g0 === g1 && b0 === b1) continue;
    sum += deltaE2000(srgbToLab({ r: r0, g: g0, b: b0 }), srgbToLab({ r: r1, g: g1, b: b1 }));
  }
  return n === 0 ? 0 : sum / n;
}

/**
 * The baseline of ENGINE-NOTES.md, for comparison (`--naive`): CIELAB, the hair's median moved to the target,
 * offsets from the median kept (L × 1, a/b × 0.3), alpha-blended with the raw network mask.
 */
function naiveRecolour(image: RgbImage, mask: Float32Array, targetHex: string): RgbImage {
  const hex = Number.parseInt(targetHex.slice(1), 16);
  const target = srgbToLab({ r: (hex >> 16) & 255, g: (hex >> 8) & 255, b: hex & 255 });
  const labs = Array.from({ length: mask.length }, (_, i) =>
    srgbToLab({ r: image.data[i * 3], g: image.data[i * 3 + 1], b: image.data[i * 3 + 2] }),
  );
  const hair = labs.filter((_, i) => mask[i] > 0.5);
  const med = {
    L: median(hair.map((c) => c.L)),
    a: median(hair.map((c) => c.a)),
    b: median(hair.map((c) => c.b)),
  };
  const out = new Uint8Array(image.data);
  for (let i = 0; i < mask.length; i++) {
    const alpha = mask[i];
    if (alpha <= 0) continue;
    const c = labs[i];
    const rgb = labToSrgb({
      L: target.L + (c.L - med.L),
      a: target.a + 0.3 * (c.a - med.a),
      b: target.b + 0.3 * (c.b - med.b),
    });
    out[i * 3] = Math.round(rgb.r * alpha + image.data[i * 3] * (1 - alpha));
    out[i * 3 + 1] = Math.round(rgb.g * alpha + image.data[i * 3 + 1] * (1 - alpha));
    out[i * 3 + 2] = Math.round(rgb.b * alpha + image.data[i * 3 + 2] * (1 - alpha));
  }
  return { width: image.width, height: image.height, data: out };
}
