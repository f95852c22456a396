import { isNativeApp } from '../native';
import { createSandboxStore } from './sandbox-store';
import type { AppStore } from './types';

/**
 * The app store for this platform: the App Store through RevenueCat in the native app, the server's
 * sandbox store on the web. RevenueCat's module is loaded only in the native app, so the web bundle
 * does not carry it.
 */
export async function createAppStore(): Promise<AppStore> {
  if (!isNativeApp()) return createSandboxStore();
  const { createRevenueCatStore } = await import('./revenuecat-store');
  return createRevenueCatStore();
}
