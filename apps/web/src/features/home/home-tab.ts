import { useCallback, useState } from 'react';

/** SPEC §3: the Home tab choice lives in local storage under this key. */
export const HOME_TAB_KEY = 'home-active-tab';

export type HomeTab = 'recent' | 'demo';

export function readStoredTab(): HomeTab | null {
  const stored = localStorage.getItem(HOME_TAB_KEY);
  return stored === 'recent' || stored === 'demo' ? stored : null;
}

/** SPEC §2: a stored choice wins; otherwise Recent when the person has try-ons, Demo when not. */
export function resolveHomeTab(stored: HomeTab | null, hasTryOns: boolean): HomeTab {
  return stored ?? (hasTryOns ? 'recent' : 'demo');
}

/**
 * The active Home tab. Until the try-on list is known (`hasTryOns` undefined) and nothing is stored, there
 * is no tab yet: guessing would flash Demo and then jump to Recent.
 */
export function useHomeTab(hasTryOns: boolean | undefined): [HomeTab | null, (tab: HomeTab) => void] {
  const [stored, setStored] = useState<HomeTab | null>(readStoredTab);
  const choose = useCallback((tab: HomeTab) => {
    localStorage.setItem(HOME_TAB_KEY, tab);
    setStored(tab);
  }, []);
  const active = stored ?? (hasTryOns === undefined ? null : resolveHomeTab(null, hasTryOns));
  return [active, choose];
}
