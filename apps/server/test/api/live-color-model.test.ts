import { createHash } from 'node:crypto';
import { liveColorModelSchema, type LiveColorModel } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveColorModelSource } from '../../src/services/live-color-model';
import type { UrlBase } from '../../src/services/url-base';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

describe('the live colour model', () => {
  let server: TestServer;
  let model: LiveColorModel;

  beforeAll(async () => {
    server = await startTestServer({ renderer: createTestRenderer().renderer });
    const response = await server.app.inject({ method: 'GET', url: '/api/live-color/model' });
    expect(response.statusCode).toBe(200);
    model = liveColorModelSchema.parse(response.json());
  });
  afterAll(() => server.close());

  it('is described without a token, at an address that names its sha256, for a client to re-read daily', async () => {
    expect(model.url).toBe(`http://hairhue.test/models/hair-${model.sha256}.onnx`);
    const response = await server.app.inject({ method: 'GET', url: '/api/live-color/model' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves the bytes the description names, matching its size and sha256, cached for good', async () => {
    const response = await server.app.inject({ method: 'GET', url: new URL(model.url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.byteLength).toBe(model.bytes);
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(model.sha256);
    // The engine's network converted to take any size: about 0.75 MB of float32 weights.
    expect(model.bytes).toBeGreaterThan(700_000);
  });

  it('answers any other file name 404, never a file of the folder', async () => {
    for (const url of [
      `/models/hair-${'0'.repeat(64)}.onnx`,
      '/models/mediapipe_hair_segmentation.tflite',
      '/models/..%2f..%2fpackage.json',
      '/models/',
    ]) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('is fetched by the native app from its own origin', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: new URL(model.url).pathname,
      headers: { origin: 'capacitor://localhost' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('capacitor://localhost');
  });
});

describe('the live colour model source', () => {
  const base = 'http://hairhue.test' as UrlBase;

  it('tries again after a failed load, and reads the file once after that', async () => {
    let calls = 0;
    const source = createLiveColorModelSource(async () => {
      calls++;
      if (calls === 1) throw new Error('no model here yet');
      return new URL(import.meta.url).pathname;
    });
    await expect(source.describe(base)).rejects.toThrow('no model here yet');
    const described = await source.describe(base);
    expect(described.bytes).toBeGreaterThan(0);
    expect(await source.read(`hair-${described.sha256}.onnx`)).toHaveLength(described.bytes);
    expect(await source.read('hair-other.onnx')).toBeUndefined();
    expect(calls).toBe(2);
  });
});
