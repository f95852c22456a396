/**
 * Edge quality on the shared evaluation set, as issue 11 defines it ("Measure"), with the targets issue 21
 * keeps on it (IoU ≥ 0.84, precision ≥ 0.88, recall ≥ 0.93, every Figaro type ≥ 0.80; the halo not a target):
 *
 *  - changed-pixel IoU: render neon green; a pixel is changed when ΔE76 (CIELAB) between original and result
 *    is > 12; IoU of the changed pixels against the true hair per photo, then the mean; precision and recall
 *    (per photo, then the mean) beside it. Rendered pixels, before JPEG;
 *  - halo: mean ΔE76 between original and result, same render, in the ring from 2 px to 2 px + 1.5 % of the
 *    short side outside the true hair, per photo, then the mean. The ring comes from an exact Euclidean
 *    distance transform: a box dilation's square ring reaches farther from the hair along diagonals, where the
 *    halo has faded, and reads 1–3 ΔE lower on the same renders;
 *  - per hair type: the Figaro frame number gives the type (150 frames each); the LFW photos apart;
 *  - compositing error with a known alpha: synthetic I = α·F + (1 − α)·B (scripts/edges/composites.ts); the
 *    ideal is α·recolour(F) + (1 − α)·B with recolour(F) the engine's render of F as all hair wherever α > 0
 *    (the hair the composite holds); mean ΔE2000 in the edge band 0.02 < α < 0.98, per composite, then the
 *    mean, for five shades; for today's blend, the render over a matte given the known α (F estimated), and
 *    the matting library's whole path with the known α taken as a hair probability.
 *
 *   npm run eval:edges [-- --dir ../shared/eval/hair] [--limit N] [--only iou|halo|composite] [--mask-cache DIR]
 *
 * `--limit N` takes the first N photos (the composites then draw their textures from those); `--only` takes one
 * part or a comma-separated list (iou and halo share one render per photo).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import type { Shade } from '@hairhue/catalogue';
import { findShade } from '@hairhue/catalogue';

import { createAnalysis } from '../src/analysis';
import type { HairEngine } from '../src/engine';
import { estimateForeground } from '../src/matting/foreground';
import { computeMatte } from '../src/matting/matte';
import { mulberry32 } from '@hairhue/recolour';
import type { RgbImage } from '@hairhue/recolour';
import { changedOverlap, deltaE76Plane, meanWhere } from './edges/changed';
import { blendPlanes, COMPOSITE_SIDE, compositingErrors, makeComposites } from './edges/composites';
import { ringOutside } from './edges/distance';
import { FIGARO_TYPES, photoGroup } from './edges/groups';
import type { Target } from './edges/report';
import { atLeast, atMost, mean, row, verdict } from './edges/report';
import { createEngineForScripts } from './engine-for-scripts';
import { loadEvalSet } from './eval-set';

const PARTS = ['iou', 'halo', 'composite'] as const;
const CHANGED_THRESHOLD = 12;
const PHOTO_SHADE = 'neon-green';
const COMPOSITE_SHADES = ['platinum-blonde', 'copper', 'jet-black', 'hot-pink', 'neon-green'];
const COMPOSITE_COUNT = 24;
/** The composites' seed: the same textures, backgrounds and strands on every run. */
const SEED = 11;

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    limit: { type: 'string' },
    only: { type: 'string' },
    'mask-cache': { type: 'string' },
    analysis: { type: 'string' },
  },
});
const parts = new Set(args.only ? args.only.split(',') : PARTS);
for (const part of parts) {
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`--only takes ${PARTS.join(', ')}; not ${part}`);
}
const limit = args.limit === undefined ? Infinity : Number(args.limit);
if (!(limit > 0)) throw new Error(`--limit takes a positive number; not ${args.limit}`);

const { engine } = await createEngineForScripts(process.argv);
const samples = await loadEvalSet(process.argv, limit);
const figaroCount = samples.filter((s) => s.name.startsWith('figaro_')).length;
console.log(`${samples.length} photos (${figaroCount} Figaro, ${samples.length - figaroCount} LFW)`);
if (parts.has('iou') || parts.has('halo')) await measurePhotos();
if (parts.has('composite')) await measureComposites();

async function measurePhotos(): Promise<void> {
  const started = performance.now();
  const shade = shadeOf(PHOTO_SHADE);
  const rows: { group: string; iou: number; precision: number; recall: number; halo: number }[] = [];
  for (const { name, image, truth } of samples) {
    const result = engine.render(engine.prepare(image, await engine.analyse(image, name)), shade);
    const difference = deltaE76Plane(image, result);
    const ring = ringOutside(
      truth,
      image.width,
      image.height,
      2,
      0.015 * Math.min(image.width, image.height),
    );
    const halo = meanWhere(difference, ring);
    rows.push({
      group: photoGroup(name) ?? 'other',
      ...changedOverlap(difference, truth, CHANGED_THRESHOLD),
      halo,
    });
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`\nRender ${shade.id} (${shade.color}), rendered pixels before JPEG; ${seconds} s`);
  console.log(
    `changed: ΔE76 > ${CHANGED_THRESHOLD}; halo: mean ΔE76 in the ring 2 px … 2 px + 1.5 % of the short side`,
  );
  const widths = [12, 6, 7, 9, 7, 6, 0];
  console.log(row(['group', 'photos', 'IoU', 'precision', 'recall', 'halo', '  targets'], widths));
  const groups: [string, (g: string) => boolean][] = [
    ['all', () => true],
    ['lfw', (g) => g === 'lfw'],
    ['figaro', (g) => g !== 'lfw' && g !== 'other'],
    ...FIGARO_TYPES.map((type): [string, (g: string) => boolean] => [`  ${type}`, (g) => g === type]),
  ];
  for (const [label, belongs] of groups) {
    const group = rows.filter((r) => belongs(r.group));
    if (group.length === 0) {
      console.log(row([label, '0', '–', '–', '–', '–', ''], widths));
      continue;
    }
    const iou = mean(group.map((r) => r.iou));
    const precision = mean(group.map((r) => r.precision));
    const recall = mean(group.map((r) => r.recall));
    const halos = group.map((r) => r.halo).filter(Number.isFinite);
    const halo = halos.length ? mean(halos) : Number.NaN;
    // Issue 21's must-holds on the shared set; the halo ring is reported, not a target, since a partly-hair
    // pixel that changes partly (the right answer at a strand) counts in it.
    const targets: Target[] = [];
    if (parts.has('iou') && label === 'all') {
      targets.push(atLeast(iou, 0.84, 'IoU'), atLeast(precision, 0.88, 'precision'));
      targets.push(atLeast(recall, 0.93, 'recall'));
    } else if (parts.has('iou') && label.startsWith('  ')) targets.push(atLeast(iou, 0.8, 'IoU'));
    const show = (value: number, digits: number, part: string) =>
      parts.has(part) ? value.toFixed(digits) : '–';
    console.log(
      row(
        [
          label,
          String(group.length),
          show(iou, 3, 'iou'),
          show(precision, 3, 'iou'),
          show(recall, 3, 'iou'),
          show(halo, 1, 'halo'),
          `  ${verdict(targets)}`,
        ],
        widths,
      ),
    );
  }
}

async function measureComposites(): Promise<void> {
  const started = performance.now();
  const shades = COMPOSITE_SHADES.map(shadeOf);
  const composites = makeComposites(samples, COMPOSITE_COUNT, mulberry32(SEED));
  // Three blends: today's (the probability shaped into an alpha, no matte); the render over a matte given the
  // known α (the measure: how well the blend reproduces the ideal when α is right, with F estimated);
  // and the matting library's whole path from the known α taken as a hair probability (it then solves its own
  // alpha, as for a photo: how well that solve recovers α).
  const blends = [
    { name: "today's blend, no matte", render: renderWithoutMatte },
    { name: 'matte blend, known α', render: renderWithKnownAlpha },
    { name: 'matte solved from α', render: renderWithMatte },
  ];
  type Errors = { plain: number[]; photo: number[]; interior: number[] };
  const errors: Errors[][] = blends.map(() => shades.map(() => ({ plain: [], photo: [], interior: [] })));
  for (const composite of composites) {
    // recolour(F) is the engine's render of the hair the composite holds (F wherever α > 0, as all hair):
    // rendered over the whole square instead, F's other parts would move the hair's measured shading range
    // and so every hair pixel's colour, a shift no edge is to blame for.
    const hairOnly = createAnalysis(
      COMPOSITE_SIDE,
      COMPOSITE_SIDE,
      Uint8Array.from(composite.alpha, (a) => (a > 0 ? 255 : 0)),
    );
    const foreground = engine.prepare(composite.foreground, hairOnly);
    const ideals = shades.map((shade) =>
      blendPlanes(engine.render(foreground, shade), composite.backgroundImage, composite.alpha),
    );
    for (const [b, blend] of blends.entries()) {
      const results = await blend.render(engine, composite.image, composite.alpha, shades);
      results.forEach((result, s) => {
        const { band, interior } = compositingErrors(result, ideals[s], composite.alpha);
        errors[b][s][composite.background].push(band);
        errors[b][s].interior.push(interior);
      });
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const plain = composites.filter((c) => c.background === 'plain').length;
  console.log(
    `\nCompositing error with a known alpha: ${composites.length} synthetic ${COMPOSITE_SIDE}² composites ` +
      `(${plain} over plain colours, ${composites.length - plain} over photos, seed ${SEED}); ${seconds} s`,
  );
  console.log(
    'mean ΔE2000 to α·recolour(F) + (1 − α)·B in the edge band 0.02 < α < 0.98 (by background, all);\n' +
      'interior: the same over α ≥ 0.98, not a target, shows how much of the band error is a shift of the whole hair',
  );
  const widths = [38, 7, 7, 7, 9, 0];
  console.log(row(['blend / shade', 'plain', 'photo', 'all', 'interior', '  target'], widths));
  const cell = (values: number[]) => (values.length ? mean(values).toFixed(2) : '–');
  blends.forEach((blend, b) => {
    const overall: number[] = [];
    const interiors: number[] = [];
    shades.forEach((shade, s) => {
      const { plain: overPlain, photo: overPhoto, interior } = errors[b][s];
      const all = [...overPlain, ...overPhoto];
      overall.push(...all);
      interiors.push(...interior);
      console.log(
        row(
          [`${blend.name} / ${shade.id}`, cell(overPlain), cell(overPhoto), cell(all), cell(interior), ''],
          widths,
        ),
      );
    });
    const target = verdict([atMost(mean(overall), 1.5, 'ΔE2000')]);
    console.log(
      row([`${blend.name} / all shades`, '', '', cell(overall), cell(interiors), `  ${target}`], widths),
    );
  });
}

/**
 * Today's blend: the engine is given the composite with the known α (8-bit) as its analysis mask, which it
 * reads as a hair probability, shapes into an alpha and blends towards the new colour. Async like the
 * matte's paths.
 */
async function renderWithoutMatte(
  engine: HairEngine,
  image: RgbImage,
  alpha: Float32Array,
  shades: Shade[],
): Promise<RgbImage[]> {
  const mask = Uint8Array.from(alpha, (a) => Math.round(a * 255));
  const prepared = engine.prepare(image, createAnalysis(image.width, image.height, mask));
  return shades.map((shade) => engine.render(prepared, shade));
}

/**
 * The matting library's whole path, as a render over a photo's probability would use it: the matte solved
 * from the composite with the known α taken as the hair probability (the band, each pixel's alpha read from
 * its colour, the hair's colour on the outline), then the engine's render over that matte.
 */
async function renderWithMatte(
  engine: HairEngine,
  image: RgbImage,
  alpha: Float32Array,
  shades: Shade[],
): Promise<RgbImage[]> {
  const { width, height } = image;
  const matte = await computeMatte(image, { width, height, data: alpha });
  const prepared = engine.prepare(image, createAnalysis(width, height, matte.alpha, matte.band.foreground));
  return shades.map((shade) => engine.render(prepared, shade));
}

/**
 * The render's blend over a matte, given the known α: the hair's colour under every partly covered pixel
 * estimated from the composite and α (multi-level foreground estimation, at the composite's own size), then
 * the engine's render over that matte, α·recolour(F̂) + the background's share of the pixel.
 */
async function renderWithKnownAlpha(
  engine: HairEngine,
  image: RgbImage,
  alpha: Float32Array,
  shades: Shade[],
): Promise<RgbImage[]> {
  const { width, height } = image;
  const mask = Uint8Array.from(alpha, (a) => Math.round(a * 255));
  const { foreground } = estimateForeground(
    Float32Array.from(image.data, (v) => v / 255),
    Float32Array.from(mask, (v) => v / 255),
    width,
    height,
  );
  const partial: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] === 0 || mask[i] === 255) continue;
    for (let c = 0; c < 3; c++) partial.push(Math.round(foreground[i * 3 + c] * 255));
  }
  const prepared = engine.prepare(image, createAnalysis(width, height, mask, Uint8Array.from(partial)));
  return shades.map((shade) => engine.render(prepared, shade));
}

function shadeOf(id: string): Shade {
  const shade = findShade(id);
  if (!shade) throw new Error(`catalogue has no colour ${id}`);
  return shade;
}
