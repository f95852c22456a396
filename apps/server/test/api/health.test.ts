import { healthResponseSchema } from '@hairhue/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHealthMonitor } from '../../src/services/health-monitor';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

describe('health', () => {
  describe('the background monitor', () => {
    it('answers from its last round without running the checks again', async () => {
      let runs = 0;
      const monitor = createHealthMonitor(
        {
          database: async () => {
            runs += 1;
            return 'ok';
          },
          storage: async () => 'ok',
          model: async () => 'not-used',
        },
        { intervalMs: 60_000 },
      );
      await monitor.start();
      for (let i = 0; i < 5; i++) expect(monitor.report().status).toBe('ok');
      monitor.stop();
      expect(runs).toBe(1);
    });

    it('counts a check that does not answer in time as failing', async () => {
      const monitor = createHealthMonitor(
        {
          database: () => new Promise(() => undefined),
          storage: async () => 'ok',
          model: async () => 'ok',
        },
        { timeoutMs: 20 },
      );
      await monitor.start();
      monitor.stop();
      expect(monitor.report()).toMatchObject({ status: 'failing', checks: { database: 'failing' } });
    });

    it('counts results that have grown stale as failing', async () => {
      let clock = 1_000_000;
      const monitor = createHealthMonitor(
        { database: async () => 'ok', storage: async () => 'ok', model: async () => 'ok' },
        { intervalMs: 60_000, staleAfterMs: 5_000, now: () => clock },
      );
      await monitor.start();
      monitor.stop();
      expect(monitor.report()).toMatchObject({ status: 'ok', ageMs: 0 });
      clock += 6_000;
      expect(monitor.report()).toMatchObject({ status: 'failing', ageMs: 6_000 });
    });
  });

  describe('GET /api/health', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ renderer: createTestRenderer().renderer });
    });
    afterAll(() => server.close());

    it('says when its checks ran, and is never cached', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      const body = healthResponseSchema.parse(response.json());
      expect(body.status).toBe('ok');
      expect(body.ageMs).toBeLessThan(5_000);
      expect(Date.parse(body.checkedAt ?? '')).toBeGreaterThan(Date.now() - 10_000);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers at once while the database is busy', async () => {
      // PGlite has one connection: a long transaction holds it, as a queue of queries under load would.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let begun!: () => void;
      const holding = new Promise<void>((resolve) => (begun = resolve));
      const transaction = server.hairhue.database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        begun();
        await held;
      });
      await holding;
      try {
        const started = performance.now();
        const response = await server.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(500);
      } finally {
        release();
        await transaction;
      }
    });
  });
});
