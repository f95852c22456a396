import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/database';
import { JobName, type JobQueue } from '../../src/jobs/job-types';
import { createJobQueue } from '../../src/jobs/queue';

/**
 * On PGlite the workers poll only every 15 s (60 s for dead letters): a retry or a dead letter has to wake
 * them itself, a second after it is due, or the person waiting on a render waits for the poll.
 */
describe('the job queue on PGlite (sole process)', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const attempts: { tryOnId: string; at: number }[] = [];
  const deadLetters: { tryOnId: string; at: number }[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    queue = createJobQueue({
      executeSql: database.executeSql,
      log: pino({ level: 'silent' }),
      renderTimeoutMs: 5000,
      renderAttempts: 2,
      soleProcess: true,
      schedule: false,
    });
    await queue.start();
    // One worker each, so no second worker's poll can pick a retry up by chance.
    await queue.work(JobName.RenderTryOn, 1, async (job) => {
      attempts.push({ tryOnId: job.data.tryOnId, at: performance.now() });
      throw new Error('render failed');
    });
    await queue.work(JobName.RenderTryOnGaveUp, 1, async (job) => {
      deadLetters.push({ tryOnId: job.data.tryOnId, at: performance.now() });
    });
  });
  afterAll(async () => {
    await queue?.stop(1000);
    await database?.close();
  });

  it('runs a failed attempt again soon after its retry delay, and its dead letter after the last', async () => {
    const tryOnId = crypto.randomUUID();
    const sent = performance.now();
    await queue.send(JobName.RenderTryOn, { tryOnId });
    // As the services do once the job's transaction has committed.
    queue.notify(JobName.RenderTryOn);
    const deadline = Date.now() + 12_000;
    while (!deadLetters.some((letter) => letter.tryOnId === tryOnId) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [first, second, ...more] = attempts
      .filter((attempt) => attempt.tryOnId === tryOnId)
      .map((attempt) => attempt.at - sent);
    const letter = deadLetters.find((entry) => entry.tryOnId === tryOnId);
    if (first === undefined || second === undefined || letter === undefined) {
      throw new Error(`attempts at ${[first, second]} ms, dead letter ${letter ? 'handled' : 'not handled'}`);
    }
    expect(more).toEqual([]);
    // The retry delay is 1 s, the wake-up's margin 1 s; the fallback poll would take 15 s and 60 s.
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(second - first).toBeLessThan(5000);
    expect(letter.at - sent - second).toBeLessThan(5000);
  });
});
