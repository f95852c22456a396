import { readFileSync } from 'node:fs';
import { readImageDescription } from '@hairhue/hair-engine';
import type {
  CloudinaryUploadResponse,
  DirectUploadResponse,
  DownloadResponse,
  HairColorTryOn,
  Photo,
  UploadUrlResponse,
} from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { grantPremium, multipart, shade, startTryOn, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { greyOf, meanDifference, rgbOf } from './pixels';

const EVAL = new URL('../../../../../shared/eval/hair/', import.meta.url);
const PHOTO = 'figaro_Frame00251';

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/** SPEC §7 from first call to finished render, on the real hair engine (research photo read from ../shared). */
describe.each(databaseKinds)('SPEC §7 walk-through with the real engine on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let directPhoto: Photo;
  const photoBytes = readFileSync(new URL(`images/${PHOTO}.jpg`, EVAL));
  const hairMask = readFileSync(new URL(`masks/${PHOTO}.png`, EVAL));

  beforeAll(async () => {
    server = await startTestServer({ database: kind, env: { RENDER_THREADS: '1' } });
  }, 60_000);
  afterAll(() => server.close());

  async function expectRealRecolour(photo: Photo, tryOn: HairColorTryOn) {
    const original = (await server.call(undefined, { method: 'GET', url: pathOf(photo.originalUrl) }))
      .rawPayload;
    const result = (await server.call(undefined, { method: 'GET', url: pathOf(tryOn.resultUrl ?? '') }))
      .rawPayload;
    const before = await rgbOf(original);
    const after = await rgbOf(result, before.width, before.height);
    const mask = await greyOf(hairMask, before.width, before.height);
    const difference = meanDifference(before, after, mask, Math.max(4, Math.round(before.width / 60)));
    expect(difference.insideCount).toBeGreaterThan(1000);
    // Copper over dark hair moves the hair a lot; the face and background barely (JPEG noise only).
    expect(difference.inside).toBeGreaterThan(20);
    expect(difference.outside).toBeLessThan(3);
  }

  it('registers the device', async () => {
    const response = await server.call(undefined, {
      method: 'POST',
      url: '/api/auth/register-device',
      payload: { deviceId: `walkthrough-${kind}`, appVersion: '1.0.0' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; token: string }>();
    expect(body.success).toBe(true);
    token = body.token;
  });

  it('uploads directly, renders a colour, and only the hair changes', async () => {
    const upload = await server.call(token, {
      method: 'POST',
      url: '/api/photos/upload',
      ...multipart([{ name: 'photo', value: photoBytes, filename: 'selfie.jpg' }]),
    });
    expect(upload.statusCode).toBe(201);
    const { photo, secureUrl, publicId } = upload.json<DirectUploadResponse>();
    directPhoto = photo;
    expect(secureUrl).toBe(photo.originalUrl);
    expect(publicId).toBe(photo.objectPath);

    const created = await startTryOn(server, token, photo.id, 'copper');
    expect(created.statusCode).toBe(202);
    const tryOn = await waitForTryOn(server, token, created.json<HairColorTryOn>().id, 60_000);
    expect(tryOn).toMatchObject({ status: 'completed', photoId: photo.id, colorName: 'Copper' });
    await expectRealRecolour(photo, tryOn);
  }, 90_000);

  it('uploads through the cloud flow, records the photo, and renders it', async () => {
    const target = await server.call(token, { method: 'POST', url: '/api/photos/upload-url' });
    const { uploadUrl, uploadPreset } = target.json<UploadUrlResponse>();
    const cloud = await server.call(undefined, {
      method: 'POST',
      url: pathOf(uploadUrl),
      ...multipart([
        { name: 'file', value: photoBytes, filename: 'selfie.jpg' },
        { name: 'upload_preset', value: uploadPreset },
        { name: 'folder', value: 'hair-photos' },
      ]),
    });
    expect(cloud.statusCode).toBe(200);
    const uploaded = cloud.json<CloudinaryUploadResponse>();
    expect(uploaded.public_id).toMatch(/^hair-photos\//);

    const recorded = await server.call(token, {
      method: 'POST',
      url: '/api/photos',
      payload: { userId: null, originalUrl: uploaded.secure_url, objectPath: uploaded.public_id },
    });
    expect(recorded.statusCode).toBe(201);
    const photo = recorded.json<Photo>();
    expect(photo.objectPath).toBe(uploaded.public_id);
    const listed = await server.call(token, { method: 'GET', url: '/api/photos' });
    expect(listed.json<Photo[]>().map((entry) => entry.id)).toContain(photo.id);

    const tryOn = await waitForTryOn(
      server,
      token,
      (await startTryOn(server, token, photo.id, 'copper')).json<HairColorTryOn>().id,
      60_000,
    );
    expect(tryOn.status).toBe('completed');
    await expectRealRecolour(photo, tryOn);

    const history = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
    expect(history.json<HairColorTryOn[]>()[0]?.id).toBe(tryOn.id);
  }, 90_000);

  it('goes premium, tunes intensity and shine, and finds them in History and in the download', async () => {
    await grantPremium(server, `walkthrough-${kind}`);
    const { name, color } = shade('copper');
    const created = await server.call(token, {
      method: 'POST',
      url: '/api/hair-color-try-ons',
      payload: { photoId: directPhoto.id, colorName: name, colorValue: color, intensity: 80, shine: 60 },
    });
    expect(created.statusCode, created.body).toBe(202);
    const tryOn = await waitForTryOn(server, token, created.json<HairColorTryOn>().id, 60_000);
    expect(tryOn).toMatchObject({ status: 'completed', intensity: 80, shine: 60 });

    const history = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
    expect(history.json<HairColorTryOn[]>()[0]).toMatchObject({ id: tryOn.id, intensity: 80, shine: 60 });

    const download = await server.call(token, {
      method: 'GET',
      url: `/api/hair-color-try-ons/${tryOn.id}/download`,
    });
    expect(download.statusCode, download.body).toBe(200);
    const file = await server.call(undefined, {
      method: 'GET',
      url: pathOf(download.json<DownloadResponse>().url),
    });
    expect(await readImageDescription(file.rawPayload)).toBe('Hairhue: Copper, intensity 80%, shine 60%');
  }, 90_000);
});
