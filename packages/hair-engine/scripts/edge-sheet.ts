/**
 * Issue 21's look sheet: its five crops of the demo photos and ten chosen portraits, before | today's engine
 * (the probability analysis) | the new one (the matte), in five shades, enlarged 2× with nearest neighbour so
 * an outline's pixels can be judged. One PNG per photo (lossless, so JPEG blocks are not read as edge faults),
 * written outside the repository: the photos are never committed.
 *
 *   npm run edge-sheet -- <out-dir> [--analysis probability|matte|both] [--only demo-2,portrait-084]
 *
 * Every run analyses afresh (no cache), so it shows the matte as the working tree has it; --only reruns a few
 * sheets quickly. The product runs end to end: decode, analyse, prepare, render the whole photo, then crop.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import type { Shade } from '@hairhue/catalogue';
import { findShade } from '@hairhue/catalogue';
import type { RgbImage } from '@hairhue/recolour';

import { HairEngine } from '../src/engine';
import { runCli } from './run-cli';
import type { CropBlock } from './edge-sheet/draw';
import { drawSheet, SCALE } from './edge-sheet/draw';
import type { Crop, SheetPhoto } from './edge-sheet/photos';
import { REPO_ROOT, SHEET_PHOTOS, SHEET_SHADE_IDS } from './edge-sheet/photos';

const USAGE =
  'usage: npm run edge-sheet -- <out-dir outside the repository> [--analysis probability|matte|both] [--only name,…]';
const ANALYSES = {
  probability: 'today: probability (matte: false)',
  matte: 'new: matte (matte: true)',
} as const;
type AnalysisKind = keyof typeof ANALYSES;
const OPTIONS = ['--analysis', '--only'];
/** What decides an analysis or a render (the command-line tools around them do not). */
const ENGINE_SOURCES = ['packages/hair-engine/src', 'packages/recolour/src'];

runCli(USAGE, async (args) => {
  const started = performance.now();
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const outArg = args.find((arg, k) => !arg.startsWith('--') && !OPTIONS.includes(args[k - 1]));
  if (!outArg) throw new Error(USAGE);
  const analysis = option('--analysis') ?? 'both';
  if (analysis !== 'both' && !(analysis in ANALYSES)) throw new Error(USAGE);
  const kinds = analysis === 'both' ? (['probability', 'matte'] as const) : [analysis as AnalysisKind];
  const only = option('--only')?.split(',');
  const photos = only ? SHEET_PHOTOS.filter((photo) => only.includes(photo.name)) : SHEET_PHOTOS;
  if (photos.length === 0) {
    throw new Error(`--only names none of: ${SHEET_PHOTOS.map((p) => p.name).join(', ')}`);
  }

  const outDir = await outsideRepository(outArg);
  await mkdir(outDir, { recursive: true });
  const shades = SHEET_SHADE_IDS.map((id) => {
    const shade = findShade(id);
    if (!shade) throw new Error(`the catalogue has no shade ${id}`);
    return shade;
  });
  const engines = await Promise.all(kinds.map((kind) => HairEngine.create({ matte: kind === 'matte' })));
  const state = `engine at ${engineState()}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  console.log(`${state}; engines ready in ${seconds(started)}`);

  const written: string[] = [];
  for (const photo of photos) {
    const photoStarted = performance.now();
    const { image } = await engines[0].decode(await readFile(photo.file));
    const renders: Map<string, RgbImage>[] = [];
    const times: string[] = [];
    for (let k = 0; k < engines.length; k++) {
      const engineStarted = performance.now();
      const prepared = engines[k].prepare(image, await engines[k].analyse(image));
      renders.push(new Map(shades.map((shade) => [shade.id, engines[k].render(prepared, shade)])));
      times.push(`${kinds[k]} ${seconds(engineStarted)}`);
    }
    const columns = ['before', ...kinds.map((kind) => ANALYSES[kind])];
    const blocks = photo.crops.map((crop): CropBlock => {
      const rows = rowShades(crop, shades).map(({ shade, named }) => ({
        label: named ? `${shade.name} · named in issue 21` : shade.name,
        images: [image, ...renders.map((byShade) => byShade.get(shade.id) as RgbImage)],
      }));
      const note = crop.issueShadeIds ? `Issue 21: ${crop.note}` : `Look for: ${crop.note}`;
      return { title: `${crop.where} (${crop.box.join(', ')})`, note, box: crop.box, columns, rows };
    });
    const lines = [`${columns.join(' | ')} · crops at ${SCALE}×, nearest neighbour`, state];
    const sheet = await drawSheet(title(photo), lines, blocks);
    const file = path.join(outDir, `${photo.name}.png`);
    const { width, height } = await sheet.png({ compressionLevel: 3 }).toFile(file);
    written.push(`${file}  ${width}×${height}`);
    console.log(
      `${photo.name}: ${times.join(', ')} (analysis, ${shades.length} renders); sheet done at ${seconds(photoStarted)}`,
    );
  }
  console.log(`\n${written.length} sheets in ${seconds(started)}:\n${written.join('\n')}`);
});

/** The shades issue 21 names for the crop first (marked), then the rest of the sheet's shades. */
function rowShades(crop: Crop, shades: Shade[]): { shade: Shade; named: boolean }[] {
  const named = crop.issueShadeIds ?? [];
  const order = (shade: Shade) => (named.includes(shade.id) ? named.indexOf(shade.id) : named.length);
  return [...shades]
    .sort((a, b) => order(a) - order(b))
    .map((shade) => ({ shade, named: named.includes(shade.id) }));
}

function title(photo: SheetPhoto): string {
  const file = path.relative(path.dirname(REPO_ROOT), photo.file);
  return photo.covers ? `${photo.name}: ${photo.covers} (${file})` : `${photo.name} (${file})`;
}

/** The out-dir, resolved through symbolic links; refused inside the repository (photos are never committed). */
async function outsideRepository(dir: string): Promise<string> {
  let existing = path.resolve(dir);
  const missing: string[] = [];
  while (!existsSync(existing)) {
    missing.unshift(path.basename(existing));
    existing = path.dirname(existing);
  }
  const resolved = path.join(await realpath(existing), ...missing);
  const relative = path.relative(await realpath(REPO_ROOT), resolved);
  if (
    relative === '' ||
    (!relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative))
  ) {
    throw new Error(`${dir} is inside the repository; write the sheets elsewhere (e.g. /tmp/edge-sheet)`);
  }
  return resolved;
}

/** Which engine a sheet shows: the commit, and whether the engine's sources had changes not yet committed. */
function engineState(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  try {
    const changed = git('status', '--porcelain', '--', ...ENGINE_SOURCES);
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' + uncommitted changes' : ''}`;
  } catch {
    return 'an unknown commit (git failed)';
  }
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
