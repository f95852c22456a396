import type { DiceRoll, HairColorTryOn, SubscriptionStatusResponse, TryOnTuning } from '@hairhue/contracts';
import { errorBodySchema, hairColorTryOnSchema } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Renderer } from '../../src/jobs/renderer';
import { databaseKinds } from '../helpers/database';
import { grantPremium, shade, uploadPhoto, waitForDiceRoll, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';
import { DEFAULT_TUNING as CONTRACT_DEFAULT_TUNING } from '@hairhue/contracts';
import { DEFAULT_TUNING as ENGINE_DEFAULT_TUNING } from '@hairhue/hair-engine';

type RenderInput = Parameters<Renderer['render']>[0];

/** Issue 12 §3: intensity and shine, premium only, stored, shown and passed on to the render. */
describe.each(databaseKinds)('try-on intensity and shine on %s', (kind) => {
  let server: TestServer;
  /** Every render the jobs asked for, as the renderer received it. */
  const renders: RenderInput[] = [];

  beforeAll(async () => {
    const standIn = createTestRenderer().renderer;
    const renderer: Renderer = {
      analyse: (input) => standIn.analyse(input),
      correct: (input) => standIn.correct(input),
      measure: (input) => standIn.measure(input),
      render: (input) => {
        renders.push(input);
        return standIn.render(input);
      },
    };
    server = await startTestServer({ database: kind, renderer });
  });
  afterAll(() => server.close());

  async function device(plan: 'free' | 'premium' | 'trial') {
    const deviceId = `tuning-${plan}-${kind}-${Math.random().toString(36).slice(2)}`;
    const token = await server.register(deviceId);
    if (plan === 'premium') await grantPremium(server, deviceId);
    if (plan === 'trial') {
      // The sandbox store's monthly plan starts with its 3-day trial, as a first purchase in the app does.
      const bought = await server.call(token, {
        method: 'POST',
        url: '/api/sandbox-store/purchases',
        payload: { packageIdentifier: '$rc_monthly' },
      });
      expect(bought.statusCode, bought.body).toBe(200);
    }
    return { token, photo: await uploadPhoto(server, token) };
  }

  function createTryOn(token: string, photoId: string, tuning: Record<string, unknown> = {}) {
    const { name, color } = shade('copper');
    return server.call(token, {
      method: 'POST',
      url: '/api/hair-color-try-ons',
      payload: { photoId, colorName: name, colorValue: color, ...tuning },
    });
  }

  async function status(token: string) {
    return (
      await server.call(token, { method: 'GET', url: '/api/subscriptions/status' })
    ).json<SubscriptionStatusResponse>();
  }

  async function listed(token: string, id: string) {
    const list = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
    return list.json<HairColorTryOn[]>().find((tryOn) => tryOn.id === id);
  }

  const rendersOf = (photoId: string) => renders.filter((input) => input.photoKey === photoId);

  it('stores a premium try-on’s values and answers them from POST, GET and the list (History)', async () => {
    const { token, photo } = await device('premium');
    const response = await createTryOn(token, photo.id, { intensity: 80, shine: 60 });
    expect(response.statusCode, response.body).toBe(202);
    const created = hairColorTryOnSchema.parse(response.json());
    expect(created).toMatchObject({ intensity: 80, shine: 60 });
    const done = await waitForTryOn(server, token, created.id);
    expect(done).toMatchObject({ status: 'completed', intensity: 80, shine: 60 });
    expect(await listed(token, created.id)).toMatchObject({ intensity: 80, shine: 60 });
  });

  it('passes them from the render job to the renderer', async () => {
    const { token, photo } = await device('premium');
    const created = (await createTryOn(token, photo.id, { intensity: 35, shine: 90 })).json<HairColorTryOn>();
    await waitForTryOn(server, token, created.id);
    expect(rendersOf(photo.id).map((input) => input.tuning)).toEqual([{ intensity: 35, shine: 90 }]);
  });

  it('fills in the default of a field left out, in the answer and in the render', async () => {
    const { token, photo } = await device('premium');
    const created = (await createTryOn(token, photo.id, { shine: 0 })).json<HairColorTryOn>();
    expect(created).toMatchObject({ intensity: 100, shine: 0 });
    await waitForTryOn(server, token, created.id);
    expect(rendersOf(photo.id).map((input) => input.tuning)).toEqual([
      { intensity: 100, shine: 0 } satisfies TryOnTuning,
    ]);
  });

  it('accepts them from a device in its free trial', async () => {
    const { token, photo } = await device('trial');
    expect((await status(token)).subscription?.periodType).toBe('TRIAL');
    const response = await createTryOn(token, photo.id, { intensity: 10, shine: 100 });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ intensity: 10, shine: 100 });
  });

  it.each([
    ['intensity', { intensity: 80 }],
    ['shine', { shine: 60 }],
    ['both', { intensity: 80, shine: 60 }],
    ['the defaults', { intensity: 100, shine: 50 }],
  ])(
    'refuses a free device sending %s with 402 PREMIUM_REQUIRED, spending no change',
    async (_what, tuning) => {
      const { token, photo } = await device('free');
      const response = await createTryOn(token, photo.id, tuning);
      expect(response.statusCode, response.body).toBe(402);
      expect(errorBodySchema.parse(response.json()).error).toEqual({
        code: 'PREMIUM_REQUIRED',
        message: 'Premium required for intensity and shine',
      });
      expect((await status(token)).usage).toEqual({ canUseHairColorChange: true, remainingFreeUses: 3 });
      const list = await server.call(token, { method: 'GET', url: '/api/hair-color-try-ons' });
      expect(list.json()).toEqual([]);
      expect(rendersOf(photo.id)).toEqual([]);
    },
  );

  it('gives a free device that sends neither today’s try-on, shown at the defaults and rendered untuned', async () => {
    const { token, photo } = await device('free');
    const response = await createTryOn(token, photo.id);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ intensity: 100, shine: 50 });
    const done = await waitForTryOn(server, token, response.json<HairColorTryOn>().id);
    expect(done).toMatchObject({ status: 'completed', intensity: 100, shine: 50 });
    expect((await status(token)).usage.remainingFreeUses).toBe(2);
    const [render] = rendersOf(photo.id);
    expect(render).toBeDefined();
    expect(render?.tuning).toBeUndefined();
  });

  it.each([
    ['intensity', 9],
    ['intensity', 101],
    ['intensity', 80.5],
    ['intensity', '80'],
    ['intensity', null],
    ['shine', -1],
    ['shine', 101],
    ['shine', true],
    ['shine', [60]],
  ])('answers %s %j with 400 naming the field, for premium and free devices alike', async (field, value) => {
    for (const plan of ['premium', 'free'] as const) {
      const { token, photo } = await device(plan);
      const response = await createTryOn(token, photo.id, { [field]: value });
      expect(response.statusCode, response.body).toBe(400);
      const { error } = errorBodySchema.parse(response.json());
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toContain(`body.${field}`);
      expect(error.message).toContain(field === 'intensity' ? 'from 10 to 100' : 'from 0 to 100');
      expect((await status(token)).usage.remainingFreeUses).toBe(3);
    }
  });

  it('renders Dice Roll colours untuned', async () => {
    const { token, photo } = await device('premium');
    const rolled = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: photo.id },
    });
    expect(rolled.statusCode, rolled.body).toBe(202);
    await waitForDiceRoll(server, token, rolled.json<DiceRoll>().id);
    const inputs = rendersOf(photo.id);
    expect(inputs).toHaveLength(6);
    expect(inputs.every((input) => input.tuning === undefined)).toBe(true);
  });
});

describe('the tuning defaults', () => {
  it('are the engine’s: a try-on without values renders as one at the contract’s defaults', () => {
    expect(CONTRACT_DEFAULT_TUNING).toEqual(ENGINE_DEFAULT_TUNING);
  });
});
