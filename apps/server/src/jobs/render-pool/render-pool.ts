import { MessageChannel } from 'node:worker_threads';

import { findShade } from '@hairhue/catalogue';
import { Piscina } from 'piscina';

import { createModelRunGuard, whenStoppable } from './model-run-guard';
import { RenderTimeoutError, UnknownShadeError, errorFromFailure } from './render-errors';
import type {
  AnalyseRequest,
  AnalyseResult,
  CorrectRequest,
  CorrectResult,
  MeasureRequest,
  MeasureResult,
  RenderRequest,
  RenderResult,
  RenderTaskName,
  RenderThreadSettings,
  ThreadOutcome,
  ThreadTask,
} from './render-tasks';

export interface RenderPoolOptions {
  /** Worker threads, each with its own engine (model and memory). */
  threads: number;
  /** onnxruntime threads one analysis may use in a worker. Default 1. */
  onnxThreadsPerWorker?: number;
  /**
   * The longest a task may work before it is stopped and its thread replaced. Counted from when a thread
   * starts the task, so waiting in the queue, and a new thread loading its model, do not count.
   */
  taskTimeoutMs: number;
  /** Photos each thread keeps decoded and prepared for further renders. Default 4. */
  preparedCacheSize?: number;
  /** Told about an error thrown in a thread outside any task; without a listener it would end the process. */
  onThreadError?: (error: unknown) => void;
}

/** Runs the hair engine on worker threads, off the event loop. */
export interface RenderPool {
  /** The photo's hair analysis. Rejects with a RenderEngineError if the photo cannot be read. */
  analyse(request: AnalyseRequest): Promise<AnalyseResult>;
  /** The analysis with a touch-up brush correction applied. Rejects with a RenderEngineError if unreadable. */
  correct(request: CorrectRequest): Promise<CorrectResult>;
  /** The skin and hair measurements of 'Suits you'. Rejects with a RenderEngineError if the photo cannot be read. */
  measure(request: MeasureRequest): Promise<MeasureResult>;
  /** The photo in one shade. Rejects with UnknownShadeError, RenderEngineError or RenderTimeoutError. */
  render(request: RenderRequest): Promise<RenderResult>;
  /** Has every thread load its engine now, so the first requests do not wait for it. */
  warm(): Promise<void>;
  /** Lets started and queued tasks finish, then stops the threads. */
  close(): Promise<void>;
}

export function createRenderPool(options: RenderPoolOptions): RenderPool {
  const { threads, onnxThreadsPerWorker = 1, taskTimeoutMs, preparedCacheSize = 4 } = options;
  requireWholeNumber('threads', threads, 1);
  requireWholeNumber('onnxThreadsPerWorker', onnxThreadsPerWorker, 1);
  requireWholeNumber('preparedCacheSize', preparedCacheSize, 1);
  if (!(taskTimeoutMs > 0)) throw new RangeError(`taskTimeoutMs must be positive, got ${taskTimeoutMs}.`);

  const settings: RenderThreadSettings = { onnxThreads: onnxThreadsPerWorker, preparedCacheSize };
  const piscina = new Piscina({
    filename: new URL('./render-thread-entry.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // A thread's engine takes a second to load and its kept photos are what make a dice roll quick.
    idleTimeout: Infinity,
    workerData: settings,
  });
  piscina.on('error', (error: unknown) => options.onThreadError?.(error));

  /*
   * Requests are copied to the thread, not transferred: callers keep using their bytes (a dice roll sends
   * the same photo six times). Results are transferred back.
   */
  async function runTask<Request, Result>(
    name: RenderTaskName,
    request: Request,
    shadeId?: string,
  ): Promise<Result> {
    const { port1: startedListener, port2: startedPort } = new MessageChannel();
    const task: ThreadTask<Request> = { request, startedPort, modelRunGuard: createModelRunGuard() };
    const stopThread = new AbortController();
    const running = piscina.run(task, { name, signal: stopThread.signal, transferList: [startedPort] });
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      startedListener.once('message', () => {
        timer = setTimeout(() => {
          reject(new RenderTimeoutError(name, taskTimeoutMs));
          // Aborting a running task makes piscina stop its thread and start a fresh one.
          void whenStoppable(task.modelRunGuard).then(() => stopThread.abort());
        }, taskTimeoutMs);
      });
    });
    // Once the caller has its timeout error, the stopped task's own rejection is expected.
    running.catch(() => {});
    try {
      const outcome = (await Promise.race([running, deadline])) as ThreadOutcome<Result>;
      if (!outcome.ok) throw errorFromFailure(outcome.failure, shadeId);
      return outcome.result;
    } finally {
      clearTimeout(timer);
      startedListener.close();
    }
  }

  return {
    analyse(request) {
      return runTask<AnalyseRequest, AnalyseResult>('analyse', request);
    },

    correct(request) {
      return runTask<CorrectRequest, CorrectResult>('correct', request);
    },

    measure(request) {
      return runTask<MeasureRequest, MeasureResult>('measure', request);
    },

    async render(request) {
      // Refused here, before queueing: no thread needs to be woken to say so.
      if (!findShade(request.shadeId)) throw new UnknownShadeError(request.shadeId);
      requireWholeNumber('previewLongSide', request.previewLongSide, 1);
      return runTask<RenderRequest, RenderResult>('render', request, request.shadeId);
    },

    async warm() {
      // Threads take one task each, so as many tasks as threads reach every thread: all are idle at start.
      await Promise.all(Array.from({ length: threads }, () => piscina.run(null, { name: 'warm' })));
    },

    close() {
      return piscina.close();
    },
  };
}

function requireWholeNumber(name: string, value: number, least: number): void {
  if (!Number.isInteger(value) || value < least) {
    throw new RangeError(`${name} must be a whole number ≥ ${least}, got ${value}.`);
  }
}
