import { randomUUID } from 'node:crypto';
import { deviceSkinToneSchema, errorBodySchema } from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { startTestServer, type TestServer } from '../helpers/server';

const URL = '/api/device/skin-tone';

function expectError(response: LightMyRequestResponse, status: number, code: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
}

describe.each(databaseKinds)("a device's own skin tone ('Not right?') on %s", (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server?.close());

  const choiceOf = async (token: string) => {
    const response = await server.call(token, { method: 'GET', url: URL });
    expect(response.statusCode, response.body).toBe(200);
    return deviceSkinToneSchema.parse(response.json()).choice;
  };

  it('is measured (null) until the device picks one, then remembered until reset', async () => {
    const token = await server.register(`skin-${randomUUID()}`);
    expect(await choiceOf(token)).toBeNull();

    const saved = await server.call(token, {
      method: 'PUT',
      url: URL,
      payload: { depth: 5, undertone: 'warm' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ choice: { depth: 5, undertone: 'warm' } });
    expect(await choiceOf(token)).toEqual({ depth: 5, undertone: 'warm' });

    await server.call(token, { method: 'PUT', url: URL, payload: { depth: 2, undertone: 'cool' } });
    expect(await choiceOf(token)).toEqual({ depth: 2, undertone: 'cool' });

    const reset = await server.call(token, { method: 'DELETE', url: URL });
    expect(reset.json()).toEqual({ choice: null });
    expect(await choiceOf(token)).toBeNull();
  });

  it("is each device's own: another device neither sees nor resets it", async () => {
    const mine = await server.register(`skin-${randomUUID()}`);
    const theirs = await server.register(`skin-${randomUUID()}`);
    await server.call(mine, { method: 'PUT', url: URL, payload: { depth: 1, undertone: 'neutral' } });
    expect(await choiceOf(theirs)).toBeNull();
    await server.call(theirs, { method: 'DELETE', url: URL });
    expect(await choiceOf(mine)).toEqual({ depth: 1, undertone: 'neutral' });
  });

  it('refuses a depth outside 1–6, an unknown undertone or field with 400, keeping the saved choice', async () => {
    const token = await server.register(`skin-${randomUUID()}`);
    await server.call(token, { method: 'PUT', url: URL, payload: { depth: 3, undertone: 'warm' } });
    for (const payload of [
      { depth: 0, undertone: 'warm' },
      { depth: 7, undertone: 'warm' },
      { depth: 2.5, undertone: 'warm' },
      { depth: 3, undertone: 'olive' },
      { depth: 3 },
      { depth: 3, undertone: 'warm', ita: 20 },
    ]) {
      expectError(await server.call(token, { method: 'PUT', url: URL, payload }), 400, 'VALIDATION_FAILED');
    }
    expect(await choiceOf(token)).toEqual({ depth: 3, undertone: 'warm' });
  });

  it('answers 401 without a token', async () => {
    expectError(await server.call(undefined, { method: 'GET', url: URL }), 401, 'UNAUTHORIZED');
  });
});
