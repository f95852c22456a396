import { randomUUID } from 'node:crypto';
import {
  cloudinaryUploadResponseSchema,
  DEFAULT_TUNING,
  DEVICE_ID_PATTERN,
  errorBodySchema,
  hairColorTryOnSchema,
  INTENSITY_PERCENT,
  routeList,
  SHINE_PERCENT,
  uploadUrlResponseSchema,
  type Photo,
  type RouteDefinition,
} from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { badInputCorpus } from '../helpers/bad-input-corpus';
import { databaseKinds } from '../helpers/database';
import { grantPremium, multipart, portraitBytes, shade, uploadPhoto } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';
import { mulberry32 } from '@hairhue/hair-engine';

type BodyRoute = RouteDefinition & { name: string; body: z.ZodObject };

/** Every JSON body route of the contract, with a body its schema accepts. */
const bodyRoutes = routeList.filter((route): route is BodyRoute & (typeof routeList)[number] => !!route.body);
const idRoutes = routeList.filter((route) => route.path.includes('{id}'));

const validBodies: Record<string, Record<string, unknown>> = {
  registerDevice: { deviceId: 'validation-device', appVersion: '2.0.0' },
  syncSubscription: { customerInfo: { entitlements: {} }, timestamp: 1_732_200_000_000 },
  createPhoto: { userId: null, originalUrl: 'https://example.com/x.jpg', objectPath: 'hair-photos/x' },
  createTryOn: {
    photoId: randomUUID(),
    colorName: 'Copper',
    colorValue: '#b87333',
    intensity: 80,
    shine: 60,
  },
  createDiceRoll: { photoId: randomUUID() },
  purchaseSandboxPackage: { packageIdentifier: '$rc_monthly' },
  saveHairCorrection: { strokes: [{ tool: 'add', radius: 0.025, points: [0.2, 0.3, 0.25, 0.35] }] },
  saveSkinTone: { depth: 4, undertone: 'neutral' },
};

/** Values of every JSON type: for each field, the first its schema rejects is its "wrong type". */
const candidateWrongValues: unknown[] = [42, 'not-the-right-thing', true, [1], { nested: 1 }, null];

function urlOf(route: RouteDefinition, id: string = randomUUID()): string {
  return `/api${route.path.replace('{id}', id)}`;
}

function fieldsOf(route: BodyRoute): string[] {
  return Object.keys(route.body.shape);
}

function isRequired(route: BodyRoute, field: string): boolean {
  return !(route.body.shape[field] as z.ZodType).safeParse(undefined).success;
}

function wrongValueFor(route: BodyRoute, field: string): unknown {
  const schema = route.body.shape[field] as z.ZodType;
  const wrong = candidateWrongValues.find((value) => !schema.safeParse(value).success);
  if (wrong === undefined) throw new Error(`no wrong value for ${route.name}.${field}`);
  return wrong;
}

function expectError(response: LightMyRequestResponse, status: number, code?: string): string {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  if (code) expect(body.error.code).toBe(code);
  return body.error.message;
}

const awkwardStrings = [
  '',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀'.repeat(40),
  'é'.repeat(300),
  '__proto__',
  ' ',
];
const rawNumbers = [
  '1e999',
  '-1e999',
  '123456789012345678901234567890',
  '-0',
  '0.1',
  '1e-400',
  '9007199254740993',
];

function randomString(random: () => number): string {
  if (random() < 0.4) return awkwardStrings[Math.floor(random() * awkwardStrings.length)] ?? '';
  const length = Math.floor(random() * 40);
  let text = '';
  for (let i = 0; i < length; i++) {
    const pick = random();
    text += String.fromCodePoint(
      pick < 0.6 ? 32 + Math.floor(random() * 95) : Math.floor(random() * 0x10ffff) & 0xd7ff,
    );
  }
  return text;
}

/** Random JSON text: built by hand so it may hold numbers JSON.stringify cannot write (1e999, 30 digits). */
function randomJson(random: () => number, depth = 0): string {
  const kind = Math.floor(random() * (depth > 4 ? 4 : 7));
  switch (kind) {
    case 0:
      return JSON.stringify(randomString(random));
    case 1:
      return random() < 0.5
        ? (rawNumbers[Math.floor(random() * rawNumbers.length)] ?? '0')
        : String(random() * 1e6);
    case 2:
      return random() < 0.5 ? 'true' : 'null';
    case 3:
      return random() < 0.1 ? `${'['.repeat(2000)}${']'.repeat(2000)}` : 'false';
    case 4: {
      const items = Array.from({ length: Math.floor(random() * 4) }, () => randomJson(random, depth + 1));
      return `[${items.join(',')}]`;
    }
    default: {
      const entries = Array.from(
        { length: Math.floor(random() * 4) },
        () => `${JSON.stringify(randomString(random))}:${randomJson(random, depth + 1)}`,
      );
      return `{${entries.join(',')}}`;
    }
  }
}

/** Half the cases are arbitrary JSON; half are the valid body with fields replaced or added at random. */
function fuzzBody(random: () => number, valid: Record<string, unknown>): string {
  if (random() < 0.5) return randomJson(random);
  const entries = Object.entries(valid).map(
    ([key, value]) =>
      `${JSON.stringify(key)}:${random() < 0.5 ? randomJson(random, 3) : JSON.stringify(value)}`,
  );
  if (random() < 0.2) entries.push(`${JSON.stringify(randomString(random))}:${randomJson(random, 3)}`);
  return `{${entries.join(',')}}`;
}

describe.each(databaseKinds)('request validation on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      // This suite sends many bad saves from one device; the save limit has its own test.
      env: { HAIR_CORRECTION_SAVES_PER_MINUTE: '1000' },
    });
    token = await server.register();
  }, 60_000);

  afterAll(() => server?.close());

  /** Sends a body to the route by its own method (POST, or the brush's PUT). */
  const post = (route: RouteDefinition, payload: string, contentType = 'application/json') =>
    server.call(token, {
      method: route.method,
      url: urlOf(route),
      payload,
      headers: { 'content-type': contentType },
    });

  it('covers every body route of the contract, each with a body its schema accepts', () => {
    expect(bodyRoutes.map((route) => route.name).sort()).toEqual(Object.keys(validBodies).sort());
    for (const route of bodyRoutes) expect(route.body.safeParse(validBodies[route.name]).success).toBe(true);
  });

  describe.each(bodyRoutes.map((route) => [route.name, route] as const))('%s', (_name, route) => {
    const valid = validBodies[route.name] ?? {};

    it('rejects malformed JSON text with 400 VALIDATION_FAILED', async () => {
      for (const text of ['{"deviceId": ', '{deviceId: 1}', "{'a': 1}", '{"a":1,}', 'nul']) {
        expectError(await post(route, text), 400, 'VALIDATION_FAILED');
      }
    });

    it('rejects an empty body sent as JSON with 400', async () => {
      expectError(await post(route, ''), 400, 'VALIDATION_FAILED');
    });

    it('rejects a JSON array, string, number or null instead of an object with 400 naming the body', async () => {
      for (const text of ['[]', JSON.stringify([valid]), '"text"', '42', 'null', 'true']) {
        expect(expectError(await post(route, text), 400, 'VALIDATION_FAILED')).toMatch(/^body/);
      }
    });

    it.each(fieldsOf(route).filter((field) => isRequired(route, field)))(
      'rejects a body without %s, naming it',
      async (field) => {
        const { [field]: _omitted, ...rest } = valid;
        const message = expectError(await post(route, JSON.stringify(rest)), 400, 'VALIDATION_FAILED');
        expect(message).toContain(`body.${field}`);
      },
    );

    it.each(fieldsOf(route))('rejects a %s of the wrong type, naming it', async (field) => {
      const body = { ...valid, [field]: wrongValueFor(route, field) };
      const message = expectError(await post(route, JSON.stringify(body)), 400, 'VALIDATION_FAILED');
      expect(message).toContain(`body.${field}`);
      // The field is there, just wrong: saying it is missing would send the client looking elsewhere.
      expect(message).not.toContain(`body.${field}: is required`);
    });

    it('rejects an unknown extra field, naming it', async () => {
      const body = { ...valid, sneakyExtra: 1 };
      const message = expectError(await post(route, JSON.stringify(body)), 400, 'VALIDATION_FAILED');
      expect(message).toContain('sneakyExtra');
    });

    it('rejects a JSON body over the 256 KB body limit with a 4xx that does not claim a 10 MB limit', async () => {
      const body = { ...valid, padding: 'x'.repeat(300 * 1024) };
      const response = await post(route, JSON.stringify(body));
      expect([400, 413]).toContain(response.statusCode);
      const message = errorBodySchema.parse(response.json()).error.message;
      expect(message.length).toBeGreaterThan(0);
      // The JSON limit is 256 KB; the 10 MB of photo uploads is not the limit this request broke.
      expect(message).not.toContain('10 MB');
    });

    it('rejects a text/plain body with a 4xx error body', async () => {
      const response = await post(route, JSON.stringify(valid), 'text/plain');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      errorBodySchema.parse(response.json());
    });

    it('never answers 200 random JSON values with a 5xx, and always with the error body shape', async () => {
      const seed = 0x5eed + route.name.length * 7919;
      const random = mulberry32(seed);
      for (let i = 0; i < 200; i++) {
        const text = fuzzBody(random, valid);
        const response = await post(route, text);
        const context = `seed ${seed} case ${i}: ${text.slice(0, 200)} → ${response.statusCode} ${response.body}`;
        expect(response.statusCode, context).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(errorBodySchema.safeParse(response.json()).success, context).toBe(true);
      }
    }, 60_000);
  });

  it.each([
    ['a deviceId', { deviceId: 'nul\u0000device' }],
    ['an appVersion', { deviceId: 'nul-version', appVersion: '1.0\u0000' }],
  ])('answers a registration with a NUL character in %s without a 500', async (_what, payload) => {
    const response = await server.call(undefined, {
      method: 'POST',
      url: '/api/auth/register-device',
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
  });

  it.each(idRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s rejects a non-UUID id with 400 naming id, and answers 404 for an unknown UUID',
    async (_name, route) => {
      // A valid body where the route takes one, so only the id can be at fault.
      const payload = validBodies[route.name];
      for (const id of ['not-a-uuid', '123', `${randomUUID()}x`, "1'%20OR%201=1"]) {
        const response = await server.call(token, { method: route.method, url: urlOf(route, id), payload });
        expect(expectError(response, 400, 'VALIDATION_FAILED')).toContain('id');
      }
      expectError(
        await server.call(token, { method: route.method, url: urlOf(route), payload }),
        404,
        'NOT_FOUND',
      );
    },
  );

  describe('try-on intensity and shine (issue 12 §3)', () => {
    const ranges = { intensity: INTENSITY_PERCENT, shine: SHINE_PERCENT } as const;
    const oddValues = ['null', 'true', '[]', '{}', '"80"', '""', ...rawNumbers];

    /** A value's JSON text: whole numbers around the range, fractions, odd JSON, or nothing at all. */
    function randomTuningValue(random: () => number): string | undefined {
      const pick = random();
      if (pick < 0.15) return undefined;
      if (pick < 0.6) return String(Math.floor(random() * 150) - 25);
      if (pick < 0.75) return String(Math.round(random() * 12000) / 100);
      return oddValues[Math.floor(random() * oddValues.length)];
    }

    function isAccepted(field: keyof typeof ranges, text: string | undefined): boolean {
      if (text === undefined) return true;
      const value: unknown = JSON.parse(text);
      const { min, max } = ranges[field];
      return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
    }

    it('answers 60 fuzzed values from a premium device with 202 exactly when both are whole percents in range, else 400 naming the field', async () => {
      const deviceId = `tuning-fuzz-${kind}`;
      const premium = await server.register(deviceId);
      await grantPremium(server, deviceId);
      const photo = await uploadPhoto(server, premium);
      const { name, color } = shade('copper');
      const seed = 0x7e57;
      const random = mulberry32(seed);
      for (let i = 0; i < 60; i++) {
        const values = { intensity: randomTuningValue(random), shine: randomTuningValue(random) };
        const fields = Object.entries(values).filter(([, text]) => text !== undefined);
        const text = `{"photoId":"${photo.id}","colorName":"${name}","colorValue":"${color}"${fields
          .map(([field, value]) => `,"${field}":${value}`)
          .join('')}}`;
        const response = await server.call(premium, {
          method: 'POST',
          url: '/api/hair-color-try-ons',
          payload: text,
          headers: { 'content-type': 'application/json' },
        });
        const context = `seed ${seed} case ${i}: ${text} → ${response.statusCode} ${response.body}`;
        const refused = (['intensity', 'shine'] as const).filter(
          (field) => !isAccepted(field, values[field]),
        );
        if (refused.length === 0) {
          expect(response.statusCode, context).toBe(202);
          const tryOn = hairColorTryOnSchema.parse(response.json());
          for (const field of ['intensity', 'shine'] as const) {
            const sent = values[field];
            expect(tryOn[field], context).toBe(
              sent === undefined ? DEFAULT_TUNING[field] : Number(sent) || 0,
            );
          }
        } else {
          const message = expectError(response, 400, 'VALIDATION_FAILED');
          for (const field of refused) expect(message, context).toContain(`body.${field}`);
        }
      }
    }, 60_000);

    it('names a value that breaks two rules (intensity 1e308: not whole-safe and over 100) once', async () => {
      const deviceId = `tuning-once-${kind}`;
      const premium = await server.register(deviceId);
      await grantPremium(server, deviceId);
      const photo = await uploadPhoto(server, premium);
      const { name, color } = shade('copper');
      const response = await server.call(premium, {
        method: 'POST',
        url: '/api/hair-color-try-ons',
        payload: { photoId: photo.id, colorName: name, colorValue: color, intensity: 1e308 },
      });
      const message = expectError(response, 400, 'VALIDATION_FAILED');
      expect(message).toBe(
        `body.intensity: must be a whole number from ${INTENSITY_PERCENT.min} to ${INTENSITY_PERCENT.max}`,
      );
    });
  });

  describe('device ids, upload claims and client addresses', () => {
    const deviceIdAlphabet = 'Aa0._:-';
    /** Ids near the grammar's edges: its own characters, a stray one, raw bytes, lengths around 128. */
    function randomDeviceIdBody(random: () => number): { body: Buffer; id?: string } {
      const length = random() < 0.1 ? 127 + Math.floor(random() * 3) : Math.floor(random() * 20);
      let id = '';
      for (let i = 0; i < length; i++) {
        id +=
          random() < 0.9
            ? (deviceIdAlphabet[Math.floor(random() * deviceIdAlphabet.length)] ?? 'a')
            : randomString(random).slice(0, 1);
      }
      if (random() < 0.25) {
        // Raw bytes that may or may not be valid UTF-8, spliced into the JSON text.
        const bytes = Array.from(
          { length: 1 + Math.floor(random() * 3) },
          () => 0x80 + Math.floor(random() * 128),
        );
        return {
          body: Buffer.concat([Buffer.from(`{"deviceId":"${id}`), Buffer.from(bytes), Buffer.from('"}')]),
        };
      }
      return { body: Buffer.from(JSON.stringify({ deviceId: id })), id };
    }

    it('registers 300 fuzzed device ids: 200 exactly when the grammar accepts them, else 400, never 5xx', async () => {
      const seed = 0xd1d;
      const random = mulberry32(seed);
      for (let i = 0; i < 300; i++) {
        const { body, id } = randomDeviceIdBody(random);
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/auth/register-device',
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        const context = `seed ${seed} case ${i}: ${body.toString('hex')} → ${response.statusCode} ${response.body}`;
        const expected = id !== undefined && DEVICE_ID_PATTERN.test(id) ? 200 : 400;
        expect(response.statusCode, context).toBe(expected);
      }
    }, 60_000);

    it('answers 20 concurrent claims of one upload under fuzzed object paths with one photo and no 5xx', async () => {
      const owner = await server.register();
      const target = uploadUrlResponseSchema.parse(
        (await server.call(owner, { method: 'POST', url: '/api/photos/upload-url' })).json(),
      );
      const uploaded = cloudinaryUploadResponseSchema.parse(
        (
          await server.app.inject({
            method: 'POST',
            url: new URL(target.uploadUrl).pathname,
            ...multipart([
              { name: 'upload_preset', value: target.uploadPreset },
              { name: 'file', value: portraitBytes(), filename: 'photo.jpg' },
            ]),
          })
        ).json(),
      );
      const random = mulberry32(0xc1a1);
      const folders = ['', 'hair-photos/', 'a/b/', 'x/y/z/w/', 'bad folder/', '../', '%2e%2e/'];
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => {
          const folder = folders[Math.floor(random() * folders.length)] ?? '';
          return server.call(owner, {
            method: 'POST',
            url: '/api/photos',
            payload: {
              userId: null,
              originalUrl: uploaded.secure_url,
              objectPath: `${folder}${uploaded.public_id}`,
            },
          });
        }),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBeLessThan(500);
      const created = responses.filter((response) => response.statusCode === 201);
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created.map((response) => response.json<Photo>().id)).size).toBe(1);
      const photos = await server.call(owner, { method: 'GET', url: '/api/photos' });
      expect(photos.json<Photo[]>()).toHaveLength(1);
    }, 60_000);

    it('answers try-ons from 40 fuzzed client addresses with 202 or 402, never 5xx', async () => {
      const random = mulberry32(0xadd);
      const hex = () => Math.floor(random() * 0x10000).toString(16);
      const forms = [
        () => `${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.0.${Math.floor(random() * 256)}`,
        () => `::ffff:10.0.${Math.floor(random() * 256)}.1`,
        () => `2001:db8:${hex()}:${hex()}::${hex()}`,
        () => `2001:DB8:0:0:${hex()}:${hex()}:1.2.3.4`,
        () => `fe80::${hex()}%eth0`,
        () => '::',
      ];
      const device = await server.register();
      const photo = await uploadPhoto(server, device);
      const { name, color } = shade('copper');
      for (let i = 0; i < 40; i++) {
        const address = (forms[Math.floor(random() * forms.length)] ?? (() => '::1'))();
        const response = await server.call(device, {
          method: 'POST',
          url: '/api/hair-color-try-ons',
          payload: { photoId: photo.id, colorName: name, colorValue: color },
          remoteAddress: address,
        });
        expect([202, 402], `${address} → ${response.statusCode} ${response.body}`).toContain(
          response.statusCode,
        );
      }
    }, 60_000);
  });

  it('answers every request of the bad-input corpus (issue 10 §2) with a 4xx, never a 5xx', async () => {
    const corpus = badInputCorpus();
    expect(corpus.length).toBeGreaterThan(20);
    const serverErrors: string[] = [];
    for (const input of corpus) {
      const response = await server.call(input.auth ? token : undefined, input.request);
      if (response.statusCode >= 500) serverErrors.push(`${input.name} → ${response.statusCode}`);
    }
    expect(serverErrors).toEqual([]);
  });

  it('answers an unknown /api path with a 404 JSON error', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/photos/upload/extra'],
      ['DELETE', '/api/photos'],
    ] as const) {
      expectError(await server.call(token, { method, url }), 404, 'NOT_FOUND');
    }
  });
});
