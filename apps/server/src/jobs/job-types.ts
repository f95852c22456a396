import type { Executor } from '../repositories/types';

/*
 * The jobs, what each carries, and what the services and workers ask of a queue. The queue itself
 * (pg-boss) is in queue.ts; nothing else needs to know it.
 */

/** Every job the server runs, and what each carries. */
export const JobName = {
  RenderTryOn: 'render-try-on',
  RenderDiceRoll: 'render-dice-roll',
  /** Where a render job goes when every attempt failed or timed out: its try-on or roll is failed there. */
  RenderTryOnGaveUp: 'render-try-on-gave-up',
  RenderDiceRollGaveUp: 'render-dice-roll-gave-up',
  /** Finds a new photo's hair right after upload, so the first colour a person picks renders at once. */
  AnalysePhoto: 'analyse-photo',
  /** Measures a photo's skin and hair for 'Suits you', asked for by an API process that has no engine. */
  MeasureAppearance: 'measure-appearance',
  /** Renders the onboarding carousel's model photos in their colours, once per deployment. */
  RenderOnboarding: 'render-onboarding',
  Maintenance: 'maintenance',
} as const;

export type JobName = (typeof JobName)[keyof typeof JobName];

export interface JobPayloads {
  'render-try-on': { tryOnId: string };
  'render-dice-roll': { rollId: string };
  'render-try-on-gave-up': { tryOnId: string };
  'render-dice-roll-gave-up': { rollId: string };
  'analyse-photo': { photoId: string };
  'measure-appearance': { photoId: string };
  'render-onboarding': Record<string, never>;
  maintenance: Record<string, never>;
}

export interface Job<N extends JobName> {
  id: string;
  name: N;
  data: JobPayloads[N];
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
}

export type JobHandler<N extends JobName> = (job: Job<N>) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  /**
   * Queues a job; pass the caller's transaction so the job exists exactly when the transaction commits.
   * A job sent outside a transaction wakes this process's workers at once; one sent in a transaction is the
   * caller's to `notify` once it has committed.
   */
  send<N extends JobName>(name: N, data: JobPayloads[N], executor?: Executor): Promise<string>;
  /** Starts `concurrency` local workers for a job; they pick up jobs sent by any process. */
  work<N extends JobName>(name: N, concurrency: number, handler: JobHandler<N>): Promise<void>;
  /** Wakes this process's idle workers for `name` now instead of at their next poll. */
  notify(name: JobName): void;
  /** Stops fetching; waits up to `timeoutMs` for running jobs. Unfinished ones are re-run later. */
  stop(timeoutMs: number): Promise<void>;
  /** Counts of jobs not yet finished, for /health and tests. */
  pending(name: JobName): Promise<number>;
}
