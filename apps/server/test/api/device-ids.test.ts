import { errorBodySchema } from '@hairhue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affectedAppUsers, type RevenueCatEvent } from '../../src/purchases/revenuecat-webhook';
import { databaseKinds } from '../helpers/database';
import { startTestServer, type TestServer } from '../helpers/server';

/** `{"deviceId":"<prefix><raw bytes>"}` as bytes, so the body can hold what no JS string can: invalid UTF-8. */
function bodyWithRawBytes(prefix: string, bytes: number[]): Buffer {
  return Buffer.concat([Buffer.from(`{"deviceId":"${prefix}`), Buffer.from(bytes), Buffer.from('"}')]);
}

function expectValidationError(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorBodySchema.parse(response.json()).error.code).toBe('VALIDATION_FAILED');
}

describe.each(databaseKinds)('device ids on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  }, 60_000);

  afterAll(() => server?.close());

  const register = (payload: string | Buffer) =>
    server.app.inject({
      method: 'POST',
      url: '/api/auth/register-device',
      payload,
      headers: { 'content-type': 'application/json' },
    });

  it('refuses ids in invalid UTF-8 with 400, so two byte strings cannot become one id', async () => {
    // Each of these used to be read as "shared\uFFFD": one free tier and subscription for all of them.
    for (const bytes of [[0xff], [0xfe], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xaf], [0xf8, 0x88, 0x80]]) {
      expectValidationError(await register(bodyWithRawBytes('shared', bytes)));
    }
  });

  it('refuses lone surrogates, U+FFFD, control characters, spaces and over-long ids with 400', async () => {
    for (const deviceId of [
      'lone\ud800',
      '\udc00lone',
      'replacement\ufffd',
      'nul\u0000id',
      'line\nfeed',
      'del\u007f',
      ' padded ',
      'x'.repeat(129),
      '',
    ]) {
      expectValidationError(await register(JSON.stringify({ deviceId })));
    }
  });

  it('accepts the ids real clients send', async () => {
    for (const deviceId of [
      crypto.randomUUID(),
      'E621E1F8-C36C-495A-93FC-0C247A3E6E5F',
      '9774d56d682e549c',
      `app_user:${kind}.1-x`,
      'y'.repeat(128),
    ]) {
      const response = await register(JSON.stringify({ deviceId }));
      expect(response.statusCode, `${deviceId}: ${response.body}`).toBe(200);
    }
  });

  it('refuses invalid UTF-8 anywhere in a JSON body with 400, and still reads valid multi-byte text', async () => {
    const invalid = Buffer.concat([
      Buffer.from('{"deviceId":"utf8-check","appVersion":"1.0'),
      Buffer.from([0xff]),
      Buffer.from('"}'),
    ]);
    expectValidationError(await register(invalid));
    expect((await register(JSON.stringify({ deviceId: 'utf8-ok', appVersion: '1.0-é😀' }))).statusCode).toBe(
      200,
    );
  });
});

describe('device ids named by RevenueCat webhooks', () => {
  const event = (ids: string[]): RevenueCatEvent =>
    ({ id: 'e', type: 'RENEWAL', app_user_id: ids[0], aliases: ids }) as RevenueCatEvent;

  it('are asked about only when they fit the device-id grammar', () => {
    expect(affectedAppUsers(event(['good-id', 'bad\ud800', 'bad id', 'x'.repeat(129)]))).toEqual(['good-id']);
  });
});
