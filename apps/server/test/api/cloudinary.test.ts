import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Photo, UploadUrlResponse } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portraitBytes } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

/** With Cloudinary configured, uploads go to Cloudinary and photos are copied from its delivery address. */
describe('the cloud flow with Cloudinary configured', () => {
  let delivery: Server;
  let deliveryBase: string;
  let server: TestServer;
  const requested: string[] = [];

  beforeAll(async () => {
    // Stands in for res.cloudinary.com: serves the uploaded image at its delivery path.
    delivery = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url?.startsWith('/hairhue-cloud/image/upload/')) {
        response.writeHead(200, { 'content-type': 'image/jpeg' }).end(portraitBytes());
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => delivery.listen(0, '127.0.0.1', resolve));
    deliveryBase = `http://127.0.0.1:${(delivery.address() as AddressInfo).port}`;
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: {
        CLOUDINARY_CLOUD_NAME: 'hairhue-cloud',
        CLOUDINARY_UPLOAD_PRESET: 'hairhue_unsigned',
        CLOUDINARY_DELIVERY_BASE: deliveryBase,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => delivery.close(resolve));
  });

  it("hands out Cloudinary's upload address and the configured preset", async () => {
    const token = await server.register();
    const response = await server.call(token, { method: 'POST', url: '/api/photos/upload-url' });
    expect(response.json<UploadUrlResponse>()).toEqual({
      uploadUrl: 'https://api.cloudinary.com/v1_1/hairhue-cloud/image/upload',
      uploadPreset: 'hairhue_unsigned',
    });
  });

  it('records a photo from the cloud delivery address, stored and normalised by us', async () => {
    const token = await server.register();
    const originalUrl = `${deliveryBase}/hairhue-cloud/image/upload/v1732200000/hair-photos/abc123.jpg`;
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/photos',
      payload: { userId: null, originalUrl, objectPath: 'hair-photos/abc123' },
    });
    expect(response.statusCode).toBe(201);
    const photo = response.json<Photo>();
    expect(photo.objectPath).toBe('hair-photos/abc123');
    expect(photo.originalUrl.startsWith('http://hairhue.test/files/photos/')).toBe(true);
    expect(requested).toContain('/hairhue-cloud/image/upload/v1732200000/hair-photos/abc123.jpg');
  });

  it('makes one Cloudinary upload claimed by 10 concurrent requests one photo; another device gets 404', async () => {
    const token = await server.register();
    const originalUrl = `${deliveryBase}/hairhue-cloud/image/upload/v1732200001/hair-photos/race.jpg`;
    const claim = (as: string) =>
      server.call(as, {
        method: 'POST',
        url: '/api/photos',
        payload: { userId: null, originalUrl, objectPath: 'hair-photos/race' },
      });
    const responses = await Promise.all(Array.from({ length: 10 }, () => claim(token)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.json<Photo>().id)).size).toBe(1);
    const photos = await server.call(token, { method: 'GET', url: '/api/photos' });
    expect(photos.json<Photo[]>()).toHaveLength(1);
    expect((await claim(await server.register())).statusCode).toBe(404);
  });

  it("refuses another cloud's addresses without fetching them", async () => {
    const token = await server.register();
    const before = requested.length;
    const response = await server.call(token, {
      method: 'POST',
      url: '/api/photos',
      payload: {
        userId: null,
        originalUrl: `${deliveryBase}/someone-else/image/upload/x.jpg`,
        objectPath: 'hair-photos/x',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(requested.length).toBe(before);
  });
});
