/** SPEC §4/§9: after a result is ready, a 300 ms pause, then the 1200 ms colour transition. */
export const REVEAL_PAUSE_MS = 300;
export const COLOUR_TRANSITION_MS = 1200;

/** Resolves after `ms`, or rejects with an AbortError when the signal aborts first. */
export function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Fetches and decodes an image so it appears at once when shown. A failure resolves too: the image on
 * screen then falls back to the original photo (SPEC §4), which is no reason to hold up the result.
 */
export function preloadImage(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      image.decode().then(resolve, resolve);
    };
    image.onerror = () => resolve();
    image.src = url;
  });
}
