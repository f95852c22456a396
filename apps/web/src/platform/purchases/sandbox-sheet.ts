import type { StorePackage } from './types';

/**
 * What the person chose in the sandbox purchase sheet. Besides buying and cancelling, the sandbox lets a
 * tester answer the way the App Store can fail, so every failure path of the app can be tried for real.
 */
export type SandboxDecision = 'buy' | 'cancel' | 'decline' | 'pending' | 'unavailable';

export interface SandboxSheetRequest {
  pkg: StorePackage;
  decide(decision: SandboxDecision): void;
}

let current: SandboxSheetRequest | null = null;
const listeners = new Set<() => void>();

function publish(next: SandboxSheetRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Shows the sheet for `pkg` and resolves with the choice. One purchase runs at a time: a new request
 * cancels one still open.
 */
export function askSandboxDecision(pkg: StorePackage): Promise<SandboxDecision> {
  current?.decide('cancel');
  return new Promise((resolve) => {
    const request: SandboxSheetRequest = {
      pkg,
      decide(decision) {
        if (current === request) publish(null);
        resolve(decision);
      },
    };
    publish(request);
  });
}

/** For useSyncExternalStore in the sheet component. */
export const sandboxSheet = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): SandboxSheetRequest | null => current,
};
