import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DirectUploadResponse } from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { contentSecurityPolicy, contentSourcesOf } from '../../src/http/security-headers';
import { CLOUD_UPLOAD_PATH } from '../../src/services/cloud-uploads';
import { createLocalStorage, createS3Storage } from '../../src/storage';
import { multipart, portraitBytes } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const NATIVE_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 HairhueApp/1.0.0';
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';

/** The Content-Security-Policy header as directive → sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The headers every answer carries, whatever it is. */
function expectBaseline(response: LightMyRequestResponse, what: string): void {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  expect(response.headers['permissions-policy'], what).toMatch(/(^|, )camera=\(self\)(,|$)/);
  expect(response.headers['permissions-policy'], what).toMatch(/microphone=\(\)/);
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  expect(response.headers['strict-transport-security'], `${what} over http`).toBeUndefined();
}

/**
 * The policy the app and the public pages need: no inline or foreign script and no eval (WebAssembly alone
 * may be compiled, for live colour's model), never framed.
 */
function expectPagePolicy(response: LightMyRequestResponse, what: string): void {
  const policy = policyOf(response);
  expect(policy.get('script-src'), what).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('img-src'), what).toEqual(expect.arrayContaining(["'self'", 'blob:', 'data:']));
  expect(policy.get('worker-src'), what).toEqual(expect.arrayContaining(["'self'"]));
  expect(policy.get('manifest-src'), what).toEqual(["'self'"]);
  // Over plain http (a phone on the LAN) an upgrade would break every request.
  expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
}

describe('security headers', () => {
  let dist: string;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'hairhue-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Hairhue</title><script type="module" src="/assets/index.js"></script><div id="root"></div>',
    );
    server = await startTestServer({ renderer: createTestRenderer().renderer, env: { WEB_DIST_DIR: dist } });
    token = await server.register();
  });
  afterAll(async () => {
    await server?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.call(undefined, { method: 'GET', url, headers });

  it('gives the web app its policy and the baseline headers', async () => {
    const response = await get('/', { 'user-agent': NATIVE_APP });
    expect(response.body).toContain('<div id="root">');
    expectBaseline(response, 'the app');
    expectPagePolicy(response, 'the app');
  });

  it.each(['/', '/landing', '/privacy', '/terms', '/support', '/try', '/no-such-page'])(
    'gives the public page %s the same policy, and it has no inline script to need more',
    async (url) => {
      const response = await get(url, { 'user-agent': DESKTOP });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expectBaseline(response, url);
      expectPagePolicy(response, url);
      expect(response.body).not.toMatch(/<script/i);
      expect(response.body).not.toMatch(/\son[a-z]+=/i);
    },
  );

  it('keeps authenticated JSON out of every cache, refusals included', async () => {
    for (const [what, response] of [
      ['status', await server.call(token, { method: 'GET', url: '/api/subscriptions/status' })],
      ['try-ons', await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' })],
      ['no token', await server.call(undefined, { method: 'GET', url: '/api/hair-color-try-ons' })],
      ['not found', await server.call(token, { method: 'GET', url: `/api/photos/${crypto.randomUUID()}` })],
    ] as const) {
      expect(response.headers['content-type'], what).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], what).toBe('no-store');
      expectBaseline(response, what);
    }
  });

  it("gives the API's JSON a policy that allows nothing, and none of the headers only pages use", async () => {
    for (const [what, response] of [
      ['status', await server.call(token, { method: 'GET', url: '/api/subscriptions/status' })],
      ['health', await get('/api/health')],
      ['no token', await server.call(undefined, { method: 'GET', url: '/api/hair-color-try-ons' })],
    ] as const) {
      expect(response.headers['content-type'], what).toMatch(/^application\/json/);
      expectBaseline(response, what);
      const policy = policyOf(response);
      expect(policy.get('default-src'), what).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
      for (const pageOnly of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(response.headers[pageOnly], `${what}: ${pageOnly}`).toBeUndefined();
      }
    }
    // The pages keep theirs.
    expect((await get('/', { 'user-agent': DESKTOP })).headers['cross-origin-opener-policy']).toBe(
      'same-origin',
    );
  });

  it('lets another origin show the images we serve, with nosniff', async () => {
    const body = multipart([{ name: 'photo', value: portraitBytes(), filename: 'selfie.jpg' }]);
    const upload = await server.call(token, { method: 'POST', url: '/api/photos/upload', ...body });
    const file = new URL(upload.json<DirectUploadResponse>().photo.originalUrl);
    for (const url of [file.pathname + file.search, '/demo-photos/demo-1.jpg', '/og-image.jpg']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/jpeg');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('cross-origin');
      expectBaseline(response, url);
    }
    expect((await get('/api/demo-photos')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  describe('CORS', () => {
    const preflight = (url: string, origin: string) =>
      server.call(undefined, {
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });

    it('answers the upload endpoint from any origin, without credentials, as Cloudinary does', async () => {
      for (const origin of [
        'http://127.0.0.2:3000',
        'http://192.168.1.20:3000',
        'https://anywhere.example',
      ]) {
        const answer = await preflight(CLOUD_UPLOAD_PATH, origin);
        expect(answer.statusCode, origin).toBe(204);
        expect(answer.headers['access-control-allow-origin'], origin).toBe('*');
        expect(answer.headers['access-control-allow-methods'], origin).toMatch(/POST/);
        expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined();

        // The upload itself (refused here: no preset) carries the header too, so the page can read why.
        const form = multipart([{ name: 'file', value: portraitBytes(), filename: 'photo.jpg' }]);
        const upload = await server.call(undefined, {
          method: 'POST',
          url: CLOUD_UPLOAD_PATH,
          payload: form.payload,
          headers: { ...form.headers, origin },
        });
        expect(upload.statusCode).toBe(400);
        expect(upload.headers['access-control-allow-origin'], origin).toBe('*');
        expect(upload.headers['access-control-allow-credentials'], origin).toBeUndefined();
        expectBaseline(upload, 'upload endpoint');
      }
    });

    it.each(['capacitor://localhost', 'http://localhost:5173'])(
      'echoes the app origin %s and allows its credentials',
      async (origin) => {
        const answer = await preflight('/api/photos', origin);
        expect(answer.headers['access-control-allow-origin']).toBe(origin);
        expect(answer.headers['access-control-allow-credentials']).toBe('true');
        const response = await server.call(token, { method: 'GET', url: '/api/photos', headers: { origin } });
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
      },
    );

    it('gives any other origin, and a request with none, no CORS header and no credentials', async () => {
      for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, {}]) {
        for (const url of ['/api/health', '/api/photos', '/', '/files/x.jpg']) {
          const response = await server.call(token, { method: 'GET', url, headers });
          const what = `${url} ${JSON.stringify(headers)}`;
          expect(response.headers['access-control-allow-origin'], what).toBeUndefined();
          expect(response.headers['access-control-allow-credentials'], what).toBeUndefined();
        }
      }
      const answer = await preflight('/api/photos', 'https://evil.example');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    });
  });
});

describe('Strict-Transport-Security', () => {
  const overTls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'hairhue.example' };

  it('is sent when a trusted proxy says the request came over TLS, and not over plain http', async () => {
    const server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const secure = await server.call(undefined, { method: 'GET', url: '/api/health', headers: overTls });
      expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const plain = await server.call(undefined, {
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('is not sent on a forwarded https without TRUST_PROXY: anyone can send that header', async () => {
    const server = await startTestServer({ renderer: createTestRenderer().renderer });
    try {
      const response = await server.call(undefined, { method: 'GET', url: '/api/health', headers: overTls });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});

describe('the Content-Security-Policy sources', () => {
  const secret = 'test-secret-test-secret-test-secret-0';

  it('adds the stores and hosts a configuration really loads from, and nothing when it is all ours', async () => {
    const local = createLocalStorage({ rootDir: os.tmpdir(), signingSecret: secret });
    const plain = contentSecurityPolicy(await contentSourcesOf(loadConfig({ DATA_DIR: os.tmpdir() }), local));
    expect(plain['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(plain['connect-src']).toEqual(["'self'"]);

    const config = loadConfig({
      DATA_DIR: os.tmpdir(),
      PUBLIC_BASE_URL: 'https://api.hairhue.example/',
      CLOUDINARY_CLOUD_NAME: 'demo',
      CLOUDINARY_UPLOAD_PRESET: 'unsigned',
      DEMO_PHOTO_URLS: 'https://images.example/demo-1.jpg,https://images.example/demo-2.jpg',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'https://s3.storage.example',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    if (!config.s3) throw new Error('no S3 configuration');
    // Presigning is local: no request reaches the endpoint.
    const policy = contentSecurityPolicy(await contentSourcesOf(config, createS3Storage(config.s3)));
    expect(policy['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://s3.storage.example',
      'https://api.hairhue.example',
      'https://res.cloudinary.com',
      'https://images.example',
    ]);
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://s3.storage.example',
      'https://api.hairhue.example',
      'https://res.cloudinary.com',
      'https://images.example',
      'https://api.cloudinary.com',
    ]);
  });
});
