import { App } from '@capacitor/app';
import type { PluginListenerHandle } from '@capacitor/core';
import { isNativeApp } from './native';

export type AppStateListener = (isActive: boolean) => void;

/**
 * Calls `listener` when the app becomes active or inactive; returns the unsubscribe. The native app hears
 * the system's app state (it goes inactive for the app switcher, Control Centre, a call); the web uses
 * the page's visibility.
 */
export function onAppStateChange(listener: AppStateListener): () => void {
  if (isNativeApp()) {
    let handle: PluginListenerHandle | undefined;
    let removed = false;
    void App.addListener('appStateChange', ({ isActive }) => listener(isActive)).then((added) => {
      handle = added;
      // Unsubscribed before the bridge answered: remove it now instead of leaking it.
      if (removed) void added.remove();
    });
    return () => {
      removed = true;
      void handle?.remove();
    };
  }
  const onVisibility = () => listener(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', onVisibility);
  return () => document.removeEventListener('visibilitychange', onVisibility);
}
