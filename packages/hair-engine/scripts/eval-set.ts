import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

import type { RgbImage } from '@hairhue/recolour';
import type { HairModel } from '../src/segmentation/hair-model';
import { MODEL_SIDE } from '../src/segmentation/hair-model';
import { resizePlane } from '@hairhue/recolour';

/** The research-only evaluation photos live beside the repository and are read in place, never copied. */
export const DEFAULT_EVAL_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/eval/hair',
);

export interface EvalSample {
  name: string;
  image: RgbImage;
  /** Ground truth, 1 = hair, 0 = not hair, one byte per pixel. */
  truth: Uint8Array;
}

export function evalDirFromArgs(argv: string[]): string {
  const index = argv.indexOf('--dir');
  return index >= 0 && argv[index + 1] ? path.resolve(argv[index + 1]) : DEFAULT_EVAL_DIR;
}

export async function loadEvalSet(argv: string[], limit = Infinity): Promise<EvalSample[]> {
  const dir = evalDirFromArgs(argv);
  const names = readdirSync(path.join(dir, 'images'))
    .filter((file) => file.endsWith('.jpg'))
    .map((file) => file.slice(0, -4))
    .sort()
    .slice(0, limit);
  const samples: EvalSample[] = [];
  for (const name of names) {
    const { data, info } = await sharp(path.join(dir, 'images', `${name}.jpg`))
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const mask = await sharp(path.join(dir, 'masks', `${name}.png`))
      .greyscale()
      .raw()
      .toBuffer();
    const truth = new Uint8Array(mask.length);
    for (let i = 0; i < mask.length; i++) truth[i] = mask[i] > 127 ? 1 : 0;
    samples.push({
      name,
      image: { width: info.width, height: info.height, data: new Uint8Array(data) },
      truth,
    });
  }
  return samples;
}

export function intersectionOverUnion(probability: Float32Array, truth: Uint8Array): number {
  let intersection = 0;
  let union = 0;
  for (let i = 0; i < truth.length; i++) {
    const predicted = probability[i] > 0.5;
    const actual = truth[i] === 1;
    if (predicted && actual) intersection++;
    if (predicted || actual) union++;
  }
  return union === 0 ? 1 : intersection / union;
}

/** The network alone, as ENGINE-NOTES.md measured it: one stretched 512² pass, bilinear upsampling. */
export async function rawModelMask(model: HairModel, image: RgbImage): Promise<Float32Array> {
  const input = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(MODEL_SIDE, MODEL_SIDE, { fit: 'fill' })
    .raw()
    .toBuffer();
  const probability = await model.predict({
    width: MODEL_SIDE,
    height: MODEL_SIDE,
    data: new Uint8Array(input),
  });
  return resizePlane(probability, image.width, image.height).data;
}
