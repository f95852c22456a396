import path from 'node:path';

import { ENGINE_VERSION } from '../src/analysis';
import { HairEngine } from '../src/engine';
import { createFileAnalysisStore } from '../src/file-analysis-store';
import { provisionHairModel } from '../src/model/provision';
import { HairModel } from '../src/segmentation/hair-model';

/**
 * The engine as the measuring scripts use it, plus the bare network for the "raw" comparison. With
 * `--mask-cache DIR` analyses are kept between runs (keyed by photo name, in a folder per engine version so an
 * older engine's are not reused), for quick recolouring iterations.
 */
export async function createEngineForScripts(argv: string[]) {
  const cacheIndex = argv.indexOf('--mask-cache');
  const cacheDir = cacheIndex >= 0 ? argv[cacheIndex + 1] : undefined;
  const engine = await HairEngine.create({
    analysisStore: cacheDir ? createFileAnalysisStore(path.join(cacheDir, `v${ENGINE_VERSION}`)) : undefined,
  });
  const model = new HairModel(await provisionHairModel());
  await model.load();
  return { engine, model };
}
