import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { routeList, type DiceRoll, type HairColorTryOn, type HairStroke } from '@hairhue/contracts';
import { ENGINE_VERSION } from '@hairhue/hair-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageKeys } from '../../src/services/storage-keys';
import {
  grantPremium,
  shade,
  startTryOn,
  uploadPhoto,
  waitForDiceRoll,
  waitForTryOn,
} from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const REMOVE_MIDDLE: HairStroke = { tool: 'remove', radius: 0.1, points: [0.5, 0.5] };

/** Every file the local store holds, as keys relative to its folder. */
async function storedKeys(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/**
 * Issue 23 §2.3: a UUID is the same id in any case. Postgres compares uuids case-blind, so an upper-case id
 * found the photo, and was then used as given for storage keys, which retention (deleting the stored id's
 * lower-case folder) never reached.
 */
describe('photo, try-on and roll ids in upper case', () => {
  let server: TestServer;
  let token: string;
  let photoId: string;
  let tryOnId: string;
  let rollId: string;

  beforeAll(async () => {
    server = await startTestServer({ renderer: createTestRenderer().renderer });
    const deviceId = `id-case-${Date.now()}`;
    token = await server.register(deviceId);
    await grantPremium(server, deviceId);
    photoId = (await uploadPhoto(server, token)).id;
  }, 60_000);
  afterAll(() => server?.close());

  it('are read as the lower-case id on every route: each answer names the stored id, never the one sent', async () => {
    const upper = (id: string) => id.toUpperCase();
    const copper = shade('copper');
    const correctedKey = storageKeys.correctedAnalysis(photoId, ENGINE_VERSION, 1);
    const started = await server.call(token, {
      method: 'POST',
      url: '/api/hair-color-try-ons',
      payload: { photoId: upper(photoId), colorName: copper.name, colorValue: copper.color },
    });
    expect(started.statusCode, started.body).toBe(202);
    tryOnId = started.json<HairColorTryOn>().id;
    expect(started.json<HairColorTryOn>().photoId).toBe(photoId);
    const roll = await server.call(token, {
      method: 'POST',
      url: '/api/dice-roll',
      payload: { photoId: upper(photoId) },
    });
    expect(roll.statusCode, roll.body).toBe(202);
    rollId = roll.json<DiceRoll>().id;
    await waitForTryOn(server, token, tryOnId);
    await waitForDiceRoll(server, token, rollId);

    const idOf: Record<string, string> = {
      '/photos/{id}': photoId,
      '/hair-color-try-ons/{id}': tryOnId,
      '/dice-roll/{id}': rollId,
    };
    const withId = routeList.filter((route) => route.path.includes('{id}'));
    // Deletions last, so that every other route still finds what it reads.
    const ordered = [
      ...withId.filter((route) => route.method !== 'DELETE'),
      ...withId.filter((route) => route.method === 'DELETE'),
    ];
    expect(ordered.length).toBeGreaterThanOrEqual(10);
    for (const route of ordered) {
      const prefix = Object.keys(idOf).find((start) => route.path.startsWith(start));
      if (prefix === undefined) throw new Error(`no id for ${route.path}`);
      const id = idOf[prefix];
      const response = await server.call(token, {
        method: route.method,
        url: `/api${route.path.replace('{id}', upper(id))}`,
        ...(route.body ? { payload: { strokes: [REMOVE_MIDDLE] } } : {}),
      });
      const context = `${route.method} ${route.path}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, context).toBeLessThan(300);
      expect(response.body.includes(upper(id)), context).toBe(false);
      if (route.method === 'PUT') {
        // The corrected mask the save queued, made by the time a try-on renders with it.
        const tryOn = await startTryOn(server, token, photoId);
        await waitForTryOn(server, token, tryOn.json<HairColorTryOn>().id);
        expect(await server.hairhue.storage.exists(correctedKey)).toBe(true);
      }
    }

    const keys = await storedKeys(path.join(server.dataDir, 'files'));
    expect(keys.length).toBeGreaterThan(0);
    // The reset made the saved correction's mask superseded.
    expect(keys).not.toContain(correctedKey);
    expect(keys.filter((key) => key !== key.toLowerCase())).toEqual([]);
  }, 60_000);
});
