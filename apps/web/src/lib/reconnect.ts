import { ApiError } from '@/api/client';

/** How often a call is sent again while the server cannot be reached (a restart takes seconds). */
export const RECONNECT_INTERVAL_MS = 2000;
/** How long the server may stay out of reach before the app gives up on the call. */
export const RECONNECT_LIMIT_MS = 120_000;

/** Answers a proxy gives while the server behind it is down or restarting. */
const PROXY_UNREACHABLE = new Set([502, 503, 504]);

/**
 * Whether a call failed without the server deciding anything: no answer at all (fetch rejects with a
 * TypeError: connection refused or reset, server killed) or a proxy's 502/503/504. Such a call may have
 * reached the server or not; any other failure is the server's answer and is final.
 */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return PROXY_UNREACHABLE.has(error.status);
  return error instanceof TypeError;
}

export interface ReconnectOptions {
  signal: AbortSignal;
  /** Told at each failure to reach the server; the caller shows that it is reconnecting. */
  onUnreachable?: () => void;
  /** Told when the server answers again after a failure. */
  onReachable?: () => void;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('Reconnecting stopped', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Runs `call`, and while the server cannot be reached sends it again every 2 s, for up to 2 minutes from
 * the first failure; then the last failure is thrown. Only for calls that are safe to send twice (a GET,
 * or a POST with an Idempotency-Key). Any answer from the server ends it, an error answer included.
 */
export async function retryWhileUnreachable<T>(
  call: () => Promise<T>,
  options: ReconnectOptions,
): Promise<T> {
  const { signal } = options;
  let firstFailureAt: number | undefined;
  for (;;) {
    if (signal.aborted) throw new DOMException('Reconnecting stopped', 'AbortError');
    try {
      const value = await call();
      if (firstFailureAt !== undefined) options.onReachable?.();
      return value;
    } catch (error) {
      if (!isUnreachable(error) || signal.aborted) {
        if (firstFailureAt !== undefined) options.onReachable?.();
        throw error;
      }
      firstFailureAt ??= Date.now();
      if (Date.now() - firstFailureAt >= RECONNECT_LIMIT_MS) throw error;
      options.onUnreachable?.();
      await pause(RECONNECT_INTERVAL_MS, signal);
    }
  }
}

/**
 * `retryWhileUnreachable` for one flow's calls (a try-on, a Dice Roll), each stopped by `signal`: the flow
 * is told `false` at each failure to reach the server and `true` when it answers again, which both flows
 * keep as one `connection` state.
 */
export function untilReachableWith(signal: AbortSignal, onConnection: (reachable: boolean) => void) {
  return <T>(call: () => Promise<T>): Promise<T> =>
    retryWhileUnreachable(call, {
      signal,
      onUnreachable: () => onConnection(false),
      onReachable: () => onConnection(true),
    });
}
