import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

import { convertTfliteToOnnx } from './convert';
import { isFile, verifyChecksum, writeAtomically } from './files';
import { CONVERTER_REVISION, DEFAULT_CACHE_DIR } from './provision';

/*
 * The person and face guards' networks: MediaPipe models that ship inside their npm packages (Apache-2.0,
 * see MODEL-NOTICE.md). Nothing is downloaded at run time: the `.tflite` is read from node_modules, checked
 * against its pinned sha256, converted by our converter, and the ONNX kept in the same cache as the hair
 * model's.
 */

export interface PackagedModel {
  /** Stem of the cached ONNX file's name. */
  id: string;
  packageName: string;
  /** Path of the `.tflite` inside the package. */
  file: string;
  sha256: string;
}

/** Person probability, [1,256,256,3] RGB/255 → [1,256,256,1] (sigmoid inside). */
export const SELFIE_SEGMENTATION_MODEL: PackagedModel = {
  id: 'selfie_segmentation',
  packageName: '@mediapipe/selfie_segmentation',
  file: 'selfie_segmentation.tflite',
  sha256: '8d13b7fae74af625c641226813616a2117bd6bca19eb3b75574621fc08557f27',
};

/** BlazeFace short range, [1,128,128,3] in [−1, 1] → regressors [1,896,16], score logits [1,896,1]. */
export const FACE_DETECTION_SHORT_RANGE_MODEL: PackagedModel = {
  id: 'face_detection_short_range',
  packageName: '@mediapipe/face_detection',
  file: 'face_detection_short_range.tflite',
  sha256: '3bc182eb9f33925d9e58b5c8d59308a760f4adea8f282370e428c51212c26633',
};

/** BlazeFace full range, [1,192,192,3] in [−1, 1] → regressors [1,2304,16], score logits [1,2304,1]. */
export const FACE_DETECTION_FULL_RANGE_MODEL: PackagedModel = {
  id: 'face_detection_full_range',
  packageName: '@mediapipe/face_detection',
  file: 'face_detection_full_range.tflite',
  sha256: '99bf9494d84f50acc6617d89873f71bf6635a841ea699c17cb3377f9507cfec3',
};

/** One line of credit for the guard models, for an about page or a licence listing. */
export const GUARD_MODELS_ATTRIBUTION =
  'Person and face guards: MediaPipe Selfie Segmentation and MediaPipe Face Detection (BlazeFace) models ' +
  '© Google LLC, licensed under the Apache License 2.0 (npm @mediapipe/selfie_segmentation, ' +
  '@mediapipe/face_detection). Converted from TFLite to ONNX by Hairhue; weights unchanged.';

const require = createRequire(import.meta.url);

/** Where the package's `.tflite` lies in node_modules. */
export function packagedTflitePath(model: PackagedModel): string {
  return path.join(path.dirname(require.resolve(`${model.packageName}/package.json`)), model.file);
}

/** Name of the converted model in the cache: keyed by the source's sha256 and the converter revision. */
export function cachedGuardFileName(model: PackagedModel): string {
  return `${model.id}-${model.sha256.slice(0, 16)}-r${CONVERTER_REVISION}.onnx`;
}

export interface GuardProvisionOptions {
  cacheDir?: string;
  /** The `.tflite` to use instead of the package's (tests). */
  tflitePath?: string;
}

/**
 * Returns the path of the model's ONNX conversion: the cached one if there is one, else the package's
 * `.tflite`, checked against the pinned sha256 (`ModelChecksumError`, nothing written, on a mismatch),
 * converted with the TFLite outputs kept as they are, and written to the cache atomically.
 */
export async function provisionPackagedModel(
  model: PackagedModel,
  options: GuardProvisionOptions = {},
): Promise<string> {
  const cached = path.join(options.cacheDir ?? DEFAULT_CACHE_DIR, cachedGuardFileName(model));
  // The cache name carries the source's sha256, and only verified sources are converted into it.
  if (await isFile(cached)) return cached;
  const source = options.tflitePath ?? packagedTflitePath(model);
  const tflite = await readFile(source);
  verifyChecksum(tflite, model.sha256, source);
  await writeAtomically(cached, convertTfliteToOnnx(tflite, { outputs: 'as-is' }));
  return cached;
}
