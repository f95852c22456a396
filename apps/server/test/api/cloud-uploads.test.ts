import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  cloudinaryUploadResponseSchema,
  demoPhotoListSchema,
  photoSchema,
  uploadUrlResponseSchema,
  type Photo,
} from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config';
import { databaseKinds } from '../helpers/database';
import { multipart, portraitBytes } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const SHARED_DEMO_PHOTOS = path.resolve(REPO_ROOT, '..', 'shared', 'demo-photos');
const DEMO_OBJECT_PATH = 'demo-1732200000000-abc123';

describe.each(databaseKinds)('cloud uploads and demo photos on %s', (kind) => {
  let server: TestServer;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, renderer: createTestRenderer().renderer });
    tokenA = await server.register();
    tokenB = await server.register();
  }, 60_000);

  afterAll(() => server?.close());

  async function uploadTarget(token: string) {
    const response = await server.call(token, { method: 'POST', url: '/api/photos/upload-url' });
    expect(response.statusCode, response.body).toBe(200);
    return uploadUrlResponseSchema.parse(response.json());
  }

  /** Posts to the Cloudinary-compatible endpoint as the app's upload code does; no bearer token. */
  async function cloudUpload(
    uploadUrl: string,
    fields: Record<string, string>,
    file: Uint8Array = portraitBytes(),
  ) {
    return server.app.inject({
      method: 'POST',
      url: new URL(uploadUrl).pathname,
      ...multipart([
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
        { name: 'file', value: file, filename: 'photo.jpg' },
      ]),
    });
  }

  async function uploadAs(token: string) {
    const { uploadUrl, uploadPreset } = await uploadTarget(token);
    const response = await cloudUpload(uploadUrl, { upload_preset: uploadPreset, folder: 'hair-photos' });
    expect(response.statusCode, response.body).toBe(200);
    return cloudinaryUploadResponseSchema.parse(response.json());
  }

  const claim = (token: string, originalUrl: string, objectPath: string) =>
    server.call(token, {
      method: 'POST',
      url: '/api/photos',
      payload: { userId: null, originalUrl, objectPath },
    });

  const photosOf = async (token: string) =>
    (await server.call(token, { method: 'GET', url: '/api/photos' })).json<Photo[]>();

  describe('the cloud flow', () => {
    it('hands out our upload endpoint and a preset', async () => {
      const target = await uploadTarget(tokenA);
      expect(target.uploadUrl).toBe('http://hairhue.test/cloud/v1_1/hairhue/image/upload');
      expect(target.uploadPreset.length).toBeGreaterThan(0);
    });

    it('uploads like Cloudinary, then records the upload as a photo with POST /photos', async () => {
      const uploaded = await uploadAs(tokenA);
      expect(uploaded.public_id.startsWith('hair-photos/')).toBe(true);
      expect(uploaded.format).toBe('jpg');
      const file = await server.app.inject({
        method: 'GET',
        url: new URL(uploaded.secure_url).pathname + new URL(uploaded.secure_url).search,
      });
      expect(file.statusCode).toBe(200);

      const response = await claim(tokenA, uploaded.secure_url, uploaded.public_id);
      expect(response.statusCode, response.body).toBe(201);
      const photo = photoSchema.parse(response.json());
      expect(photo).toMatchObject({ objectPath: uploaded.public_id, userId: null });
      expect((await photosOf(tokenA)).map((p) => p.id)).toContain(photo.id);
    });

    it("answers a missing preset with Cloudinary's error shape", async () => {
      const { uploadUrl } = await uploadTarget(tokenA);
      const response = await cloudUpload(uploadUrl, { folder: 'hair-photos' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { message: 'Upload preset must be specified when using unsigned upload' },
      });
    });

    it('answers an unknown or forged preset with "Upload preset not found"', async () => {
      const { uploadUrl, uploadPreset } = await uploadTarget(tokenA);
      const [prefix, device, expires, signature] = uploadPreset.split('.');
      const forged = [
        'ml_default',
        `${prefix}.${device}.${Number(expires) + 3600}.${signature}`,
        `${prefix}.00000000-0000-4000-8000-000000000000.${expires}.${signature}`,
        `${uploadPreset}x`,
      ];
      for (const preset of forged) {
        const response = await cloudUpload(uploadUrl, { upload_preset: preset, folder: 'hair-photos' });
        expect(response.statusCode, preset).toBe(400);
        expect(response.json()).toEqual({ error: { message: 'Upload preset not found' } });
      }
    });

    it("does not let device B claim device A's upload, which A can still claim once", async () => {
      const uploaded = await uploadAs(tokenA);
      const byB = await claim(tokenB, uploaded.secure_url, uploaded.public_id);
      expect(byB.statusCode).toBe(404);
      expect(await photosOf(tokenB)).toEqual([]);

      const first = await claim(tokenA, uploaded.secure_url, uploaded.public_id);
      expect(first.statusCode).toBe(201);
      const again = await claim(tokenA, uploaded.secure_url, uploaded.public_id);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json<Photo>().id).toBe(first.json<Photo>().id);
      expect((await claim(tokenB, uploaded.secure_url, uploaded.public_id)).statusCode).toBe(404);
    });

    it('makes one upload claimed by 10 concurrent requests into exactly one photo', async () => {
      const token = await server.register();
      const uploaded = await uploadAs(token);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => claim(token, uploaded.secure_url, uploaded.public_id)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
      const ids = new Set(responses.map((response) => response.json<Photo>().id));
      expect(ids.size).toBe(1);
      expect((await photosOf(token)).map((photo) => photo.id)).toEqual([...ids]);
    });

    it('makes one upload claimed under other folder prefixes still one photo', async () => {
      const token = await server.register();
      const uploaded = await uploadAs(token);
      const bare = uploaded.public_id.split('/').at(-1) ?? '';
      const paths = [uploaded.public_id, bare, `other/${bare}`];
      const responses = await Promise.all(paths.map((path) => claim(token, uploaded.secure_url, path)));
      expect(new Set(responses.map((response) => response.json<Photo>().id)).size).toBe(1);
      expect(await photosOf(token)).toHaveLength(1);
    });

    it("does not let device B claim what B uploaded with device A's preset", async () => {
      const { uploadUrl, uploadPreset } = await uploadTarget(tokenA);
      const response = await cloudUpload(uploadUrl, { upload_preset: uploadPreset, folder: 'hair-photos' });
      const uploaded = cloudinaryUploadResponseSchema.parse(response.json());
      const byB = await claim(tokenB, uploaded.secure_url, uploaded.public_id);
      expect(byB.statusCode).toBe(404);
      expect(await photosOf(tokenB)).toEqual([]);
    });

    it('rejects an arbitrary image address with 400', async () => {
      const response = await claim(tokenA, 'https://evil.example/x.jpg', 'hair-photos/x');
      expect(response.statusCode).toBe(400);
    });

    describe('with a local web server standing in for an attacker-chosen address', () => {
      let origin: string;
      let web: Server;
      const received: string[] = [];

      beforeAll(async () => {
        web = createServer((request, response) => {
          received.push(request.url ?? '');
          response.writeHead(200, { 'content-type': 'image/jpeg' }).end(portraitBytes());
        });
        await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
        origin = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
      });

      afterAll(() => new Promise<void>((resolve) => web.close(() => resolve())));

      it('rejects its URL in POST /photos with 4xx and never fetches it', async () => {
        const attempts: [string, string][] = [
          [`${origin}/x.jpg`, 'hair-photos/x'],
          [`${origin}/demo-photos/demo-1.jpg`, DEMO_OBJECT_PATH],
          [
            `${origin}/files/uploads/2025-01-01/someone/${'a'.repeat(32)}.jpg`,
            `hair-photos/20250101_${'a'.repeat(32)}`,
          ],
        ];
        for (const [url, objectPath] of attempts) {
          const response = await claim(tokenA, url, objectPath);
          expect(response.statusCode, `${url} ${response.body}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        }
        // Sanity: the stand-in does answer when asked, so zero requests means the server never asked.
        expect((await fetch(`${origin}/probe`)).status).toBe(200);
        expect(received).toEqual(['/probe']);
      });
    });
  });

  describe.skipIf(!existsSync(SHARED_DEMO_PHOTOS))('demo photos', () => {
    it('lists the 5 shared demo photos, served under /demo-photos/', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/demo-photos' });
      expect(response.statusCode).toBe(200);
      const list = demoPhotoListSchema.parse(response.json());
      expect(list.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5]);
      for (const entry of list) {
        expect(entry.url).toMatch(/^http:\/\/hairhue\.test\/demo-photos\/[\w.-]+\.jpg$/);
        const file = await server.app.inject({ method: 'GET', url: new URL(entry.url).pathname });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
      }
    });

    it('records a demo photo from its listed URL with POST /photos', async () => {
      const [first] = demoPhotoListSchema.parse(
        (await server.app.inject({ method: 'GET', url: '/api/demo-photos' })).json(),
      );
      const response = await claim(tokenA, first?.url ?? '', DEMO_OBJECT_PATH);
      expect(response.statusCode, response.body).toBe(201);
      expect(photoSchema.parse(response.json())).toMatchObject({
        objectPath: DEMO_OBJECT_PATH,
        userId: null,
      });
    });

    it('rejects a demo objectPath with a URL that is not a listed demo photo', async () => {
      for (const url of ['https://evil.example/x.jpg', 'http://hairhue.test/demo-photos/demo-9.jpg']) {
        expect((await claim(tokenA, url, DEMO_OBJECT_PATH)).statusCode).toBe(400);
      }
    });
  });
});

describe('demo photos from an empty folder', () => {
  let server: TestServer;
  let emptyDir: string;

  beforeAll(async () => {
    emptyDir = await mkdtemp(path.join(os.tmpdir(), 'hairhue-no-demos-'));
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { DEMO_PHOTOS_DIR: emptyDir },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('lists no demo photos', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/demo-photos' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
