import path from 'node:path';

import { ENGINE_VERSION } from '../src/analysis';
import { HairEngine } from '../src/engine';
import { createFileAnalysisStore } from '../src/file-analysis-store';
import { provisionHairModel } from '../src/model/provision';
import { HairModel } from '../src/segmentation/hair-model';

/**
 * The engine as the measuring scripts use it, plus the bare network for the "raw" comparison. With
 * `--mask-cache DIR` analyses are kept between runs (keyed by photo name, in a folder per engine version so an
 * older engine's are not reused), for quick recolouring iterations. `--analysis probability` measures the engine
 * as it was before analyses held a matte (version 3: the refined probability alone); the default is the matte.
 */
export type AnalysisKind = 'matte' | 'probability';

/**
 * The engine whose analyses are of this kind, keeping them under `cacheDir` (if given) in a folder of that
 * kind's own, so a cache of one engine is never read by the other.
 */
export function engineOfKind(kind: AnalysisKind, cacheDir?: string): Promise<HairEngine> {
  const folder = kind === 'matte' ? `v${ENGINE_VERSION}` : 'v3-probability';
  return HairEngine.create({
    analysisStore: cacheDir ? createFileAnalysisStore(path.join(cacheDir, folder)) : undefined,
    matte: kind === 'matte',
  });
}

export async function createEngineForScripts(argv: string[]) {
  const cacheIndex = argv.indexOf('--mask-cache');
  const cacheDir = cacheIndex >= 0 ? argv[cacheIndex + 1] : undefined;
  const kindIndex = argv.indexOf('--analysis');
  const kind = kindIndex >= 0 ? argv[kindIndex + 1] : 'matte';
  if (kind !== 'matte' && kind !== 'probability') {
    throw new Error(`--analysis takes matte or probability; not ${kind}`);
  }
  const engine = await engineOfKind(kind, cacheDir);
  const model = new HairModel(await provisionHairModel());
  await model.load();
  return { engine, model };
}
