/**
 * Renders one photo in one catalogue colour or effect.
 *
 *   npm run render -- <photo> <colour-or-effect-id> <out.jpg>
 */
import { readFile, writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import { findShade } from '@hairhue/catalogue';

import { contentKey, createCliEngine, runCli } from './run-cli';

const USAGE = 'usage: npm run render -- <photo> <colour-or-effect-id> <out.jpg>';

runCli(USAGE, async (args) => {
  const [photoPath, shadeId, outPath] = args;
  if (!photoPath || !shadeId || !outPath) throw new Error(USAGE);
  const shade = findShade(shadeId);
  if (!shade) throw new Error(`No colour or effect called "${shadeId}" in the catalogue.`);

  const bytes = await readFile(photoPath);
  const engine = await createCliEngine();
  const started = performance.now();
  const { image } = await engine.decode(bytes);
  const decoded = performance.now();
  const analysis = await engine.analyse(image, contentKey(bytes));
  const analysed = performance.now();
  const jpeg = await engine.renderJpeg(engine.prepare(image, analysis), shade);
  const rendered = performance.now();
  await writeFile(outPath, jpeg);
  console.log(
    `${shade.name} → ${outPath} (${image.width}×${image.height}, hair ${(analysis.hairFraction * 100).toFixed(1)} %): ` +
      `decode ${(decoded - started).toFixed(0)} ms, analysis ${(analysed - decoded).toFixed(0)} ms, ` +
      `render + encode ${(rendered - analysed).toFixed(0)} ms`,
  );
});
