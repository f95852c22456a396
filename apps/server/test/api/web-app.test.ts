import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

describe('serving the built web app', () => {
  let dist: string;
  let server: TestServer;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'hairhue-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Hairhue</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Hairhue"}');
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { WEB_DIST_DIR: dist },
      // It serves the onboarding models' photos.
      onboardingModels: true,
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/camera', '/hair-color/8f0c7d2e-0000-4000-8000-000000000000', '/no-such-page'])(
    'answers the app route %s with index.html, never cached',
    async (url) => {
      // The app's user agent: browsers get the public pages (public-pages.test.ts).
      const headers = { 'user-agent': 'Mozilla/5.0 (iPhone) HairhueApp/1.0.0' };
      const response = await server.call(undefined, { method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API and demo-photo addresses as JSON 404s, and unsigned file addresses as 403s', async () => {
    expect(
      (await server.call(undefined, { method: 'GET', url: '/files/photos/x/original.jpg' })).statusCode,
    ).toBe(403);
    for (const url of ['/api/nothing-here', '/demo-photos/nothing.jpg']) {
      const response = await server.call(undefined, { method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('does not answer other methods with the app', async () => {
    const response = await server.call(undefined, { method: 'POST', url: '/camera' });
    expect(response.statusCode).toBe(404);
  });

  it('serves the onboarding model photos next to the demo photos', async () => {
    const response = await server.call(undefined, { method: 'GET', url: '/demo-photos/model-1.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
  });
});
