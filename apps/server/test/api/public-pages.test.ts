import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onboardingColours, onboardingModels } from '@hairhue/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import { onboardingPreviewKey } from '../../src/jobs/onboarding-previews';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const BASE = 'http://hairhue.test';
const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const NATIVE_APP = `${IPHONE_SAFARI} HairhueApp/1.0.0`;
const SPA_MARKER = '<div id="root">';
/** Not the default (30): the privacy page must say what this server is configured to do. */
const RETENTION_DAYS = 17;

const PUBLIC_PAGES = ['/landing', '/privacy', '/terms', '/support'];

/** The text content of one tag, e.g. the <title>, or every attribute value of one meta/link selector. */
const title = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const meta = (body: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(body)?.[1];
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)"/.exec(body)?.[1];
/** The page with its line breaks as plain spaces, for phrases that wrap in the source. */
const flat = (body: string) => body.replace(/\s+/g, ' ');

describe('public web pages', () => {
  let dist: string;
  let noDemoPhotos: string;
  let server: TestServer;
  let clock = Date.parse('2025-10-01T12:00:00Z');

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.call(undefined, { method: 'GET', url, headers });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'hairhue-dist-'));
    await writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><title>Hairhue</title>${SPA_MARKER}</div>`,
    );
    // An empty demo-photo folder: the onboarding renders appear only when the test stores them.
    noDemoPhotos = await mkdtemp(path.join(os.tmpdir(), 'hairhue-no-demo-'));
    await mkdir(noDemoPhotos, { recursive: true });
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      now: () => new Date(clock),
      env: {
        WEB_DIST_DIR: dist,
        DEMO_PHOTOS_DIR: noDemoPhotos,
        PHOTO_RETENTION_DAYS: String(RETENTION_DAYS),
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await rm(dist, { recursive: true, force: true });
    await rm(noDemoPhotos, { recursive: true, force: true });
  });

  describe('who gets the app and who gets the pages', () => {
    it.each([
      ['a desktop browser', DESKTOP],
      ['a phone browser', IPHONE_SAFARI],
      ['a client without a user agent', ''],
    ])('gives %s the landing page at /, varying with the user agent and cookies', async (_name, agent) => {
      const response = await get('/', agent ? { 'user-agent': agent } : {});
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toMatch(/User-Agent, Cookie/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('50+ Hair Colors');
      expect(response.body).not.toContain(SPA_MARKER);
    });

    it('gives the native app (HairhueApp in its user agent) the web app at /, /try and its own routes', async () => {
      for (const url of ['/', '/try', '/camera', '/hair-color/8f0c7d2e-0000-4000-8000-000000000000']) {
        const response = await get(url, { 'user-agent': NATIVE_APP });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain(SPA_MARKER);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers.vary, url).toMatch(/User-Agent, Cookie/);
      }
    });

    it('opts a browser in with /?app=1: the web app, and a long-lived cookie that keeps it', async () => {
      const response = await get('/?app=1', { 'user-agent': DESKTOP });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(SPA_MARKER);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^hairhue_app=1; /);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('HttpOnly');
      expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
      // Plain http here; the cookie is Secure only over https.
      expect(cookie).not.toContain('Secure');

      for (const url of ['/', '/try', '/settings']) {
        const again = await get(url, { 'user-agent': DESKTOP, cookie: 'other=x; hairhue_app=1' });
        expect(again.body, url).toContain(SPA_MARKER);
      }
    });

    it('marks the opt-in cookie Secure when the request came over https', async () => {
      const response = await get('/try?app=1', { 'user-agent': DESKTOP, 'x-forwarded-proto': 'https' });
      expect(response.body).toContain(SPA_MARKER);
      expect(String(response.headers['set-cookie'])).toContain('; Secure');
    });

    it('forgets the choice with ?app=0', async () => {
      const response = await get('/?app=0', { 'user-agent': DESKTOP, cookie: 'hairhue_app=1' });
      expect(response.body).toContain('50+ Hair Colors');
      expect(String(response.headers['set-cookie'])).toMatch(/^hairhue_app=; Max-Age=0; /);
    });

    it('does not take a cookie with another value, or another cookie, for the opt-in', async () => {
      for (const cookie of ['hairhue_app=0', 'hairhue_app=10', 'xhairhue_app=1']) {
        expect((await get('/', { 'user-agent': DESKTOP, cookie })).body, cookie).not.toContain(SPA_MARKER);
      }
    });

    it('gives the app, not the public pages, to app agents at /landing, /privacy, /terms and /support', async () => {
      for (const url of PUBLIC_PAGES) {
        for (const headers of [
          { 'user-agent': NATIVE_APP } as Record<string, string>,
          { 'user-agent': DESKTOP, cookie: 'hairhue_app=1' },
          { 'user-agent': IPHONE_SAFARI, cookie: 'hairhue_app=1' },
        ]) {
          const response = await get(url, headers);
          const what = `${url} ${JSON.stringify(headers)}`;
          expect(response.statusCode, what).toBe(200);
          expect(response.body, what).toContain(SPA_MARKER);
          expect(response.headers['cache-control'], what).toBe('no-cache');
          expect(response.headers.vary, what).toMatch(/User-Agent, Cookie/);
        }
      }
    });

    it('gives browsers the public pages there, varying with the user agent and cookies', async () => {
      for (const url of PUBLIC_PAGES) {
        for (const agent of [DESKTOP, IPHONE_SAFARI]) {
          const response = await get(url, { 'user-agent': agent });
          expect(response.statusCode, url).toBe(200);
          expect(response.body, url).not.toContain(SPA_MARKER);
          expect(response.body, url).toMatch(/<h1[ >]/);
          expect(response.headers.vary, url).toMatch(/User-Agent, Cookie/);
        }
      }
    });

    it('answers a browser at an unknown address with a public 404 page search engines do not keep', async () => {
      const response = await get('/no-such-page', { 'user-agent': DESKTOP });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('This page does not exist');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.headers.vary).toMatch(/User-Agent, Cookie/);
    });

    it('keeps the API, files and image addresses out of it: JSON 404s for everyone', async () => {
      for (const url of ['/api/nothing-here', '/onboarding/model2', '/demo-photos/nothing.jpg', '/cloud/x']) {
        for (const agent of [DESKTOP, NATIVE_APP]) {
          const response = await get(url, { 'user-agent': agent });
          expect(response.statusCode, url).toBe(404);
          expect(response.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
        }
      }
      const post = await server.call(undefined, { method: 'POST', url: '/landing' });
      expect(post.statusCode).toBe(404);
    });
  });

  describe('each page', () => {
    it.each([
      ['/', 'Hairhue: try different hair colors in seconds', `${BASE}/`],
      ['/landing', 'Hairhue: try different hair colors in seconds', `${BASE}/`],
      ['/try', 'Try Hairhue in your browser', `${BASE}/try`],
      ['/privacy', 'Privacy Policy · Hairhue', `${BASE}/privacy`],
      ['/terms', 'Terms of Use · Hairhue', `${BASE}/terms`],
      ['/support', 'Support · Hairhue', `${BASE}/support`],
    ])(
      '%s has its title, description, canonical address and sharing tags',
      async (url, pageTitle, address) => {
        const { body } = await get(url, { 'user-agent': DESKTOP });
        expect(title(body)).toBe(pageTitle);
        expect(meta(body, 'description')?.length).toBeGreaterThan(60);
        expect(canonical(body)).toBe(address);
        expect(meta(body, 'og:title')).toBe(pageTitle);
        expect(meta(body, 'og:url')).toBe(address);
        expect(meta(body, 'og:type')).toBe('website');
        expect(meta(body, 'og:description')).toBe(meta(body, 'description'));
        expect(meta(body, 'og:image')).toBe(`${BASE}/og-image.jpg`);
        expect(meta(body, 'twitter:card')).toBe('summary_large_image');
        expect(meta(body, 'twitter:image')).toBe(`${BASE}/og-image.jpg`);
      },
    );

    it.each(['/', '/try', '/privacy', '/terms', '/support', '/no-such-page'])(
      '%s is a document with a language, landmarks, one h1 and alt text on every image',
      async (url) => {
        const { body } = await get(url, { 'user-agent': DESKTOP });
        expect(body).toMatch(/^<!doctype html>\n<html lang="en">/);
        expect(body).toContain('<meta name="viewport"');
        for (const landmark of [
          '<header class="site-header">',
          '<main id="main">',
          '<footer',
          '<nav aria-label="Main">',
        ]) {
          expect(body).toContain(landmark);
        }
        expect(body.match(/<h1[ >]/g)).toHaveLength(1);
        for (const image of body.match(/<img\s[^>]*>/g) ?? []) expect(image).toMatch(/\salt="[^"]+"/);
        // No client script: the pages work without JavaScript.
        expect(body).not.toContain('<script');
      },
    );

    it('the landing page offers the App Store, says it is made for phones and claims 50+ colours', async () => {
      const { body } = await get('/landing', { 'user-agent': DESKTOP });
      expect(body).toContain('href="https://apps.apple.com/');
      expect(body).toContain('App Store');
      expect(body).toContain('Hairhue is made for your phone');
      expect(body).toContain('50+ Hair Colors');
      expect(flat(body)).toContain(`deleted automatically ${RETENTION_DAYS} days after you upload it`);
    });

    it('/try invites a browser into the web app', async () => {
      const { body } = await get('/try', { 'user-agent': IPHONE_SAFARI });
      expect(body).toContain('href="/?app=1"');
      expect(body).toContain('Open the web app');
      expect(body).toContain('Hairhue is made for your phone');
    });

    it('the privacy policy gives its date, the support address and the configured retention', async () => {
      const { body } = await get('/privacy', { 'user-agent': DESKTOP });
      expect(body).toContain('Last updated September 2025');
      expect(body).toContain('mailto:support@hairhue.app');
      expect(body).toContain(`<strong>Photos: ${RETENTION_DAYS} days.</strong>`);
      expect(body).not.toContain('Photos: 30 days');
      expect(body).toContain('not sent to any third-party AI service');
      expect(body).toContain('RevenueCat');
      // This server is configured without Cloudinary or S3, so the policy does not name them.
      expect(body).not.toContain('Cloudinary');
      expect(body).not.toContain('S3-compatible');
    });

    it("gives the app's Privacy screen the same facts: the configured retention and processors", async () => {
      const response = await get('/api/privacy-facts');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ photoRetentionDays: RETENTION_DAYS, cloudinary: false, s3: false });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });

    it('the terms give their date', async () => {
      const { body } = await get('/terms', { 'user-agent': DESKTOP });
      expect(body).toContain('Last updated January 2024');
      expect(body).toContain('$29.99 per month after a 3-day free trial');
    });

    it("support gives the contact address and answers the app's FAQ questions", async () => {
      const { body } = await get('/support', { 'user-agent': DESKTOP });
      expect(body).toContain('href="mailto:support@hairhue.app');
      expect(body).toContain('href="#faq"');
      expect(FAQ_ITEMS).toHaveLength(9);
      for (const item of FAQ_ITEMS) {
        expect(body).toContain(item.question.replace(/'/g, '&#39;'));
      }
    });
  });

  describe('the landing page screenshots', () => {
    it('shows no photo until the engine has rendered the onboarding previews, then shows them', async () => {
      const before = await get('/', { 'user-agent': DESKTOP });
      expect(before.body).not.toContain('/onboarding/');
      expect(before.body).toContain('Try this hair color');

      const jpeg = await sharp({ create: { width: 90, height: 90, channels: 3, background: '#b04020' } })
        .jpeg()
        .toBuffer();
      for (const model of onboardingModels) {
        for (const colour of onboardingColours(model)) {
          await server.hairhue.storage.put(onboardingPreviewKey(model.id, colour.id), jpeg, 'image/jpeg');
        }
      }
      // Looked up again at most every 30 s.
      expect((await get('/', { 'user-agent': DESKTOP })).body).not.toContain('/onboarding/');
      clock += 31_000;
      const after = await get('/', { 'user-agent': DESKTOP });
      const sources = [...after.body.matchAll(/<img\s+src="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(sources).toEqual([
        '/onboarding/model5/burgundy.jpg',
        '/onboarding/model2/copper-red.jpg',
        '/onboarding/model8/deep-purple.jpg',
      ]);
      expect(after.body).toContain('Real results, rendered by the Hairhue engine.');
      for (const image of after.body.match(/<img\s[^>]*>/g) ?? []) {
        expect(image).toMatch(/\salt="Hairhue result: a model photo with [A-Z][A-Za-z ]+ hair"/);
      }
      for (const source of sources) {
        const image = await get(source);
        expect(image.statusCode, source).toBe(200);
        expect(image.headers['content-type'], source).toBe('image/jpeg');
      }
    });
  });

  describe('for search engines and link previews', () => {
    it('lists the public pages in /sitemap.xml by their absolute addresses', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locations).toEqual(
        ['/', '/try', '/support', '/privacy', '/terms'].map((page) => `${BASE}${page}`),
      );
      expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    });

    it('allows the pages in /robots.txt, keeps crawlers out of the API and files, and names the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = response.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'User-agent: *',
          'Allow: /',
          'Disallow: /api/',
          'Disallow: /files/',
          'Disallow: /cloud/',
          `Sitemap: ${BASE}/sitemap.xml`,
        ]),
      );
    });

    it('serves the og:image as a 1200×630 JPEG', async () => {
      const response = await get('/og-image.jpg');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const { format, width, height } = await sharp(response.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    });
  });
});
