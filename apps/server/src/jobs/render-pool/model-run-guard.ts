import { setTimeout as sleep } from 'node:timers/promises';

/*
 * onnxruntime-node takes the whole process down (std::terminate on a Napi::Error) when a worker thread is
 * terminated while one of its inferences is running; stopping a thread anywhere else (our code, sharp) is
 * safe. So a timed-out task's thread is stopped only outside the model: each task carries this flag, shared
 * by both threads, and the two sides take turns through compare-and-swap.
 */

const FREE = 0;
const IN_MODEL = 1;
const STOPPING = 2;
const POLL_MS = 10;

/** One per task: a 4-byte shared flag. */
export function createModelRunGuard(): Int32Array<SharedArrayBuffer> {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** In a render thread: runs work that uses the model, unless the thread is being stopped. */
export async function runUnstoppable<T>(guard: Int32Array, work: () => Promise<T>): Promise<T> {
  if (Atomics.compareExchange(guard, 0, FREE, IN_MODEL) !== FREE) {
    // The main thread is about to stop this thread: start nothing it could interrupt.
    return new Promise<never>(() => {});
  }
  try {
    return await work();
  } finally {
    Atomics.store(guard, 0, FREE);
  }
}

/**
 * On the main thread: resolves once the task's thread may be stopped; from then on it starts no model run.
 * An inference has a fixed size, so the wait is short (tens of milliseconds here).
 */
export async function whenStoppable(guard: Int32Array): Promise<void> {
  while (Atomics.compareExchange(guard, 0, FREE, STOPPING) === IN_MODEL) await sleep(POLL_MS);
}
