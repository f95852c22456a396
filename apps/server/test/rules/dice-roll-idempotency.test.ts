import { IDEMPOTENCY_KEY_HEADER, type DiceRoll, type DiceUsage } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../helpers/database';
import { grantPremium, uploadPhoto, waitForDiceRoll } from '../helpers/factories';
import { middayClock } from '../helpers/clock';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

/**
 * A Dice Roll POST whose answer is lost (the server restarted mid-answer) is sent again by the app with the
 * same Idempotency-Key, as a try-on's is: it must find the roll the first send made, not spend another of
 * the day's three or render six more.
 */
describe.each(databaseKinds)('a Dice Roll POST sent again with its Idempotency-Key on %s', (kind) => {
  let server: TestServer;
  let devices = 0;
  let keys = 0;
  const newKey = () => `roll-${kind}-${Date.now()}-${(keys += 1)}-0123456789`;

  beforeAll(async () => {
    server = await startTestServer({
      database: kind,
      renderer: createTestRenderer().renderer,
      now: middayClock(),
    });
  });
  afterAll(() => server.close());

  async function premiumDevice(): Promise<{ token: string; photoId: string }> {
    const deviceId = `dice-key-${kind}-${Date.now()}-${(devices += 1)}`;
    const token = await server.register(deviceId);
    await grantPremium(server, deviceId);
    return { token, photoId: (await uploadPhoto(server, token)).id };
  }

  function roll(token: string, photoId: string, key?: string, suitsMe?: boolean) {
    return server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: suitsMe === undefined ? { photoId } : { photoId, suitsMe },
      headers: key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key },
    });
  }

  async function rollsRemaining(token: string): Promise<number> {
    const response = await server.call(token, { method: 'GET', url: '/api/dice-roll/usage' });
    return response.json<DiceUsage>().rollsRemaining;
  }

  it('answers the roll the first send made, with the same six, and counts one roll', async () => {
    const { token, photoId } = await premiumDevice();
    const key = newKey();
    const first = await roll(token, photoId, key);
    expect(first.statusCode, first.body).toBe(202);
    const again = await roll(token, photoId, key);
    expect(again.statusCode, again.body).toBe(202);
    const [made, found] = [first.json<DiceRoll>(), again.json<DiceRoll>()];
    expect(found.id).toBe(made.id);
    expect(found.colors.map((color) => color.name)).toEqual(made.colors.map((color) => color.name));
    expect(await rollsRemaining(token)).toBe(2);
  });

  it('answers it as it stands now: every colour completed once rendered', async () => {
    const { token, photoId } = await premiumDevice();
    const key = newKey();
    const id = (await roll(token, photoId, key)).json<DiceRoll>().id;
    await waitForDiceRoll(server, token, id);
    const again = (await roll(token, photoId, key)).json<DiceRoll>();
    expect(again.id).toBe(id);
    expect(again.colors.map((color) => color.status)).toEqual(Array.from({ length: 6 }, () => 'completed'));
    for (const color of again.colors) expect(color.resultUrl).toEqual(expect.any(String));
  });

  it("makes a new roll for each new key, and finds the day's last instead of refusing with DICE_LIMIT_REACHED", async () => {
    const { token, photoId } = await premiumDevice();
    const ids = new Set<string>();
    for (let rolled = 0; rolled < 2; rolled++)
      ids.add((await roll(token, photoId, newKey())).json<DiceRoll>().id);
    const key = newKey();
    const last = await roll(token, photoId, key);
    expect(last.statusCode, last.body).toBe(202);
    ids.add(last.json<DiceRoll>().id);
    expect(ids.size).toBe(3);
    const again = await roll(token, photoId, key);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<DiceRoll>().id).toBe(last.json<DiceRoll>().id);
    expect(await rollsRemaining(token)).toBe(0);
    expect((await roll(token, photoId, newKey())).statusCode).toBe(429);
  });

  it('makes one roll of parallel sends of one key, and all answer it', async () => {
    const { token, photoId } = await premiumDevice();
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => roll(token, photoId, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 6 }, () => 202));
    expect(new Set(answers.map((answer) => answer.json<DiceRoll>().id)).size).toBe(1);
    expect(await rollsRemaining(token)).toBe(2);
  });

  it("answers a 'Roll shades that suit me' sent again with what the first said of it", async () => {
    const { token, photoId } = await premiumDevice();
    const key = newKey();
    const first = (await roll(token, photoId, key, true)).json<DiceRoll>();
    expect(first.suitsMe).toBe(true);
    const again = await roll(token, photoId, key, true);
    expect(again.statusCode, again.body).toBe(202);
    expect(again.json<DiceRoll>()).toMatchObject({ id: first.id, suitsMe: true });
    expect(await rollsRemaining(token)).toBe(2);
  });

  it('refuses a key sent again for another photo, or for the other kind of roll, with 400', async () => {
    const { token, photoId } = await premiumDevice();
    const otherPhotoId = (await uploadPhoto(server, token)).id;
    const key = newKey();
    await roll(token, photoId, key);
    for (const reused of [await roll(token, otherPhotoId, key), await roll(token, photoId, key, true)]) {
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', message: 'Idempotency-Key: already used for another Dice Roll' },
      });
    }
    expect(await rollsRemaining(token)).toBe(2);
  });

  it("keeps keys apart between devices: another device's key makes its own roll", async () => {
    const [first, second] = [await premiumDevice(), await premiumDevice()];
    const key = newKey();
    const firstId = (await roll(first.token, first.photoId, key)).json<DiceRoll>().id;
    const answer = await roll(second.token, second.photoId, key);
    expect(answer.statusCode, answer.body).toBe(202);
    expect(answer.json<DiceRoll>().id).not.toBe(firstId);
    expect(await rollsRemaining(second.token)).toBe(2);
  });

  it('refuses a malformed key with 400 naming the header, spending nothing', async () => {
    const { token, photoId } = await premiumDevice();
    const refused = await roll(token, photoId, 'short');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: expect.stringContaining('header.idempotency-key') },
    });
    expect(await rollsRemaining(token)).toBe(3);
  });
});
