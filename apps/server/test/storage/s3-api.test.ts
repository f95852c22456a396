import sharp from 'sharp';
import type { HairColorTryOn } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTryOn, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';
import { startS3rver, type RunningS3 } from './s3rver';

const BUCKET = 'hairhue-api';

/** The whole API with its images in an S3-compatible store (s3rver, started here), not the local folder. */
describe('the API on S3 storage', () => {
  let s3: RunningS3;
  let endpoint: string;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startS3rver(BUCKET);
    endpoint = s3.endpoint;
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: {
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: s3.options.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.options.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('stores photos and results in the bucket and hands out presigned URLs that serve them', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    expect(photo.originalUrl.startsWith(`${endpoint}/${BUCKET}/photos/${photo.id}/original.jpg?`)).toBe(true);
    expect(photo.originalUrl).toContain('X-Amz-Signature=');

    const tryOn = await waitForTryOn(
      server,
      token,
      (await startTryOn(server, token, photo.id)).json<HairColorTryOn>().id,
    );
    expect(tryOn.status).toBe('completed');
    const result = await fetch(tryOn.resultUrl ?? '');
    expect(result.status).toBe(200);
    const metadata = await sharp(Buffer.from(await result.arrayBuffer())).metadata();
    expect(metadata.format).toBe('jpeg');

    // The server does not serve files itself when they live in S3.
    expect(
      (await server.call(undefined, { method: 'GET', url: `/files/photos/${photo.id}/original.jpg` }))
        .statusCode,
    ).toBe(404);
  });

  it('reports the bucket in the health check', async () => {
    const health = await server.call(undefined, { method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', checks: { storage: 'ok' } });
  });
});
