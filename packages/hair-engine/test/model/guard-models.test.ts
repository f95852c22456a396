import { readFile, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as ort from 'onnxruntime-node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ModelChecksumError } from '../../src/model/errors';
import { sha256Hex } from '../../src/model/files';
import {
  FACE_DETECTION_FULL_RANGE_MODEL,
  FACE_DETECTION_SHORT_RANGE_MODEL,
  GUARD_MODELS_ATTRIBUTION,
  SELFIE_SEGMENTATION_MODEL,
  cachedGuardFileName,
  packagedTflitePath,
  provisionPackagedModel,
} from '../../src/model/guard-models';

const MODELS = [
  [SELFIE_SEGMENTATION_MODEL, [1, 256, 256, 3], [[1, 256, 256, 1]]],
  [
    FACE_DETECTION_SHORT_RANGE_MODEL,
    [1, 128, 128, 3],
    [
      [1, 896, 16],
      [1, 896, 1],
    ],
  ],
  [
    FACE_DETECTION_FULL_RANGE_MODEL,
    [1, 192, 192, 3],
    [
      [1, 2304, 16],
      [1, 2304, 1],
    ],
  ],
] as const;

describe('guard models from node_modules', () => {
  let cacheDir: string;

  beforeEach(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'hairhue-guards-'));
  });

  afterEach(async () => {
    await rm(cacheDir, { recursive: true, force: true });
  });

  it.each(MODELS)('the installed $file has the pinned sha256', async (model) => {
    expect(sha256Hex(await readFile(packagedTflitePath(model)))).toBe(model.sha256);
  });

  it.each(MODELS)(
    '$file converts into the cache and runs with its TFLite shapes',
    async (model, input, outputs) => {
      const modelPath = await provisionPackagedModel(model, { cacheDir });

      expect(modelPath).toBe(path.join(cacheDir, cachedGuardFileName(model)));
      expect(await readdir(cacheDir)).toEqual([cachedGuardFileName(model)]);
      const session = await ort.InferenceSession.create(modelPath);
      const size = input.reduce((a: number, b: number) => a * b, 1);
      const result = await session.run({
        input: new ort.Tensor('float32', new Float32Array(size), [...input]),
      });
      expect(session.outputNames.map((name) => result[name]?.dims)).toEqual(outputs);
    },
  );

  it('reuses the cached conversion on the next call', async () => {
    const first = await provisionPackagedModel(SELFIE_SEGMENTATION_MODEL, { cacheDir });
    const written = (await stat(first)).mtimeMs;
    const second = await provisionPackagedModel(SELFIE_SEGMENTATION_MODEL, { cacheDir });

    expect(second).toBe(first);
    expect((await stat(second)).mtimeMs).toBe(written);
  });

  it('refuses a .tflite whose sha256 differs from the pinned one, and writes nothing', async () => {
    const tampered = Uint8Array.from(await readFile(packagedTflitePath(SELFIE_SEGMENTATION_MODEL)));
    tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 0xff;
    const tflitePath = path.join(cacheDir, 'tampered.tflite');
    await writeFile(tflitePath, tampered);
    const outDir = path.join(cacheDir, 'out');

    await expect(
      provisionPackagedModel(SELFIE_SEGMENTATION_MODEL, { cacheDir: outDir, tflitePath }),
    ).rejects.toBeInstanceOf(ModelChecksumError);
    await expect(readdir(outDir)).rejects.toThrow();
  });

  it('credits Google and the Apache-2.0 licence', () => {
    expect(GUARD_MODELS_ATTRIBUTION).toMatch(/Google/);
    expect(GUARD_MODELS_ATTRIBUTION).toMatch(/Apache License 2\.0/);
  });
});
