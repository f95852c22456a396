import { errorBodySchema } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import {
  malformedEscapeInputs,
  malformedHairCorrectionInputs,
  malformedMultipartInputs,
  MALFORMED_ORIGINAL_URLS,
  suitsYouInputs,
  WELL_FORMED_OBJECT_PATH,
} from '../helpers/bad-input-corpus';
import { uploadPhoto } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

describe.each(databaseKinds)('malformed multipart and percent escapes on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      // Every malformed save in the corpus comes from one device; the save limit has its own test.
      env: { HAIR_CORRECTION_SAVES_PER_MINUTE: '1000' },
    });
    token = await server.register();
  }, 60_000);

  afterAll(() => server?.close());

  it.each(malformedMultipartInputs().map((input) => [input.name, input] as const))(
    '%s answers 400 with an error body',
    async (_name, input) => {
      const response = await server.call(input.auth ? token : undefined, input.request);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ error: { message: string } }>();
      expect(body.error.message.length).toBeGreaterThan(0);
      if (input.auth) expect(errorBodySchema.parse(body).error.code).toBe('VALIDATION_FAILED');
    },
  );

  it.each(MALFORMED_ORIGINAL_URLS)(
    'POST /api/photos with originalUrl %s answers 400 naming originalUrl',
    async (originalUrl) => {
      const response = await server.call(token, {
        method: 'POST',
        url: '/api/photos',
        payload: { userId: null, originalUrl, objectPath: WELL_FORMED_OBJECT_PATH },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.message).toContain('originalUrl');
    },
  );

  it('answers every malformed touch-up brush save with 400 and keeps the correction saved before', async () => {
    const photo = await uploadPhoto(server, token);
    const correctionUrl = `/api/photos/${photo.id}/hair-correction`;
    const saved = await server.call(token, {
      method: 'PUT',
      url: correctionUrl,
      payload: { strokes: [{ tool: 'remove', radius: 0.05, points: [0.5, 0.5] }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const input of malformedHairCorrectionInputs(photo.id)) {
      const response = await server.call(token, input.request);
      expect(response.statusCode, `${input.name}: ${response.body}`).toBe(400);
      const body = errorBodySchema.parse(response.json());
      expect(body.error.code, input.name).toBe('VALIDATION_FAILED');
      expect(body.error.message.length, input.name).toBeGreaterThan(0);
    }
    const after = await server.call(token, { method: 'GET', url: correctionUrl });
    expect(after.json()).toEqual(saved.json());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it.each(suitsYouInputs().map((input) => [input.name, input] as const))(
    '%s answers 400 naming the field',
    async (_name, input) => {
      const response = await server.call(token, input.request);
      expect(response.statusCode, response.body).toBe(400);
      const { error } = errorBodySchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toContain(input.field);
    },
  );

  it('answers malformed escapes in paths and queries without a 5xx', async () => {
    for (const input of malformedEscapeInputs()) {
      const response = await server.call(input.auth ? token : undefined, input.request);
      expect(response.statusCode, `${input.name}: ${response.body}`).toBeLessThan(500);
    }
  });
});
