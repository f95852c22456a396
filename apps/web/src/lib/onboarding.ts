import { useSyncExternalStore } from 'react';

/** Local storage: 'true' once onboarding has been completed (SPEC §3). */
export const ONBOARDING_COMPLETED_KEY = 'onboarding-completed';

const listeners = new Set<() => void>();

export function isOnboardingCompleted(): boolean {
  return localStorage.getItem(ONBOARDING_COMPLETED_KEY) === 'true';
}

export function markOnboardingCompleted(): void {
  localStorage.setItem(ONBOARDING_COMPLETED_KEY, 'true');
  for (const listener of listeners) listener();
}

/** Whether onboarding is done; components re-render when it completes (the start page, the tab bar). */
export function useOnboardingCompleted(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, isOnboardingCompleted);
}
