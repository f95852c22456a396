/**
 * Renders the icon of every special effect — the effect applied to a drawn lock of hair — as
 * `<out-dir>/{id}.png`, the files the app serves at /effect-icons/{id}.png.
 *
 *   npm run effect-icons -- <out-dir> [--size 256]
 */
import { performance } from 'node:perf_hooks';

import { renderAllEffectIcons } from '../src/icons';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run effect-icons -- <out-dir> [--size 256]';

runCli(USAGE, async (args) => {
  const sizeIndex = args.indexOf('--size');
  const size = sizeIndex >= 0 ? Number(args[sizeIndex + 1]) : 256;
  const outDir = args.find((arg, k) => !arg.startsWith('--') && args[k - 1] !== '--size');
  if (!outDir) throw new Error(USAGE);
  const started = performance.now();
  const files = await renderAllEffectIcons(outDir, size);
  console.log(
    `${files.length} icons (${size} px) → ${outDir} in ${(performance.now() - started).toFixed(0)} ms`,
  );
});
