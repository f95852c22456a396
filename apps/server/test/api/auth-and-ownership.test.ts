import { randomBytes, randomUUID } from 'node:crypto';
import {
  errorBodySchema,
  routeList,
  type DiceRoll,
  type HairColorTryOn,
  type Photo,
  type RouteDefinition,
} from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { grantPremium, startTryOn, uploadPhoto, waitForDiceRoll, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const authRoutes = routeList.filter((route) => route.auth);

function urlOf(route: RouteDefinition): string {
  return `/api${route.path.replace('{id}', randomUUID())}`;
}

function expectError(response: LightMyRequestResponse, status: number, code: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  expect(body.error.code).toBe(code);
  return body.error.message;
}

const badAuthorizations: [string, string | undefined][] = [
  ['no Authorization header', undefined],
  ['a malformed token', 'bearer not a token'],
  ['a too-short token', 'bearer abc'],
  ['a well-formed but unknown token', `bearer ${randomBytes(32).toString('base64url')}`],
  ['Basic credentials', `Basic ${Buffer.from('user:password').toString('base64')}`],
  ['a bare token without a scheme', randomBytes(32).toString('base64url')],
];

describe.each(databaseKinds)('authentication and ownership on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, renderer: createTestRenderer().renderer });
  }, 60_000);

  afterAll(() => server?.close());

  const register = (payload: unknown) =>
    server.call(undefined, { method: 'POST', url: '/api/auth/register-device', payload: payload as object });

  describe.each(badAuthorizations)('with %s', (_what, authorization) => {
    it.each(authRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s answers 401 UNAUTHORIZED',
      async (_name, route) => {
        const response = await server.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: authorization === undefined ? {} : { authorization },
          ...(route.body ? { payload: {} } : {}),
        });
        expectError(response, 401, 'UNAUTHORIZED');
      },
    );
  });

  it('serves registration, health, the docs and the demo photos without a token', async () => {
    expect((await register({ deviceId: 'no-token-needed' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/api/demo-photos' })).statusCode).toBe(200);
  });

  it('serves an OpenAPI 3.1 document at /api/docs with every path and method of the contract', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [...new Set(routeList.map((route) => route.path))].sort(),
    );
    for (const route of routeList)
      expect(document.paths[route.path]).toHaveProperty(route.method.toLowerCase());
  });

  describe('register-device', () => {
    it('rejects a registration without deviceId with 400 naming it', async () => {
      expect(expectError(await register({ appVersion: '2.0.0' }), 400, 'VALIDATION_FAILED')).toContain(
        'deviceId',
      );
      expect(expectError(await register({ deviceId: '   ' }), 400, 'VALIDATION_FAILED')).toContain(
        'deviceId',
      );
    });

    it('answers { success: true, token } and records appVersion 1.0.0 when none is sent', async () => {
      const deviceId = `default-version-${randomUUID()}`;
      const response = await register({ deviceId });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ success: boolean; token: string }>();
      expect(body).toEqual({ success: true, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      const rows = await server.hairhue.database.db
        .selectFrom('devices')
        .select(['app_version'])
        .where('client_device_id', '=', deviceId)
        .execute();
      expect(rows).toEqual([{ app_version: '1.0.0' }]);
    });

    it('gives a new token on every registration: knowing a deviceId gives no access to its photos', async () => {
      const deviceId = `shared-${randomUUID()}`;
      const first = await server.register(deviceId);
      const photo = await uploadPhoto(server, first);
      const second = await server.register(deviceId);
      expect(second).not.toBe(first);

      const list = await server.call(second, { method: 'GET', url: '/api/photos' });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([]);
      expectError(
        await server.call(second, { method: 'GET', url: `/api/photos/${photo.id}` }),
        404,
        'NOT_FOUND',
      );
      // The first token still works and still sees its photo.
      expect((await server.call(first, { method: 'GET', url: '/api/photos' })).json<Photo[]>()).toHaveLength(
        1,
      );
    });
  });

  describe("another device's things", () => {
    const deviceA = `owner-a-${randomUUID()}`;
    const deviceB = `intruder-b-${randomUUID()}`;
    let tokenA: string;
    let tokenB: string;
    let photo: Photo;
    let tryOn: HairColorTryOn;
    let roll: DiceRoll;

    beforeAll(async () => {
      tokenA = await server.register(deviceA);
      tokenB = await server.register(deviceB);
      // Both premium, so B's failures can only be about ownership, never about entitlement.
      await grantPremium(server, deviceA);
      await grantPremium(server, deviceB);
      photo = await uploadPhoto(server, tokenA);
      const started = await startTryOn(server, tokenA, photo.id);
      expect(started.statusCode).toBe(202);
      tryOn = await waitForTryOn(server, tokenA, started.json<HairColorTryOn>().id);
      expect(tryOn.status).toBe('completed');
      const rolled = await server.call(tokenA, {
        method: 'POST',
        url: '/api/dice-roll',
        payload: { photoId: photo.id },
      });
      expect(rolled.statusCode).toBe(202);
      roll = await waitForDiceRoll(server, tokenA, rolled.json<DiceRoll>().id);
    }, 60_000);

    it('are 404 NOT_FOUND for device B: photo (read, preview planes, appearance, hair correction), try-on (read, delete, download) and dice roll', async () => {
      const attempts: [method: 'GET' | 'PUT' | 'DELETE', url: string][] = [
        ['GET', `/api/photos/${photo.id}`],
        ['GET', `/api/photos/${photo.id}/preview-planes`],
        ['GET', `/api/photos/${photo.id}/appearance`],
        ['GET', `/api/photos/${photo.id}/hair-correction`],
        ['PUT', `/api/photos/${photo.id}/hair-correction`],
        ['DELETE', `/api/photos/${photo.id}/hair-correction`],
        ['GET', `/api/hair-color-try-ons/${tryOn.id}`],
        ['GET', `/api/hair-color-try-ons/${tryOn.id}/download`],
        ['DELETE', `/api/hair-color-try-ons/${tryOn.id}`],
        ['GET', `/api/dice-roll/${roll.id}`],
      ];
      const strokes = [{ tool: 'remove', radius: 0.05, points: [0.5, 0.5] }];
      for (const [method, url] of attempts) {
        const payload = method === 'PUT' ? { strokes } : undefined;
        expectError(await server.call(tokenB, { method, url, payload }), 404, 'NOT_FOUND');
      }
      expect((await server.call(tokenB, { method: 'GET', url: '/api/photos' })).json()).toEqual([]);
      expect((await server.call(tokenB, { method: 'GET', url: '/api/hair-color-try-ons' })).json()).toEqual(
        [],
      );
    });

    it("cannot start a try-on or a dice roll on device A's photo (404)", async () => {
      expectError(await startTryOn(server, tokenB, photo.id), 404, 'NOT_FOUND');
      const rolled = await server.call(tokenB, {
        method: 'POST',
        url: '/api/dice-roll',
        payload: { photoId: photo.id },
      });
      expectError(rolled, 404, 'NOT_FOUND');
      expect((await server.call(tokenB, { method: 'GET', url: '/api/hair-color-try-ons' })).json()).toEqual(
        [],
      );
    });

    it("leaves device A's photo, try-on and dice roll as they were", async () => {
      const photoNow = await server.call(tokenA, { method: 'GET', url: `/api/photos/${photo.id}` });
      expect(photoNow.statusCode).toBe(200);
      expect(photoNow.json<Photo>()).toMatchObject({ id: photo.id, objectPath: photo.objectPath });
      const tryOns = (await server.call(tokenA, { method: 'GET', url: '/api/hair-color-try-ons' })).json<
        HairColorTryOn[]
      >();
      expect(tryOns.map(({ id, status }) => ({ id, status }))).toEqual([
        { id: tryOn.id, status: 'completed' },
      ]);
      const download = await server.call(tokenA, {
        method: 'GET',
        url: `/api/hair-color-try-ons/${tryOn.id}/download`,
      });
      expect(download.statusCode).toBe(200);
      const planes = await server.call(tokenA, {
        method: 'GET',
        url: `/api/photos/${photo.id}/preview-planes`,
      });
      expect(planes.statusCode).toBe(200);
      const correction = await server.call(tokenA, {
        method: 'GET',
        url: `/api/photos/${photo.id}/hair-correction`,
      });
      expect(correction.json()).toMatchObject({ strokes: [], revision: 0 });
      const rollNow = await server.call(tokenA, { method: 'GET', url: `/api/dice-roll/${roll.id}` });
      expect(rollNow.statusCode).toBe(200);
      expect(rollNow.json<DiceRoll>().colors.map((color) => color.status)).toEqual(
        roll.colors.map((c) => c.status),
      );
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url: '/api/photos',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization',
        },
      });

    it.each(['capacitor://localhost', 'http://hairhue.test'])(
      'answers a preflight from %s echoing the origin and allowing credentials',
      async (origin) => {
        const response = await preflight(origin);
        expect(response.statusCode).toBeLessThan(300);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
      },
    );

    it("allows every method of the contract's routes from the app's origin (the brush's PUT too)", async () => {
      for (const method of new Set(routeList.map((route) => route.method))) {
        const response = await server.app.inject({
          method: 'OPTIONS',
          url: '/api/photos/00000000-0000-4000-8000-000000000000/hair-correction',
          headers: {
            origin: 'capacitor://localhost',
            'access-control-request-method': method,
            'access-control-request-headers': 'authorization, content-type',
          },
        });
        expect(response.statusCode).toBeLessThan(300);
        expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toContain(method);
      }
    });

    it('gives an unlisted origin no access-control-allow-origin header', async () => {
      for (const origin of ['https://evil.example', 'http://hairhue.test.evil.example', 'null']) {
        expect((await preflight(origin)).headers['access-control-allow-origin']).toBeUndefined();
      }
    });
  });
});

describe('the register-device rate limit', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { REGISTER_RATE_LIMIT_PER_MINUTE: '3' },
    });
  }, 60_000);

  afterAll(() => server?.close());

  it('answers the 4th registration from one address in a minute with 429 RATE_LIMITED; other routes still work', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push(await server.register());
    const fourth = await server.call(undefined, {
      method: 'POST',
      url: '/api/auth/register-device',
      payload: { deviceId: 'one-too-many' },
    });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');

    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    for (const token of tokens) {
      expect((await server.call(token, { method: 'GET', url: '/api/photos' })).statusCode).toBe(200);
    }
    // Another address is not limited by this one's registrations.
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register-device',
      payload: { deviceId: 'from-elsewhere' },
      remoteAddress: '10.1.2.3',
    });
    expect(elsewhere.statusCode).toBe(200);
    // Last, as the one part known to fail today: the 429 must carry the error body's message too.
    expect(errorBodySchema.parse(fourth.json()).error.message).toMatch(/too many/i);
  });
});
