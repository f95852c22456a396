import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { MAINTENANCE_INTERVAL_MINUTES } from '@hairhue/catalogue/legal';
import type { ExecuteSql } from '../db/database';
import type { Executor } from '../repositories/types';
import { JobName, type JobPayloads, type JobQueue } from './job-types';

export interface QueueOptions {
  executeSql: ExecuteSql;
  log: Logger;
  /** Longest one render may take; jobs are given several times that before they count as lost. */
  renderTimeoutMs: number;
  /** Attempts of a render job before it gives up. */
  renderAttempts: number;
  /**
   * This process is the only one using the database (PGlite), so a job still marked active at start was
   * cut off by a crash and can be run again at once instead of after it expires.
   */
  soleProcess: boolean;
  /**
   * Runs the maintenance schedule, every MAINTENANCE_INTERVAL_MINUTES (one process in a deployment is enough;
   * more do no harm).
   */
  schedule: boolean;
}

const SCHEMA = 'pgboss';
/** The privacy policy promises this schedule (MAINTENANCE_INTERVAL_MINUTES). */
const MAINTENANCE_CRON = `*/${MAINTENANCE_INTERVAL_MINUTES} * * * *`;
/** After an attempt fails, how long pg-boss may take to record it before the retry is looked for. */
const OUTCOME_MARGIN_MS = 1000;
/** Jobs a user waits on, whose retries should start soon after their delay. */
const RETRIED_PROMPTLY: ReadonlySet<JobName> = new Set([
  JobName.RenderTryOn,
  JobName.RenderDiceRoll,
  JobName.AnalysePhoto,
  JobName.MeasureAppearance,
]);

function transactionDb(executor: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await executor.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows };
    },
  };
}

/** A job of `steps` render-sized steps counts as lost after each step's limit, and 5 s more. */
function expirySeconds(renderTimeoutMs: number, steps: number): number {
  return Math.ceil(renderTimeoutMs / 1000) * steps + 5;
}

/** A Dice Roll, the longest render job: one analysis and six renders, and storing them. */
const DICE_ROLL_STEPS = 8;

/** The longest a render job can take over all its attempts before the queue gives it up. */
export function longestRenderJobMs(renderTimeoutMs: number, renderAttempts: number): number {
  return expirySeconds(renderTimeoutMs, DICE_ROLL_STEPS) * 1000 * renderAttempts;
}

/** Every queue after the one it names as its dead letter: pg-boss refuses a dead letter that does not exist. */
export function creationOrder(queues: Record<JobName, PgBoss.Queue>): JobName[] {
  const ordered: JobName[] = [];
  const visit = (name: JobName) => {
    if (ordered.includes(name)) return;
    const deadLetter = queues[name].deadLetter as JobName | undefined;
    if (deadLetter !== undefined) visit(deadLetter);
    ordered.push(name);
  };
  for (const name of Object.values(JobName)) visit(name);
  return ordered;
}

export function createJobQueue(options: QueueOptions): JobQueue {
  const { log } = options;
  // pg-boss records a job's outcome without awaiting it; stop() waits for those writes before the
  // database is closed under them.
  let statementsInFlight = 0;
  let handlersRunning = 0;
  const executeSql = async (text: string, values?: unknown[]) => {
    statementsInFlight += 1;
    try {
      return await options.executeSql(text, values);
    } finally {
      statementsInFlight -= 1;
    }
  };
  const boss = new PgBoss({
    db: { executeSql },
    schema: SCHEMA,
    schedule: options.schedule,
    supervise: true,
    // Expired jobs (a worker that died) are noticed within this, and retried. A sole process has no other
    // worker that could die: this process re-queues its own at start, and pg-boss cuts off a job of its own
    // that outlives its expiry. Its supervision only archives, every 2 minutes (pg-boss's default).
    maintenanceIntervalSeconds: options.soleProcess ? 120 : 15,
    // The cron's jobs (maintenance, every MAINTENANCE_INTERVAL_MINUTES) are queued by a worker polling this often.
    cronWorkerIntervalSeconds: options.soleProcess ? 45 : 5,
  } as PgBoss.ConstructorOptions);
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  const workerIds = new Map<JobName, string[]>();
  // A PGlite poll runs on the event loop for 10-30 ms and holds the one connection, so every idle worker's
  // poll delays every request in flight (the status p99 under load). This process sends all jobs and wakes
  // its workers with notify(), and wakes them again when a retry or a dead letter is due (followUp below),
  // so polling is only a fallback. Other databases keep the quick poll for jobs sent by other processes.
  const pollingSecondsOf = (name: JobName): number => {
    if (!options.soleProcess) return 0.5;
    return RETRIED_PROMPTLY.has(name) ? 15 : 60;
  };
  const notify = (name: JobName) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };
  /**
   * An attempt failed, or was cut off at its expiry: wakes the workers that take its retry once the retry
   * delay has passed, or its dead letter's workers after its last attempt. pg-boss records the failure
   * a moment after the handler ends, hence the margin.
   */
  const followUp = (name: JobName, job: { retryCount: number; retryLimit: number }) => {
    const queue = queues[name];
    const [next, delaySeconds] =
      job.retryCount < job.retryLimit
        ? [name, queue.retryDelay ?? 0]
        : [queue.deadLetter as JobName | undefined, 0];
    if (next === undefined) return;
    setTimeout(() => notify(next), delaySeconds * 1000 + OUTCOME_MARGIN_MS).unref();
  };

  const expiry = (steps: number) => expirySeconds(options.renderTimeoutMs, steps);
  const queues: Record<JobName, PgBoss.Queue> = {
    [JobName.RenderTryOn]: {
      name: JobName.RenderTryOn,
      retryLimit: options.renderAttempts - 1,
      retryDelay: 1,
      // Loading the photo, finding its hair, one render, storing: three times a render's limit is ample.
      expireInSeconds: expiry(3),
      deadLetter: JobName.RenderTryOnGaveUp,
    },
    [JobName.RenderDiceRoll]: {
      name: JobName.RenderDiceRoll,
      retryLimit: options.renderAttempts - 1,
      retryDelay: 1,
      expireInSeconds: expiry(DICE_ROLL_STEPS),
      deadLetter: JobName.RenderDiceRollGaveUp,
    },
    [JobName.RenderTryOnGaveUp]: { name: JobName.RenderTryOnGaveUp, retryLimit: 10, expireInSeconds: 60 },
    [JobName.RenderDiceRollGaveUp]: {
      name: JobName.RenderDiceRollGaveUp,
      retryLimit: 10,
      expireInSeconds: 60,
    },
    [JobName.AnalysePhoto]: {
      name: JobName.AnalysePhoto,
      retryLimit: 1,
      expireInSeconds: expiry(2),
    },
    [JobName.MeasureAppearance]: {
      name: JobName.MeasureAppearance,
      retryLimit: 1,
      // An analysis when there is none yet, then the measurement.
      expireInSeconds: expiry(3),
    },
    [JobName.RenderOnboarding]: {
      name: JobName.RenderOnboarding,
      retryLimit: 2,
      expireInSeconds: expiry(20),
      policy: 'singleton',
    },
    [JobName.Maintenance]: {
      name: JobName.Maintenance,
      retryLimit: 1,
      expireInSeconds: 900,
      policy: 'singleton',
    },
  };

  return {
    async start() {
      await boss.start();
      for (const name of creationOrder(queues)) {
        // Settings are written at creation only, so a changed render timeout is applied to the existing queue.
        if (await boss.getQueue(name)) await boss.updateQueue(name, queues[name]);
        else await boss.createQueue(name, queues[name]);
      }
      if (options.soleProcess) {
        const rows = await options.executeSql(
          `UPDATE ${SCHEMA}.job SET state = 'retry', start_after = now() WHERE state = 'active' RETURNING id`,
        );
        if (rows.rows.length > 0) log.warn({ jobs: rows.rows.length }, 're-queued jobs cut off by a restart');
      }
      if (options.schedule) await boss.schedule(JobName.Maintenance, MAINTENANCE_CRON, {}, { tz: 'UTC' });
    },

    async send(name, data, executor) {
      const sendOptions: PgBoss.SendOptions = executor
        ? ({ db: transactionDb(executor) } as PgBoss.SendOptions)
        : {};
      const id = await boss.send(name, data as object, sendOptions);
      if (id === null) throw new Error(`The job queue refused a ${name} job`);
      if (!executor) notify(name);
      return id;
    },

    async work(name, concurrency, handler) {
      const ids = workerIds.get(name) ?? [];
      for (let i = 0; i < concurrency; i++) {
        let id = '';
        id = await boss.work(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: pollingSecondsOf(name) },
          async ([job]: PgBoss.JobWithMetadata<object>[]) => {
            if (job === undefined) return;
            // Straight on to the next job: a backlog drains without a poll's wait between jobs.
            boss.notifyWorker(id);
            handlersRunning += 1;
            // pg-boss fails a job still running at its expiry (at least a second) without telling us.
            const expiry = setTimeout(
              () => followUp(name, job),
              Math.max(1, queues[name].expireInSeconds ?? 0) * 1000,
            ).unref();
            try {
              await handler({
                id: job.id,
                name,
                data: job.data as JobPayloads[typeof name],
                retryCount: job.retryCount,
                retryLimit: job.retryLimit,
              });
            } catch (error) {
              followUp(name, job);
              throw error;
            } finally {
              clearTimeout(expiry);
              handlersRunning -= 1;
            }
          },
        );
        ids.push(id);
      }
      workerIds.set(name, ids);
    },

    notify,

    async stop(timeoutMs) {
      await boss.stop({ graceful: true, wait: true, timeout: Math.max(timeoutMs, 1000) });
      // A fetch answered just as pg-boss stopped still runs its job; wait for that job and for the outcome
      // writes, until both have been quiet for a moment (the outcome is written a few microtasks later).
      const deadline = Date.now() + Math.max(timeoutMs, 5000);
      let quietChecks = 0;
      while (quietChecks < 3 && Date.now() < deadline) {
        quietChecks = handlersRunning === 0 && statementsInFlight === 0 ? quietChecks + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    async pending(name) {
      return boss.getQueueSize(name);
    },
  };
}
