import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type RenderKind = 'try-on' | 'dice-roll';
/** completed: stored; retried: this attempt failed and another follows; failed: the user is told it failed. */
export type RenderOutcome = 'completed' | 'retried' | 'failed';

/** What the queue reports at each scrape: jobs waiting to run, per queue, and how long the oldest has waited. */
export interface QueueSnapshot {
  name: string;
  waiting: number;
  oldestWaitingSeconds: number;
}

/**
 * Every metric of one process, on its own registry (not prom-client's global one), so several servers in
 * one test process do not share counters.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'hairhue_process_' });
  const registers = [registry];
  let readQueue: (() => Promise<QueueSnapshot[]>) | undefined;

  const httpDuration = new Histogram({
    name: 'hairhue_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const renderDuration = new Histogram({
    name: 'hairhue_render_duration_seconds',
    help: 'Render job attempts by kind and outcome, from the job starting to its result stored',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60, 120],
    registers,
  });
  const renderRetries = new Counter({
    name: 'hairhue_render_retries_total',
    help: 'Render attempts that failed and will be tried again',
    labelNames: ['kind'] as const,
    registers,
  });
  const deadLetters = new Counter({
    name: 'hairhue_render_dead_letters_total',
    help: 'Render jobs whose every attempt was cut off (timed out or their worker died), settled as failed',
    labelNames: ['kind'] as const,
    registers,
  });
  const freeChangesSpent = new Counter({
    name: 'hairhue_free_changes_spent_total',
    help: 'Free colour changes spent',
    registers,
  });
  const freeChangesRefunded = new Counter({
    name: 'hairhue_free_changes_refunded_total',
    help: 'Free colour changes given back because their render failed',
    registers,
  });
  const purchases = new Counter({
    name: 'hairhue_purchases_total',
    help: 'Purchases by provider (the sandbox store, or RevenueCat purchase events)',
    labelNames: ['provider'] as const,
    registers,
  });
  const webhooks = new Counter({
    name: 'hairhue_webhooks_total',
    help: 'Purchase provider webhooks by provider and outcome (processed, duplicate, failed)',
    labelNames: ['provider', 'outcome'] as const,
    registers,
  });
  // Both queue gauges come from one read of the database per scrape: prom-client collects metrics
  // concurrently, so the second gauge shares the read the first began.
  let inFlight: Promise<QueueSnapshot[]> | undefined;
  const snapshot = (): Promise<QueueSnapshot[]> => {
    if (!readQueue) return Promise.resolve([]);
    inFlight ??= readQueue().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  new Gauge({
    name: 'hairhue_queue_depth',
    help: 'Jobs ready to run and waiting (queued, or due for a retry), per queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const queue of await snapshot()) this.set({ queue: queue.name }, queue.waiting);
    },
  });
  new Gauge({
    name: 'hairhue_queue_oldest_job_age_seconds',
    help: 'How long the oldest job ready to run has waited, per queue (0 when none waits)',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      this.reset();
      for (const queue of await snapshot()) this.set({ queue: queue.name }, queue.oldestWaitingSeconds);
    },
  });

  return {
    registry,
    httpDuration,
    renderDuration,
    renderRetries,
    deadLetters,
    freeChangesSpent,
    freeChangesRefunded,
    purchases,
    webhooks,
    /** Where the queue gauges are read from at scrape time (the process's own job queue). */
    watchQueue(read: () => Promise<QueueSnapshot[]>): void {
      readQueue = read;
    },
    /** The text Prometheus scrapes. */
    async render(): Promise<{ contentType: string; body: string }> {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
