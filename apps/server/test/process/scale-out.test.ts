import type { DiceRoll, HairColorTryOn } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASE_URL } from '../helpers/database';
import { grantPremium, startTryOn, uploadPhoto, waitForDiceRoll, waitForTryOn } from '../helpers/factories';
import { startProcess, type ServerProcess } from '../helpers/process';
import { startTestServer, type TestServer } from '../helpers/server';

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
    };
    for (let i = 0; i < 2; i++) workers.push(startProcess('worker', env));
    await Promise.all(
      workers.map((worker) => worker.waitFor((line) => line.msg === 'Hairhue worker started')),
    );
  }, 90_000);
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
});
