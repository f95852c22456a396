import sharp from 'sharp';
import type { DiceRoll, DiceUsage, DownloadResponse, HairColorTryOn } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { grantPremium, startTryOn, uploadPhoto, waitForDiceRoll, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

describe.each(databaseKinds)('premium on %s', (kind) => {
  let server: TestServer;
  let clock = new Date('2026-11-22T23:00:00Z');

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      now: () => clock,
    });
  });
  afterAll(() => server.close());

  async function premiumDevice() {
    const deviceId = `premium-${kind}-${Math.random().toString(36).slice(2)}`;
    const token = await server.register(deviceId);
    await grantPremium(server, deviceId, new Date(clock.getTime() + 7 * 24 * 3600 * 1000));
    return { deviceId, token, photo: await uploadPhoto(server, token) };
  }

  it('reports the subscription and unlimited use in the status', async () => {
    const { token } = await premiumDevice();
    const status = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    expect(status.json()).toMatchObject({
      hasActiveSubscription: true,
      subscription: { periodType: 'NORMAL', productId: 'hairhue_monthly' },
      usage: { canUseHairColorChange: true },
    });
  });

  it('gives unlimited colour changes', async () => {
    const { token, photo } = await premiumDevice();
    for (const shadeId of ['copper', 'jet-black', 'rose-gold', 'burgundy', 'pastel-pink']) {
      expect((await startTryOn(server, token, photo.id, shadeId)).statusCode).toBe(202);
    }
  });

  it('an expired subscription falls back to the free tier', async () => {
    const deviceId = `expired-${kind}-${Date.now()}`;
    const token = await server.register(deviceId);
    await grantPremium(server, deviceId, new Date(clock.getTime() - 1000));
    const status = await server.call(token, { method: 'GET', url: '/api/subscriptions/status' });
    expect(status.json()).toMatchObject({ hasActiveSubscription: false, subscription: null });
  });

  it('downloads full-resolution results for premium only', async () => {
    const freeToken = await server.register();
    const freePhoto = await uploadPhoto(server, freeToken);
    const freeTryOn = await waitForTryOn(
      server,
      freeToken,
      (await startTryOn(server, freeToken, freePhoto.id)).json<HairColorTryOn>().id,
    );
    const refused = await server.call(freeToken, {
      method: 'GET',
      url: `/api/hair-color-try-ons/${freeTryOn.id}/download`,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      error: { code: 'PREMIUM_REQUIRED', message: 'Premium required for downloads' },
    });

    const { token, photo } = await premiumDevice();
    const tryOn = await waitForTryOn(
      server,
      token,
      (await startTryOn(server, token, photo.id)).json<HairColorTryOn>().id,
    );
    const response = await server.call(token, {
      method: 'GET',
      url: `/api/hair-color-try-ons/${tryOn.id}/download`,
    });
    expect(response.statusCode).toBe(200);
    const download = response.json<DownloadResponse>();
    expect(download.fileName).toMatch(/^hairhue-copper-\d+\.jpg$/);
    expect(new Date(download.expiresAt).getTime()).toBeGreaterThan(clock.getTime());
    const file = await server.call(undefined, { method: 'GET', url: pathOf(download.url) });
    const full = await sharp(file.rawPayload).metadata();
    const original = await sharp(
      (await server.call(undefined, { method: 'GET', url: pathOf(photo.originalUrl) })).rawPayload,
    ).metadata();
    expect([full.width, full.height]).toEqual([original.width, original.height]);
  });

  it('refuses Dice Roll without premium', async () => {
    const token = await server.register();
    const photo = await uploadPhoto(server, token);
    const usage = await server.call(token, { method: 'GET', url: '/api/dice-roll/usage' });
    expect(usage.json()).toEqual({ canRoll: false, rollsRemaining: 0 });
    const roll = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: photo.id },
    });
    expect(roll.statusCode).toBe(402);
    expect(roll.json()).toMatchObject({ error: { code: 'PREMIUM_REQUIRED' } });
  });

  it('rolls 6 distinct colours, 3 times per UTC day, and the allowance returns the next day', async () => {
    const { token, photo } = await premiumDevice();
    const usage = async () =>
      (await server.call(token, { method: 'GET', url: '/api/dice-roll/usage' })).json<DiceUsage>();
    expect(await usage()).toEqual({ canRoll: true, rollsRemaining: 3 });

    const created = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: photo.id },
    });
    expect(created.statusCode).toBe(202);
    const roll = created.json<DiceRoll>();
    expect(roll.colors).toHaveLength(6);
    expect(new Set(roll.colors.map((color) => color.name)).size).toBe(6);
    // Each colour is done if it rendered within the POST's wait, else still processing.
    expect(
      roll.colors.every((color) => color.status !== 'failed' && /^#[0-9a-f]{6}$/.test(color.color)),
    ).toBe(true);
    const done = await waitForDiceRoll(server, token, roll.id);
    expect(done.colors.map((color) => color.status)).toEqual(Array(6).fill('completed'));
    for (const color of done.colors) {
      expect(
        (await server.call(undefined, { method: 'GET', url: pathOf(color.resultUrl ?? '') })).statusCode,
      ).toBe(200);
    }
    expect(await usage()).toEqual({ canRoll: true, rollsRemaining: 2 });

    for (let i = 0; i < 2; i++) {
      expect(
        (await server.call(token, { method: 'POST', url: '/api/dice-roll', payload: { photoId: photo.id } }))
          .statusCode,
      ).toBe(202);
    }
    expect(await usage()).toEqual({ canRoll: false, rollsRemaining: 0 });
    const refused = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: photo.id },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'DICE_LIMIT_REACHED' } });

    clock = new Date(clock.getTime() + 2 * 3600 * 1000); // 01:00 UTC the next day
    expect(await usage()).toEqual({ canRoll: true, rollsRemaining: 3 });
  });

  it('parallel rolls cannot spend more than the day allows', async () => {
    const { token, photo } = await premiumDevice();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.call(token, { method: 'POST', url: '/api/dice-roll', payload: { photoId: photo.id } }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 202)).toHaveLength(3);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(5);
  });
});
