import { useCallback, useSyncExternalStore } from 'react';

/** Local storage: 'true' once the person hid the 'Suits you' row; remembered on this device. */
export const SUITS_YOU_HIDDEN_KEY = 'suits-you-hidden';

const listeners = new Set<() => void>();
/** The choice where storage is refused (a locked-down webview): kept until the app closes. */
let unstored = false;

function isHidden(): boolean {
  try {
    return localStorage.getItem(SUITS_YOU_HIDDEN_KEY) === 'true';
  } catch {
    return unstored;
  }
}

function setHidden(hidden: boolean): void {
  unstored = hidden;
  try {
    if (hidden) localStorage.setItem(SUITS_YOU_HIDDEN_KEY, 'true');
    else localStorage.removeItem(SUITS_YOU_HIDDEN_KEY);
  } catch {
    // Not remembered on the device; `unstored` holds it meanwhile.
  }
  for (const listener of listeners) listener();
}

/** Whether the 'Suits you' row is hidden, and a way to hide or show it; every editor follows the choice. */
export function useSuitsYouHidden(): [hidden: boolean, setHidden: (hidden: boolean) => void] {
  const hidden = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isHidden);
  return [hidden, useCallback((next: boolean) => setHidden(next), [])];
}
