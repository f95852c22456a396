import { authToken } from '@/api/client';
import { getSubscriptionStatus } from '@/api/subscription-status';
import { syncSubscription } from '@/api/subscription-sync';
import { createAppStore } from '@/platform/purchases';
import type { AppStore } from '@/platform/purchases/types';
import { createPurchases } from './purchases';

let store: Promise<AppStore> | undefined;

/** The app's one purchase interface: the App Store in the native app, the sandbox store on the web. */
export const purchases = createPurchases({
  store: () => (store ??= createAppStore()),
  async fetchStatus() {
    if (!authToken.get()) return null;
    return getSubscriptionStatus();
  },
  syncStatus: syncSubscription,
});
