import { createHmac } from 'node:crypto';
import { directUploadResponseSchema, errorBodySchema, type Photo } from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { multipart, portraitBytes, uploadPhoto, type MultipartPart } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const SIGNING_SECRET = 'uploads-test-signing-secret-0123456789';

/** The path and query of an absolute URL, to fetch it through `inject`. */
function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function expectError(response: LightMyRequestResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real 16×16 PNG whose header claims 20000×20000 (a valid CRC): decoding it would need 1.2 GB. */
async function decompressionBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A 3000×2000 JPEG carrying camera EXIF and a GPS position. */
async function largeJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#8a6a4a' } })
    .withExif({
      IFD0: { Make: 'HairhueTestCam', Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}

describe.each(databaseKinds)('direct uploads and signed file URLs on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      env: { FILE_SIGNING_SECRET: SIGNING_SECRET },
    });
    token = await server.register();
  }, 60_000);

  afterAll(() => server?.close());

  const upload = (parts: MultipartPart[]) =>
    server.call(token, { method: 'POST', url: '/api/photos/upload', ...multipart(parts) });
  const photoCount = async () =>
    (await server.call(token, { method: 'GET', url: '/api/photos' })).json<Photo[]>().length;

  it('answers a real JPEG with 201 { photo, secureUrl, publicId } and serves it back as a JPEG', async () => {
    const response = await upload([{ name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' }]);
    expect(response.statusCode, response.body).toBe(201);
    const body = directUploadResponseSchema.parse(response.json());
    expect(body.photo.userId).toBeNull();
    expect(body.secureUrl).toBe(body.photo.originalUrl);
    expect(body.publicId).toBe(body.photo.objectPath);
    expect(body.photo.originalUrl.startsWith('http://hairhue.test/files/')).toBe(true);

    const file = await server.app.inject({ method: 'GET', url: pathOf(body.photo.originalUrl) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg');
  });

  it('stores a 3000×2000 photo with EXIF and GPS as a JPEG without EXIF and at most 2048 px long', async () => {
    const original = await largeJpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('HairhueTestCam')).toBe(true);

    const photo = await uploadPhoto(server, token, original);
    const file = await server.app.inject({ method: 'GET', url: pathOf(photo.originalUrl) });
    expect(file.statusCode).toBe(200);
    const after = await sharp(file.rawPayload).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(file.rawPayload.includes('HairhueTestCam')).toBe(false);
    expect(Math.max(after.width, after.height)).toBe(2048);
    expect(after.width).toBeGreaterThan(after.height);
  });

  it('rejects text bytes named photo.jpg with 415 UNSUPPORTED_IMAGE', async () => {
    const text = Buffer.from('this is a shopping list, not a photo\n'.repeat(20));
    const response = await upload([
      { name: 'photo', value: text, filename: 'photo.jpg', contentType: 'image/jpeg' },
    ]);
    expectError(response, 415, 'UNSUPPORTED_IMAGE');
  });

  it('rejects an 11 MB upload with 413 FILE_TOO_LARGE mentioning 10 MB', async () => {
    const count = await photoCount();
    const response = await upload([
      { name: 'photo', value: Buffer.alloc(11 * 1024 * 1024, 0xff), filename: 'big.jpg' },
    ]);
    expect(expectError(response, 413, 'FILE_TOO_LARGE')).toContain('10 MB');
    expect(await photoCount()).toBe(count);
  });

  it('refuses a PNG claiming 20000×20000 without a 500 and without storing it', async () => {
    const count = await photoCount();
    const started = Date.now();
    const response = await upload([
      { name: 'photo', value: await decompressionBomb(), filename: 'bomb.png', contentType: 'image/png' },
    ]);
    expect([400, 413, 415]).toContain(response.statusCode);
    errorBodySchema.parse(response.json());
    // Decoding 400 megapixels would take seconds; refusing it from the header takes milliseconds.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await photoCount()).toBe(count);
  });

  it('rejects a file under another field name with 400 naming photo', async () => {
    const response = await upload([{ name: 'image', value: portraitBytes(), filename: 'selfie.jpg' }]);
    expect(expectError(response, 400, 'VALIDATION_FAILED')).toContain('photo');
  });

  it('rejects an upload without a file with 400', async () => {
    expectError(await upload([{ name: 'note', value: 'no file here' }]), 400, 'VALIDATION_FAILED');
    const json = await server.call(token, {
      method: 'POST',
      url: '/api/photos/upload',
      payload: { photo: 'x' },
    });
    expectError(json, 400, 'VALIDATION_FAILED');
  });

  it('rejects two photo parts with 400 naming photo, storing nothing', async () => {
    const count = await photoCount();
    const photo = { name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' };
    const response = await upload([photo, { ...photo, filename: 'second.jpg' }]);
    expect(expectError(response, 400, 'VALIDATION_FAILED')).toMatch(/one file/);
    expect(await photoCount()).toBe(count);
  });

  it('rejects a form of 10,000 tiny fields with 400 naming the limit', async () => {
    const fields = Array.from({ length: 10_000 }, (_, index) => ({ name: `f${index}`, value: 'x' }));
    const response = await upload([
      { name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' },
      ...fields,
    ]);
    expect(expectError(response, 400, 'VALIDATION_FAILED')).toMatch(/at most \d+/);
  });

  describe('a signed file URL', () => {
    let photo: Photo;
    let key: string;
    const sign = (fileKey: string, expires: number) =>
      createHmac('sha256', SIGNING_SECRET).update(`${fileKey}\n${expires}`).digest('hex');
    const fetchFile = (url: string) => server.app.inject({ method: 'GET', url });

    beforeAll(async () => {
      photo = await uploadPhoto(server, token);
      key = new URL(photo.originalUrl).pathname.replace(/^\/files\//, '');
    });

    it('works as issued, and as signed here with a future expiry (so the checks below are meaningful)', async () => {
      expect((await fetchFile(pathOf(photo.originalUrl))).statusCode).toBe(200);
      const expires = Math.floor(Date.now() / 1000) + 600;
      expect(
        (await fetchFile(`/files/${key}?expires=${expires}&signature=${sign(key, expires)}`)).statusCode,
      ).toBe(200);
    });

    it('is refused with 403 when its signature is tampered with', async () => {
      const url = new URL(photo.originalUrl);
      const signature = url.searchParams.get('signature') ?? '';
      url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
      expect((await fetchFile(pathOf(url.toString()))).statusCode).toBe(403);
      url.searchParams.delete('signature');
      expect((await fetchFile(pathOf(url.toString()))).statusCode).toBe(403);
    });

    it('is refused with 403 when its key is changed', async () => {
      const other = await uploadPhoto(server, token);
      const otherKey = new URL(other.originalUrl).pathname;
      const url = new URL(photo.originalUrl);
      expect((await fetchFile(`${otherKey}${url.search}`)).statusCode).toBe(403);
      expect(
        (
          await fetchFile(
            `/files/${key.replace('original.jpg', `hair-mask-v${ENGINE_VERSION}.png`)}${url.search}`,
          )
        ).statusCode,
      ).toBe(403);
    });

    it('is refused with 403 once expired, and when its expiry is moved', async () => {
      const past = Math.floor(Date.now() / 1000) - 60;
      const expired = await fetchFile(`/files/${key}?expires=${past}&signature=${sign(key, past)}`);
      expect(expired.statusCode).toBe(403);
      errorBodySchema.parse(expired.json());
      const url = new URL(photo.originalUrl);
      url.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      expect((await fetchFile(pathOf(url.toString()))).statusCode).toBe(403);
    });
  });
});
