import type { DiceRoll, HairColorTryOn } from '@hairhue/contracts';
import { decodeAnalysis, ENGINE_VERSION } from '@hairhue/hair-engine';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/database';
import { grantPremium, startTryOn, uploadPhoto, waitForDiceRoll, waitForTryOn } from '../helpers/factories';
import { LOG_LINE_TIMEOUT_MS, startProcess, type ServerProcess } from '../helpers/process';
import { demoPhotosWithoutModels, startTestServer, type TestServer } from '../helpers/server';
import { storageKeys } from '../../src/services/storage-keys';

/** Half the side of the square a hair spot must fill: the brush's dab covers it. */
const SPOT = 16;

/** A point well inside the hair of an analysis PNG (a matte or a probability): a square around it is all sure hair. */
async function hairSpot(analysis: Uint8Array) {
  const { mask: data, width, height } = await decodeAnalysis(analysis);
  const sureHair = (cx: number, cy: number) => {
    for (let y = cy - SPOT; y <= cy + SPOT; y++) {
      for (let x = cx - SPOT; x <= cx + SPOT; x++) if (data[y * width + x] < 230) return false;
    }
    return true;
  };
  for (let y = SPOT; y < height - SPOT; y += 8) {
    for (let x = SPOT; x < width - SPOT; x += 8) if (sureHair(x, y)) return { x, y, width, height };
  }
  throw new Error('no hair spot in the analysis');
}

/** Mean absolute RGB difference of two JPEGs over the 11×11 square around (x, y). */
async function patchDifference(a: Uint8Array, b: Uint8Array, x: number, y: number): Promise<number> {
  const [first, second] = await Promise.all(
    [a, b].map((jpeg) => sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  const { width } = first.info;
  let total = 0;
  for (let py = y - 5; py <= y + 5; py++) {
    for (let px = x - 5; px <= x + 5; px++) {
      for (let c = 0; c < 3; c++) {
        const at = (py * width + px) * 3 + c;
        total += Math.abs(first.data[at] - second.data[at]);
      }
    }
  }
  return total / (11 * 11 * 3);
}

const SHADES = ['copper', 'jet-black', 'rose-gold', 'burgundy'];

/** An API replica that renders nothing, two `npm run worker` processes, one PostgreSQL: each job runs once. */
describe.skipIf(!TEST_DATABASE_URL)('two worker processes sharing one PostgreSQL', () => {
  let api: TestServer;
  const workers: ServerProcess[] = [];

  beforeAll(async () => {
    api = await startTestServer({ database: 'postgres', env: { RUN_WORKERS: 'false' } });
    const env = {
      DATA_DIR: api.dataDir,
      DATABASE_URL: api.config.databaseUrl ?? '',
      FILE_SIGNING_SECRET: api.config.fileSigningSecret ?? '',
      PUBLIC_BASE_URL: api.config.publicBaseUrl ?? '',
      RENDER_THREADS: '1',
      ...demoPhotosWithoutModels(),
    };
    for (let i = 0; i < 2; i++) workers.push(startProcess('worker', env));
    await Promise.all(
      workers.map((worker) => worker.waitFor((line) => line.msg === 'Hairhue worker started')),
    );
  }, LOG_LINE_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    await api.close();
  });

  it('renders every try-on and dice roll exactly once, spread over both workers', async () => {
    const tryOnIds: string[] = [];
    const rollIds: string[] = [];
    for (let device = 0; device < 3; device++) {
      const deviceId = `scale-out-${device}-${Date.now()}`;
      const token = await api.register(deviceId);
      await grantPremium(api, deviceId);
      const photo = await uploadPhoto(api, token);
      for (const shadeId of SHADES) {
        tryOnIds.push((await startTryOn(api, token, photo.id, shadeId)).json<HairColorTryOn>().id);
      }
      const roll = await api.call(token, {
        method: 'POST',
        url: '/api/dice-roll',
        payload: { photoId: photo.id },
      });
      rollIds.push(roll.json<DiceRoll>().id);
      for (const id of tryOnIds.slice(-SHADES.length)) {
        expect((await waitForTryOn(api, token, id, 120_000)).status).toBe('completed');
      }
      const done = await waitForDiceRoll(api, token, roll.json<DiceRoll>().id, 120_000);
      expect(done.colors.every((color) => color.status === 'completed')).toBe(true);
    }

    // A worker logs a render just after writing it, so the last lines may trail the API by a moment.
    const rendered = () =>
      workers.map((worker) =>
        worker.lines.filter((line) => line.msg === 'try-on rendered').map((line) => String(line.tryOnId)),
      );
    const rolled = () =>
      workers.flatMap((worker) =>
        worker.lines.filter((line) => line.msg === 'dice roll rendered').map((line) => String(line.rollId)),
      );
    await vi.waitFor(
      () => {
        expect([...rendered().flat()].sort()).toEqual([...tryOnIds].sort());
        expect([...rolled()].sort()).toEqual([...rollIds].sort());
      },
      { timeout: 10_000, interval: 100 },
    );
    const all = rendered().flat();
    expect(new Set(all).size).toBe(all.length);
    expect(rendered().every((ids) => ids.length > 0)).toBe(true);
  }, 300_000);

  it('renders with a correction saved through the API replica on whichever worker takes the job next', async () => {
    const deviceId = `scale-out-brush-${Date.now()}`;
    const token = await api.register(deviceId);
    await grantPremium(api, deviceId);
    const photo = await uploadPhoto(api, token);
    const render = async (shadeId: string) => {
      const id = (await startTryOn(api, token, photo.id, shadeId)).json<HairColorTryOn>().id;
      expect((await waitForTryOn(api, token, id, 120_000)).status).toBe('completed');
      const result = await api.hairhue.storage.get(storageKeys.tryOnResult(photo.id, id));
      if (!result) throw new Error('no stored result');
      return result;
    };
    // Both workers render the photo first, so each keeps it with its automatic hair area.
    const automatic = await Promise.all(SHADES.map(render));
    const analysis = await api.hairhue.storage.get(storageKeys.analysis(photo.id, ENGINE_VERSION));
    const original = await api.hairhue.storage.get(storageKeys.photo(photo.id));
    if (!analysis || !original) throw new Error('no stored analysis or photo');
    const spot = await hairSpot(analysis);
    for (const result of automatic) {
      expect(await patchDifference(original, result, spot.x, spot.y)).toBeGreaterThan(8);
    }

    const saved = await api.call(token, {
      method: 'PUT',
      url: `/api/photos/${photo.id}/hair-correction`,
      payload: {
        strokes: [
          {
            tool: 'remove',
            radius: (SPOT * 2) / Math.max(spot.width, spot.height),
            points: [spot.x / spot.width, spot.y / spot.height],
          },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const result of await Promise.all(SHADES.map(render))) {
      expect(await patchDifference(original, result, spot.x, spot.y)).toBeLessThan(4);
    }
  }, 300_000);
});
