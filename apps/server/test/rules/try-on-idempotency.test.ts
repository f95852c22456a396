import {
  IDEMPOTENCY_KEY_HEADER,
  type HairColorTryOn,
  type SubscriptionStatusResponse,
} from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { grantPremium, shade, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer, namedError, type TestRendererControl } from '../helpers/test-renderer';

/**
 * Issue 23 §3: a try-on POST whose answer is lost (the server restarted mid-answer) is sent again by the
 * app with the same Idempotency-Key; it must find the try-on the first send made, not spend another change.
 */
describe.each(databaseKinds)('a try-on POST sent again with its Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let control: TestRendererControl;
  let keys = 0;
  const newKey = () => `tap-${kind}-${Date.now()}-${(keys += 1)}-0123456789`;

  beforeAll(async () => {
    control = createTestRenderer();
    server = await startTestServer({ database: kind, renderer: control.renderer });
  });
  afterAll(() => server.close());

  function post(token: string, photoId: string, shadeId: string, key?: string) {
    const { name, color } = shade(shadeId);
    return server.call(token, {
      method: 'POST',
      url: '/api/hair-color-try-ons',
      payload: { photoId, colorName: name, colorValue: color },
      headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    });
  }

  async function remainingFreeUses(token: string): Promise<number> {
    const response = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    return response.json<SubscriptionStatusResponse>().usage.remainingFreeUses;
  }

  async function tryOnCount(token: string): Promise<number> {
    const response = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
    return response.json<HairColorTryOn[]>().length;
  }

  it('answers the try-on the first send made, and spends one change in all', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const key = newKey();
    const first = await post(token, photo.id, 'copper', key);
    expect(first.statusCode).toBe(202);
    const again = await post(token, photo.id, 'copper', key);
    expect(again.statusCode).toBe(202);
    expect(again.json<HairColorTryOn>().id).toBe(first.json<HairColorTryOn>().id);
    expect(await tryOnCount(token)).toBe(1);
    expect(await remainingFreeUses(token)).toBe(2);
  });

  it('answers it as it stands now: completed with its result once rendered', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const key = newKey();
    const id = (await post(token, photo.id, 'copper', key)).json<HairColorTryOn>().id;
    const done = await waitForTryOn(server, token, id);
    expect(done.status).toBe('completed');
    const again = (await post(token, photo.id, 'copper', key)).json<HairColorTryOn>();
    expect(again).toMatchObject({ id, status: 'completed' });
    expect(again.resultUrl).toEqual(expect.any(String));
  });

  it('answers a try-on whose render failed as failed, its change given back and not spent again', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const key = newKey();
    control.failNext(namedError('CorruptImageError', 'The image file is damaged and cannot be read.'));
    const id = (await post(token, photo.id, 'copper', key)).json<HairColorTryOn>().id;
    expect((await waitForTryOn(server, token, id)).status).toBe('failed');
    expect(await remainingFreeUses(token)).toBe(3);
    const again = await post(token, photo.id, 'copper', key);
    expect(again.json<HairColorTryOn>()).toMatchObject({ id, status: 'failed' });
    expect(await remainingFreeUses(token)).toBe(3);
    expect(await tryOnCount(token)).toBe(1);
  });

  it('finds the try-on that spent the last free change instead of refusing with FREE_LIMIT_REACHED', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    for (const shadeId of ['copper', 'jet-black']) await post(token, photo.id, shadeId, newKey());
    const key = newKey();
    const last = await post(token, photo.id, 'rose-gold', key);
    expect(last.statusCode).toBe(202);
    const again = await post(token, photo.id, 'rose-gold', key);
    expect(again.statusCode).toBe(202);
    expect(again.json<HairColorTryOn>().id).toBe(last.json<HairColorTryOn>().id);
    expect(await remainingFreeUses(token)).toBe(0);
    expect((await post(token, photo.id, 'burgundy', newKey())).statusCode).toBe(402);
  });

  it('with one change left, parallel sends of one key make one try-on and all answer it', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    for (const shadeId of ['copper', 'jet-black']) await post(token, photo.id, shadeId, newKey());
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(token, photo.id, 'platinum-blonde', key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 202));
    expect(new Set(answers.map((answer) => answer.json<HairColorTryOn>().id)).size).toBe(1);
    expect(await tryOnCount(token)).toBe(3);
  });

  it('for premium, parallel sends of one key make one try-on', async () => {
    const deviceId = `premium-key-${kind}-${Date.now()}`;
    const token = await server.register(deviceId);
    await grantPremium(server, deviceId);
    const photo = await uploadPhoto(server, token);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(token, photo.id, 'copper', key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 8 }, () => 202));
    expect(new Set(answers.map((answer) => answer.json<HairColorTryOn>().id)).size).toBe(1);
    expect(await tryOnCount(token)).toBe(1);
  });

  it('makes a new try-on for each new key and for a POST without one', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    await post(token, photo.id, 'copper', newKey());
    await post(token, photo.id, 'copper', newKey());
    await post(token, photo.id, 'copper');
    expect(await tryOnCount(token)).toBe(3);
    expect(await remainingFreeUses(token)).toBe(0);
  });

  it("keeps keys apart between devices: another device's key makes its own try-on", async () => {
    const [first, second] = [await server.register(), await server.register()];
    const key = newKey();
    const firstId = (
      await post(first, (await uploadPhoto(server, first)).id, 'copper', key)
    ).json<HairColorTryOn>().id;
    const secondAnswer = await post(second, (await uploadPhoto(server, second)).id, 'copper', key);
    expect(secondAnswer.statusCode).toBe(202);
    expect(secondAnswer.json<HairColorTryOn>().id).not.toBe(firstId);
    expect(await remainingFreeUses(second)).toBe(2);
  });

  it('refuses a key sent again for another shade with 400, spending nothing', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const key = newKey();
    await post(token, photo.id, 'copper', key);
    const reused = await post(token, photo.id, 'jet-black', key);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'Idempotency-Key: already used for another try-on' },
    });
    expect(await remainingFreeUses(token)).toBe(2);
  });

  it('refuses a malformed key with 400 naming the header', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const refused = await post(token, photo.id, 'copper', 'short');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('header.idempotency-key') },
    });
    expect(await remainingFreeUses(token)).toBe(3);
  });
});
