/** SPEC §4/§9: the first poll after 2 s, then every 3 s. */
export const FIRST_POLL_MS = 2000;
export const POLL_INTERVAL_MS = 3000;

/**
 * Calls `read` after 2 s and then every 3 s until `isDone` says so, the signal aborts, or `read` fails
 * (a polling error stops polling; the caller decides what it means).
 */
export function pollUntil<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  options: { signal: AbortSignal; onValue?: (value: T) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('Polling stopped', 'AbortError'));
    };
    if (options.signal.aborted) return abort();
    options.signal.addEventListener('abort', abort, { once: true });
    const tick = async () => {
      try {
        const value = await read();
        if (options.signal.aborted) return;
        options.onValue?.(value);
        if (isDone(value)) {
          options.signal.removeEventListener('abort', abort);
          resolve(value);
        } else {
          timer = setTimeout(tick, POLL_INTERVAL_MS);
        }
      } catch (error) {
        options.signal.removeEventListener('abort', abort);
        reject(error);
      }
    };
    timer = setTimeout(tick, FIRST_POLL_MS);
  });
}
