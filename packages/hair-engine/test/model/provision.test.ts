import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import * as ort from 'onnxruntime-node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ModelChecksumError, ModelDownloadError } from '../../src/model/errors';
import {
  HAIR_MODEL_SHA256,
  HAIR_MODEL_URL,
  MODEL_ATTRIBUTION,
  cachedOnnxFileName,
  provisionHairModel,
} from '../../src/model/provision';
import { SHARED_MODELS_DIR, SHARED_ONNX, SHARED_TFLITE } from './shared-fixtures';

/** A local stand-in for the model host: answers every request with `respond`, and counts them. */
class ModelServer {
  requests = 0;
  respond: { status: number; body: Uint8Array } = { status: 404, body: new Uint8Array() };
  private readonly server: Server = createServer((_request, response) => {
    this.requests++;
    response.writeHead(this.respond.status, { 'content-type': 'application/octet-stream' });
    response.end(this.respond.body);
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hair_segmentation.tflite`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) =>
      this.server.close((error) => (error ? reject(error) : resolve())),
    );
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

describe('model constants', () => {
  it('pins MediaPipe v0.8.10 hair_segmentation.tflite by URL and sha256', () => {
    expect(HAIR_MODEL_URL).toBe(
      'https://raw.githubusercontent.com/google/mediapipe/v0.8.10/mediapipe/models/hair_segmentation.tflite',
    );
    expect(HAIR_MODEL_SHA256).toBe('d2c940c4fd80edeaf38f5d7387d1b4235ee320ed120080df67c663e749e77633');
  });

  it('credits Google and the Apache-2.0 licence', () => {
    expect(MODEL_ATTRIBUTION).toMatch(/Google/);
    expect(MODEL_ATTRIBUTION).toMatch(/Apache License 2\.0/);
  });
});

describe('provisionHairModel', () => {
  const server = new ModelServer();
  let tflite: Uint8Array;
  let workDir: string;
  let cacheDir: string;

  beforeAll(async () => {
    tflite = await readFile(SHARED_TFLITE);
    await server.start();
  });

  afterAll(async () => {
    await server.stop();
  });

  beforeEach(async () => {
    server.requests = 0;
    server.respond = { status: 200, body: tflite };
    workDir = await mkdtemp(path.join(tmpdir(), 'hairhue-model-'));
    cacheDir = path.join(workDir, 'cache');
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  describe('with no shared models folder', () => {
    it('downloads, verifies and converts the model into the cache, and the result runs', async () => {
      const modelPath = await provisionHairModel({ sharedModelsDir: null, cacheDir, url: server.url });

      expect(server.requests).toBe(1);
      expect(modelPath).toBe(path.join(cacheDir, cachedOnnxFileName(HAIR_MODEL_SHA256)));
      expect(await filesIn(cacheDir)).toEqual([cachedOnnxFileName(HAIR_MODEL_SHA256)]); // no temp file left
      const session = await ort.InferenceSession.create(modelPath);
      const input = new ort.Tensor('float32', new Float32Array(512 * 512 * 4).fill(0.5), [1, 512, 512, 4]);
      const { mask } = await session.run({ input });
      expect(mask?.dims).toEqual([1, 2, 512, 512]);
    });

    it('uses the cached conversion on the next call without downloading again', async () => {
      const first = await provisionHairModel({ sharedModelsDir: null, cacheDir, url: server.url });
      const second = await provisionHairModel({ sharedModelsDir: null, cacheDir, url: server.url });

      expect(second).toBe(first);
      expect(server.requests).toBe(1);
    });

    it('refuses bytes with the wrong sha256 with ModelChecksumError and writes nothing', async () => {
      const tampered = Uint8Array.from(tflite);
      tampered[tampered.length - 1] = (tampered[tampered.length - 1] as number) ^ 0xff;
      server.respond = { status: 200, body: tampered };

      const attempt = provisionHairModel({ sharedModelsDir: null, cacheDir, url: server.url });

      await expect(attempt).rejects.toBeInstanceOf(ModelChecksumError);
      await expect(attempt).rejects.toMatchObject({ code: 'MODEL_CHECKSUM', expected: HAIR_MODEL_SHA256 });
      expect(await filesIn(cacheDir)).toEqual([]);
    });

    it('reports a 404 as ModelDownloadError with the status, and writes nothing', async () => {
      server.respond = { status: 404, body: new TextEncoder().encode('Not Found') };

      const attempt = provisionHairModel({ sharedModelsDir: null, cacheDir, url: server.url });

      await expect(attempt).rejects.toBeInstanceOf(ModelDownloadError);
      await expect(attempt).rejects.toMatchObject({ code: 'MODEL_DOWNLOAD', status: 404, url: server.url });
      expect(await filesIn(cacheDir)).toEqual([]);
    });

    it('reports an unreachable host as ModelDownloadError', async () => {
      const closed = new ModelServer();
      await closed.start();
      const url = closed.url;
      await closed.stop();

      await expect(provisionHairModel({ sharedModelsDir: null, cacheDir, url })).rejects.toBeInstanceOf(
        ModelDownloadError,
      );
    });
  });

  describe('with a shared models folder', () => {
    it('uses a ready ONNX there as is, without downloading', async () => {
      const modelPath = await provisionHairModel({
        sharedModelsDir: SHARED_MODELS_DIR,
        cacheDir,
        url: server.url,
      });

      expect(modelPath).toBe(SHARED_ONNX);
      expect(server.requests).toBe(0);
      expect(await filesIn(cacheDir)).toEqual([]);
    });

    it('converts a .tflite there into the cache when it holds no ONNX, without downloading', async () => {
      const sharedDir = path.join(workDir, 'shared');
      await mkdir(sharedDir);
      await copyFile(SHARED_TFLITE, path.join(sharedDir, 'mediapipe_hair_segmentation.tflite'));

      const modelPath = await provisionHairModel({ sharedModelsDir: sharedDir, cacheDir, url: server.url });

      expect(modelPath).toBe(path.join(cacheDir, cachedOnnxFileName(HAIR_MODEL_SHA256)));
      expect(server.requests).toBe(0);
    });

    it('refuses a shared .tflite whose sha256 differs from the pinned one', async () => {
      const sharedDir = path.join(workDir, 'shared');
      await mkdir(sharedDir);
      await copyFile(SHARED_TFLITE, path.join(sharedDir, 'mediapipe_hair_segmentation.tflite'));

      await expect(
        provisionHairModel({ sharedModelsDir: sharedDir, cacheDir, url: server.url, sha256: '0'.repeat(64) }),
      ).rejects.toBeInstanceOf(ModelChecksumError);
      expect(await filesIn(cacheDir)).toEqual([]);
    });
  });
});
