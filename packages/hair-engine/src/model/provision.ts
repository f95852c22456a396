import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { convertTfliteToOnnx } from './convert';
import { ModelDownloadError } from './errors';
import { isFile, verifyChecksum, writeAtomically } from './files';

/** The pinned public copy of MediaPipe's hair segmentation model (tag v0.8.10; see MODEL-NOTICE.md). */
export const HAIR_MODEL_URL =
  'https://raw.githubusercontent.com/google/mediapipe/v0.8.10/mediapipe/models/hair_segmentation.tflite';

/** sha256 of the file at HAIR_MODEL_URL; anything else is refused. */
export const HAIR_MODEL_SHA256 = 'd2c940c4fd80edeaf38f5d7387d1b4235ee320ed120080df67c663e749e77633';

/** File names in a shared models folder. */
export const HAIR_MODEL_ONNX_FILE = 'mediapipe_hair_segmentation.onnx';
export const HAIR_MODEL_TFLITE_FILE = 'mediapipe_hair_segmentation.tflite';

/** Bumped whenever the converter's output changes, so stale conversions in a cache are not reused. */
export const CONVERTER_REVISION = 2;

/** One line of credit for the model, for an about page or a licence listing. */
export const MODEL_ATTRIBUTION =
  'Hair segmentation: MediaPipe hair segmentation model © Google LLC, licensed under the Apache License 2.0 ' +
  '(https://github.com/google/mediapipe). Converted from TFLite to ONNX by Hairhue; weights unchanged.';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** `../shared/models` beside the repository, where the team's machines keep the model files. */
export const DEFAULT_SHARED_MODELS_DIR = path.resolve(repoRoot, '../shared/models');

/** `<repo>/.cache/models` (git-ignored). */
export const DEFAULT_CACHE_DIR = path.join(repoRoot, '.cache', 'models');

export interface ProvisionOptions {
  /** Folder checked first for a ready ONNX or the original `.tflite`; `null` skips it. */
  sharedModelsDir?: string | null;
  /** Where a converted model is kept between runs. */
  cacheDir?: string;
  /** Where to download the `.tflite` from when no local copy exists. */
  url?: string;
  /** Expected sha256 (hex) of the `.tflite`. */
  sha256?: string;
  /** Download timeout. */
  timeoutMs?: number;
}

/**
 * Name of the converted model in the cache: keyed by the source's sha256 and the converter revision, and
 * marked when its input is of any size.
 */
export function cachedOnnxFileName(sha256: string, spatialSize: 'fixed' | 'free' = 'fixed'): string {
  const free = spatialSize === 'free' ? '-any-size' : '';
  return `hair_segmentation-${sha256.toLowerCase().slice(0, 16)}-r${CONVERTER_REVISION}${free}.onnx`;
}

/** Fetches the model bytes; any failure becomes a `ModelDownloadError`. */
export async function downloadModel(url: string, timeoutMs = 60_000): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ModelDownloadError(`Could not download the hair model from ${url}`, url, undefined, {
      cause: error,
    });
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ModelDownloadError(
      `Downloading the hair model from ${url} failed: HTTP ${response.status}`,
      url,
      response.status,
    );
  }
  try {
    return new Uint8Array(await response.arrayBuffer());
  } catch (error) {
    throw new ModelDownloadError(`Download of the hair model from ${url} was cut off`, url, response.status, {
      cause: error,
    });
  }
}

/**
 * Returns the path of a usable ONNX hair model, in this order:
 * 1. a ready `mediapipe_hair_segmentation.onnx` in the shared models folder (used as is);
 * 2. a conversion already in the cache;
 * 3. the shared folder's `.tflite`, or else a download from `url`, checked against `sha256`
 *    (`ModelChecksumError`, nothing written, on a mismatch), converted and written to the cache atomically.
 */
export async function provisionHairModel(options: ProvisionOptions = {}): Promise<string> {
  const sharedDir = sharedDirOf(options);
  if (sharedDir !== null) {
    const sharedOnnx = path.join(sharedDir, HAIR_MODEL_ONNX_FILE);
    if (await isFile(sharedOnnx)) return sharedOnnx;
  }
  return provisionConversion(options, 'fixed');
}

/**
 * Returns the path of the hair model for the live camera: the same network and weights, converted with an
 * input of any height and width (`spatialSize: 'free'`), since the browser runs it at 384² or 256². Always
 * our own conversion of the verified `.tflite` (kept in the cache like the fixed one), never a ready ONNX
 * from elsewhere, so the file the browser checks is the one this code writes.
 */
export function provisionLiveHairModel(options: ProvisionOptions = {}): Promise<string> {
  return provisionConversion(options, 'free');
}

function sharedDirOf(options: ProvisionOptions): string | null {
  return options.sharedModelsDir === undefined ? DEFAULT_SHARED_MODELS_DIR : options.sharedModelsDir;
}

/** The cached conversion of the verified `.tflite` (shared folder first, else downloaded), made if missing. */
async function provisionConversion(
  options: ProvisionOptions,
  spatialSize: 'fixed' | 'free',
): Promise<string> {
  const sharedDir = sharedDirOf(options);
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const url = options.url ?? HAIR_MODEL_URL;
  const sha256 = options.sha256 ?? HAIR_MODEL_SHA256;

  const cached = path.join(cacheDir, cachedOnnxFileName(sha256, spatialSize));
  // The cache name carries the source's sha256, and only verified sources are converted into it.
  if (await isFile(cached)) return cached;

  const sharedTflite = sharedDir === null ? undefined : path.join(sharedDir, HAIR_MODEL_TFLITE_FILE);
  let tflite: Uint8Array;
  let source: string;
  if (sharedTflite !== undefined && (await isFile(sharedTflite))) {
    tflite = await readFile(sharedTflite);
    source = sharedTflite;
  } else {
    tflite = await downloadModel(url, options.timeoutMs);
    source = url;
  }
  verifyChecksum(tflite, sha256, source);

  await writeAtomically(cached, convertTfliteToOnnx(tflite, { spatialSize }));
  return cached;
}
