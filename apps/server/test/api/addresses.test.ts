import { onboardingModels, onboardingColours } from '@hairhue/catalogue';
import type {
  CloudinaryUploadResponse,
  DemoPhotoEntry,
  DiceRoll,
  DirectUploadResponse,
  DownloadResponse,
  HairColorTryOn,
  Photo,
  UploadUrlResponse,
} from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingPreviewKey } from '../../src/jobs/onboarding-previews';
import { grantPremium, multipart, portraitBytes, shade } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

/**
 * Every address the server hands out works from the address the client used (issue 10 §1): with
 * PUBLIC_BASE_URL unset each answer is built on the request's own origin — or, behind a trusted proxy, on
 * X-Forwarded-Host/Proto — and with PUBLIC_BASE_URL set, that decides.
 */

const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

type Headers = Record<string, string>;
type Address = [what: string, url: string];

/** Where the body's absolute links and root-relative images point, for the HTML and XML answers. */
function pageLinks(what: string, body: string): Address[] {
  const found: Address[] = [];
  for (const [, name, url] of body.matchAll(
    /<(link rel="canonical"|meta property="og:\w+"|meta name="twitter:image") (?:href|content)="([^"]+)"/g,
  )) {
    if (url?.includes('://')) found.push([`${what} ${name}`, url]);
  }
  for (const [, url] of body.matchAll(/<loc>([^<]+)<\/loc>/g)) found.push([`${what} <loc>`, url ?? '']);
  for (const [, url] of body.matchAll(/^Sitemap: (\S+)$/gm)) found.push([`${what} Sitemap`, url ?? '']);
  return found;
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One premium device goes through every answer that carries an address, with `headers` (its Host, and
 * perhaps a proxy's X-Forwarded-*) on every request; returns each address it was given.
 */
async function everyAddress(server: TestServer, headers: Headers): Promise<Address[]> {
  const deviceId = `addresses-${Math.random().toString(16).slice(2)}`;
  const token = await server.register(deviceId);
  await grantPremium(server, deviceId);
  const call = async (method: 'GET' | 'POST', url: string, more: object = {}) => {
    const response = await server.call(token, { method, url, headers, ...more });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response;
  };
  const json = async <T>(method: 'GET' | 'POST', url: string, more: object = {}) =>
    (await call(method, url, more)).json<T>();
  const found: Address[] = [];

  const photoForm = multipart([{ name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' }]);
  const direct = await json<DirectUploadResponse>('POST', '/api/photos/upload', {
    payload: photoForm.payload,
    headers: { ...headers, ...photoForm.headers },
  });
  found.push(['upload photo.originalUrl', direct.photo.originalUrl], ['upload secureUrl', direct.secureUrl]);
  const photoId = direct.photo.id;
  found.push(['GET /photos', (await json<Photo[]>('GET', '/api/photos'))[0]?.originalUrl ?? '']);
  found.push(['GET /photos/{id}', (await json<Photo>('GET', `/api/photos/${photoId}`)).originalUrl]);

  const target = await json<UploadUrlResponse>('POST', '/api/photos/upload-url');
  found.push(['uploadUrl', target.uploadUrl]);
  const form = multipart([
    { name: 'file', value: portraitBytes(), filename: 'photo.jpg' },
    { name: 'upload_preset', value: target.uploadPreset },
    { name: 'folder', value: 'hair-photos' },
  ]);
  const cloud = (
    await server.app.inject({
      method: 'POST',
      url: new URL(target.uploadUrl).pathname,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    })
  ).json<CloudinaryUploadResponse>();
  found.push(['cloud upload secure_url', cloud.secure_url]);
  // Claiming the upload moves it into the photo; its own address works until then.
  expect((await fetchOurs(server, cloud.secure_url, headers)).statusCode).toBe(200);
  const claimed = await json<Photo>('POST', '/api/photos', {
    payload: { userId: null, originalUrl: cloud.secure_url, objectPath: cloud.public_id },
  });
  found.push(['POST /photos (cloud)', claimed.originalUrl]);

  const demos = await json<DemoPhotoEntry[]>('GET', '/api/demo-photos');
  expect(demos.length).toBeGreaterThan(0);
  for (const demo of demos) found.push([`demo photo ${demo.id}`, demo.url]);
  const demo = await json<Photo>('POST', '/api/photos', {
    payload: { userId: null, originalUrl: demos[0]?.url, objectPath: `demo-${Date.now()}-abc` },
  });
  found.push(['POST /photos (demo)', demo.originalUrl]);

  const { name, color } = shade('copper');
  const created = await json<HairColorTryOn>('POST', '/api/hair-color-try-ons', {
    payload: { photoId, colorName: name, colorValue: color },
  });
  const tryOn = await poll(
    () => json<HairColorTryOn>('GET', `/api/hair-color-try-ons/${created.id}`),
    (value) => value.status !== 'processing',
  );
  expect(tryOn.status).toBe('completed');
  found.push(['GET /hair-color-try-ons/{id}', tryOn.resultUrl ?? '']);
  const listed = await json<HairColorTryOn[]>('GET', '/api/hair-color-try-ons');
  found.push(['GET /hair-color-try-ons', listed.find((item) => item.id === tryOn.id)?.resultUrl ?? '']);
  const download = await json<DownloadResponse>('GET', `/api/hair-color-try-ons/${tryOn.id}/download`);
  found.push(['download', download.url]);

  const rolled = await json<DiceRoll>('POST', '/api/dice-roll', { payload: { photoId } });
  const roll = await poll(
    () => json<DiceRoll>('GET', `/api/dice-roll/${rolled.id}`),
    (value) => value.colors.every((colour) => colour.status !== 'processing'),
  );
  for (const [index, colour] of roll.colors.entries())
    found.push([`dice roll ${index}`, colour.resultUrl ?? '']);

  const pageHeaders = { ...headers, 'user-agent': DESKTOP };
  for (const path of [
    '/',
    '/landing',
    '/privacy',
    '/terms',
    '/support',
    '/try',
    '/sitemap.xml',
    '/robots.txt',
  ]) {
    const page = await server.call(undefined, { method: 'GET', url: path, headers: pageHeaders });
    expect(page.statusCode, path).toBe(200);
    found.push(...pageLinks(path, page.body));
  }
  return found;
}

/** Fetches an address of ours as the same client would (its path and query, with its headers). */
function fetchOurs(server: TestServer, url: string, headers: Headers): Promise<LightMyRequestResponse> {
  const { pathname, search } = new URL(url);
  return server.app.inject({
    method: 'GET',
    url: pathname + search,
    headers: { ...headers, 'user-agent': DESKTOP },
  });
}

async function expectAllOn(server: TestServer, headers: Headers, origin: string): Promise<void> {
  const addresses = await everyAddress(server, headers);
  expect(addresses.length).toBeGreaterThan(20);
  for (const [what, url] of addresses) {
    expect(url, what).toMatch(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/`));
    // Posted to, and fetched before it was claimed (everyAddress).
    if (what === 'uploadUrl' || what === 'cloud upload secure_url') continue;
    const response = await fetchOurs(server, url, headers);
    expect(response.statusCode, `${what}: ${url}`).toBe(200);
  }
}

/** The onboarding previews the engine renders after a start, which the landing page shows. */
async function storeOnboardingPreviews(server: TestServer): Promise<void> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  for (const model of onboardingModels) {
    for (const colour of onboardingColours(model)) {
      await server.hairhue.storage.put(onboardingPreviewKey(model.id, colour.id), jpeg, 'image/jpeg');
    }
  }
}

describe('with PUBLIC_BASE_URL unset', () => {
  let server: TestServer;
  let clock = Date.now();

  beforeAll(async () => {
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      now: () => new Date(clock),
      env: { PUBLIC_BASE_URL: '' },
    });
  });
  afterAll(() => server?.close());

  it.each([
    ['localhost', 'localhost:3000', 'http://localhost:3000'],
    ['127.0.0.1', '127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['a LAN address', '192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['a name on port 80', 'Hairhue.Local', 'http://hairhue.local'],
  ])(
    'gives a client at %s every address on its own origin, and each one works',
    async (_name, host, origin) => {
      await expectAllOn(server, { host }, origin);
    },
  );

  it('ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY', async () => {
    const headers = {
      host: '192.168.1.20:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    };
    await expectAllOn(server, headers, 'http://192.168.1.20:3000');
  });

  it('gives the landing page root-relative pictures, which the browser loads from where it is', async () => {
    await storeOnboardingPreviews(server);
    clock += 31_000; // The landing page looks for new renders every 30 s.
    const headers = { host: '10.0.0.7:3000', 'user-agent': DESKTOP };
    const page = await server.call(undefined, { method: 'GET', url: '/landing', headers });
    const sources = [...page.body.matchAll(/<img\s+src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBe(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/onboarding\//);
      expect((await server.call(undefined, { method: 'GET', url: source, headers })).statusCode).toBe(200);
    }
  });

  it('keeps one signed address per image for polling clients, on each client’s own host', async () => {
    const token = await server.register();
    const body = multipart([{ name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' }]);
    const upload = await server.call(token, {
      method: 'POST',
      url: '/api/photos/upload',
      payload: body.payload,
      headers: { ...body.headers, host: '127.0.0.1:3000' },
    });
    const photoId = upload.json<DirectUploadResponse>().photo.id;
    const read = async (host: string) =>
      new URL(
        (
          await server.call(token, { method: 'GET', url: `/api/photos/${photoId}`, headers: { host } })
        ).json<Photo>().originalUrl,
      );
    const [first, second, third] = [
      await read('127.0.0.1:3000'),
      await read('192.168.1.20:3000'),
      await read('127.0.0.1:3000'),
    ];
    expect(first.origin).toBe('http://127.0.0.1:3000');
    expect(second.origin).toBe('http://192.168.1.20:3000');
    // The same signed path for both (one cache entry), each on its own host.
    expect(second.pathname + second.search).toBe(first.pathname + first.search);
    expect(third.href).toBe(first.href);
  });

  it('serves a signed file to whichever of its addresses it is fetched through: the signature does not cover the host', async () => {
    const token = await server.register();
    const body = multipart([{ name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' }]);
    const upload = await server.call(token, {
      method: 'POST',
      url: '/api/photos/upload',
      payload: body.payload,
      headers: { ...body.headers, host: 'localhost:3000' },
    });
    const issued = upload.json<DirectUploadResponse>().photo.originalUrl;
    expect(issued.startsWith('http://localhost:3000/files/')).toBe(true);
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'hairhue.example']) {
      const response = await fetchOurs(server, issued, { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
    }
  });

  it.each([
    ['a path', 'evil.example/x'],
    ['a query', 'evil.example?x=1'],
    ['user info', 'user@evil.example'],
    ['a space', 'evil example'],
    ['markup', '"><script>alert(1)</script>'],
    ['a port over 65535', 'evil.example:99999'],
    ['a port that is not a number', 'evil.example:http'],
    ['an unclosed IPv6 bracket', '[::1'],
  ])('refuses a Host with %s with a 400, before it can reach an address', async (_name, host) => {
    for (const url of ['/api/demo-photos', '/api/health', '/landing', '/']) {
      const response = await server.call(undefined, { method: 'GET', url, headers: { host } });
      expect(response.statusCode, `${url} with Host ${host}`).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
      expect(response.body).not.toContain('evil.example/');
    }
  });

  it('accepts an IPv6 Host', async () => {
    const response = await server.call(undefined, {
      method: 'GET',
      url: '/api/demo-photos',
      headers: { host: '[::1]:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<DemoPhotoEntry[]>()[0]?.url).toMatch(/^http:\/\/\[::1\]:3000\/demo-photos\//);
  });
});

describe('with PUBLIC_BASE_URL unset, behind a trusted proxy (TRUST_PROXY)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { PUBLIC_BASE_URL: '', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => server?.close());

  it('builds every address on X-Forwarded-Proto and X-Forwarded-Host, the address the browser used', async () => {
    const headers = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'hairhue.example',
      'x-forwarded-proto': 'https',
    };
    await expectAllOn(server, headers, 'https://hairhue.example');
  });

  it('takes the nearest proxy’s entry when the headers list several', async () => {
    const headers = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'client-said.example, hairhue.example:8443',
      'x-forwarded-proto': 'http, https',
    };
    const response = await server.call(undefined, { method: 'GET', url: '/api/demo-photos', headers });
    expect(response.json<DemoPhotoEntry[]>()[0]?.url).toMatch(
      /^https:\/\/hairhue\.example:8443\/demo-photos\//,
    );
  });

  it('refuses a forwarded host or protocol that could not be an address with a 400', async () => {
    for (const forwarded of [
      { 'x-forwarded-host': 'evil.example/x' },
      { 'x-forwarded-host': 'hairhue.example', 'x-forwarded-proto': 'javascript' },
    ]) {
      const response = await server.call(undefined, {
        method: 'GET',
        url: '/api/demo-photos',
        headers: { host: '10.0.0.5:3000', ...forwarded },
      });
      expect(response.statusCode, JSON.stringify(forwarded)).toBe(400);
    }
  });
});

describe('with PUBLIC_BASE_URL set', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { PUBLIC_BASE_URL: 'https://public.hairhue.example/', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => server?.close());

  it('builds every address on it, whatever the Host or the proxy says', async () => {
    const headers = {
      host: '192.168.1.20:3000',
      'x-forwarded-host': 'other.example',
      'x-forwarded-proto': 'http',
    };
    await expectAllOn(server, headers, 'https://public.hairhue.example');
  });
});
