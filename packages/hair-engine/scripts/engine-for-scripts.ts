import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { RenderRecipe } from '@hairhue/catalogue';

import type { RgbImage } from '../src/image/types';
import { prepareHairLayer } from '../src/recolour/hair-layer';
import { renderRecipe } from '../src/recolour/render';
import { HairModel } from '../src/segmentation/hair-model';
import { segmentHair } from '../src/segmentation/segment';

const sharedModel = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/models/mediapipe_hair_segmentation.onnx',
);

export async function createEngineForScripts() {
  const model = new HairModel(sharedModel);
  await model.load();
  return {
    model,
    segment: (image: RgbImage) => segmentHair(image, model),
    /** `cacheFile`: where to keep the mask between runs of a measuring script (`--mask-cache DIR`). */
    analyse: async (image: RgbImage, cacheFile?: string) => {
      if (cacheFile && existsSync(cacheFile))
        return prepareHairLayer(image, new Uint8Array(readFileSync(cacheFile)));
      const mask = await segmentHair(image, model);
      const bytes = Uint8Array.from(mask.data, (v) => Math.round(v * 255));
      if (cacheFile) {
        mkdirSync(path.dirname(cacheFile), { recursive: true });
        writeFileSync(cacheFile, bytes);
      }
      return prepareHairLayer(image, bytes);
    },
    render: (image: RgbImage, layer: ReturnType<typeof prepareHairLayer>, recipe: RenderRecipe) =>
      renderRecipe(image, layer, recipe),
  };
}
