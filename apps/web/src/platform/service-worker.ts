import { isNativeApp } from './native';

/**
 * Registers the service worker in production web builds (installable, opens offline). The native app
 * ships its files inside the app and needs none; development keeps Vite's live reload untouched.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  if (isNativeApp()) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
