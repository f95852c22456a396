import { HairEngineError } from '@hairhue/hair-engine';

import type { RenderTaskName, ThreadFailure } from './render-tasks';

/** A task ran longer than the pool's `taskTimeoutMs`; its thread was stopped and replaced. */
export class RenderTimeoutError extends Error {
  readonly code = 'RENDER_TIMEOUT';

  constructor(
    readonly task: RenderTaskName,
    readonly timeoutMs: number,
  ) {
    super(`The ${task} task took longer than ${timeoutMs} ms and was stopped.`);
    this.name = 'RenderTimeoutError';
  }
}

export class UnknownShadeError extends Error {
  readonly code = 'UNKNOWN_SHADE';

  constructor(readonly shadeId: string) {
    super(`There is no colour or effect with the id '${shadeId}'.`);
    this.name = 'UnknownShadeError';
  }
}

/**
 * A refusal from the hair engine (a bad photo, an unreadable analysis), re-created on the main thread.
 * Errors cross the thread boundary as plain data, so the engine's own subclass cannot be rebuilt; this keeps
 * its `name`, `code` and `message`, and is still a HairEngineError for callers that map those to replies.
 */
export class RenderEngineError extends HairEngineError {
  readonly code: string;

  constructor(name: string, code: string, message: string) {
    super(message);
    this.name = name;
    this.code = code;
  }
}

/** In a render thread: what the main thread needs to re-create `error`. */
export function describeFailure(error: unknown): ThreadFailure {
  if (error instanceof HairEngineError || error instanceof UnknownShadeError) {
    return { kind: 'refusal', name: error.name, message: error.message, code: error.code };
  }
  return describeFault(error);
}

/** In a render thread: `error` as a fault, never blamed on the input. */
export function describeFault(error: unknown): ThreadFailure {
  if (!(error instanceof Error)) return { kind: 'fault', name: 'Error', message: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { kind: 'fault', name: error.name, message: error.message, code, stack: error.stack };
}

/** On the main thread: the typed error a render thread reported. */
export function errorFromFailure(failure: ThreadFailure, shadeId?: string): Error {
  if (failure.kind === 'refusal') {
    if (failure.name === 'UnknownShadeError' && shadeId !== undefined) return new UnknownShadeError(shadeId);
    return new RenderEngineError(failure.name, failure.code ?? 'ENGINE_ERROR', failure.message);
  }
  // A fault, not the input's: keep the thread's stack, which says where it happened.
  const error = Object.assign(new Error(failure.message), { code: failure.code });
  error.name = failure.name;
  if (failure.stack !== undefined) error.stack = failure.stack;
  return error;
}

/** Errors that another attempt cannot fix: the photo is unreadable or gone, or the shade does not exist. */
const PERMANENT_ERRORS = new Set([
  'EmptyImageError',
  'UnsupportedImageError',
  'TruncatedImageError',
  'CorruptImageError',
  'ImageTooLargeError',
  'FileTooLargeError',
  'UnknownShadeError',
  'MissingSourceError',
]);

export function isPermanentRenderError(error: unknown): boolean {
  return error instanceof Error && PERMANENT_ERRORS.has(error.name);
}

/** The photo (or its row) a render needs is gone: deleted by retention while the job waited. */
export class MissingSourceError extends Error {
  override readonly name = 'MissingSourceError';
}

/** A short reason for the failed row; never shown to clients, which only see 'failed'. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 500);
  return String(error).slice(0, 500);
}
