import type { SubscriptionStatusResponse, SubscriptionSyncRequest } from '@hairhue/contracts';
import { ENTITLEMENT_ID } from '@hairhue/contracts/constants';
import {
  PurchaseError,
  type AppStore,
  type CustomerInfo,
  type Offering,
  type StorePackage,
} from '@/platform/purchases/types';
import { logError } from './log';
import { INACTIVE_STATUS, toSubscriptionStatus, type SubscriptionStatus } from './subscription';

/** SPEC §4, §9: how long a status is trusted, and the pause before re-reading it after buying or restoring. */
export const STATUS_CACHE_MS = 30_000;
export const REFRESH_AFTER_CHANGE_MS = 2_000;

/** SPEC §3: the result of a purchase or a restore. */
export interface PurchaseResult {
  success: boolean;
  error?: string;
}

export type StatusListener = (response: SubscriptionStatusResponse) => void;

/** The app's purchase interface (SPEC §7), the same on the web (sandbox store) and in the native app. */
export interface Purchases {
  initialize(deviceId: string): Promise<void>;
  getSubscriptionStatus(forceRefresh?: boolean): Promise<SubscriptionStatus>;
  getOfferings(): Promise<Offering | null>;
  purchasePackage(pkg: StorePackage): Promise<PurchaseResult>;
  restorePurchases(): Promise<PurchaseResult>;
  getCustomerInfo(): Promise<CustomerInfo | null>;
  /** Called with every status read from the server; returns the unsubscribe. */
  subscribe(listener: StatusListener): () => void;
  /** A status the screens read from the server themselves: it counts as fresh for the next 30 s. */
  remember(response: SubscriptionStatusResponse): void;
}

export interface PurchasesDependencies {
  store: () => Promise<AppStore>;
  fetchStatus: () => Promise<SubscriptionStatusResponse | null>;
  syncStatus: (request: SubscriptionSyncRequest) => Promise<unknown>;
  now?: () => number;
  wait?: (ms: number) => Promise<void>;
}

/** SPEC §8: only the store's three special failures get their own words. */
export function purchaseErrorMessage(error: unknown): string {
  if (!(error instanceof PurchaseError)) return 'Purchase failed';
  switch (error.kind) {
    case 'cancelled':
      return 'Purchase was cancelled';
    case 'store_problem':
      return 'App Store is currently unavailable';
    case 'pending':
      return 'Payment is pending approval';
    default:
      return 'Purchase failed';
  }
}

export function restoreErrorMessage(error: unknown): string {
  if (error instanceof PurchaseError && error.kind === 'store_problem')
    return 'App Store is currently unavailable';
  return 'Failed to restore purchases';
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createPurchases({
  store: loadUnconfiguredStore,
  fetchStatus,
  syncStatus,
  now = Date.now,
  wait = sleep,
}: PurchasesDependencies): Purchases {
  let configured: Promise<AppStore> | null = null;
  /** The store, configured for the device once initialize has been called. */
  const loadStore = () => configured ?? loadUnconfiguredStore();
  let cached: { status: SubscriptionStatus; at: number } | null = null;
  let inFlight: Promise<SubscriptionStatus> | null = null;
  const listeners = new Set<StatusListener>();

  /** Tells the server what the store says (it re-checks on its own), then reads the server's answer. */
  async function sync(): Promise<SubscriptionStatus> {
    try {
      const store = await loadStore();
      const info = await store.getCustomerInfo();
      await syncStatus({ customerInfo: info.raw, timestamp: now() });
    } catch (error) {
      // The server's own view still counts; the store's failure is only logged.
      logError('Subscription sync failed', error);
    }
    try {
      const response = await fetchStatus();
      if (!response) return INACTIVE_STATUS;
      const status = toSubscriptionStatus(response, new Date(now()));
      cached = { status, at: now() };
      for (const listener of listeners) listener(response);
      return status;
    } catch (error) {
      logError('Subscription status load failed', error);
      return INACTIVE_STATUS;
    }
  }

  function getSubscriptionStatus(forceRefresh = false): Promise<SubscriptionStatus> {
    if (!forceRefresh && cached && now() - cached.at < STATUS_CACHE_MS) return Promise.resolve(cached.status);
    // Everyone asking while a sync runs shares it.
    inFlight ??= sync().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** After a purchase or restore: forget the cache, give the store's server a moment, read again. */
  function refreshAfterChange(): void {
    cached = null;
    void wait(REFRESH_AFTER_CHANGE_MS).then(() => getSubscriptionStatus(true));
  }

  return {
    async initialize(deviceId) {
      configured = loadUnconfiguredStore().then(async (store) => {
        await store.configure(deviceId);
        return store;
      });
      await configured;
    },
    getSubscriptionStatus,
    async getOfferings() {
      return (await loadStore()).getOfferings();
    },
    async purchasePackage(pkg) {
      try {
        const info = await (await loadStore()).purchase(pkg);
        refreshAfterChange();
        if (!info.activeEntitlements.includes(ENTITLEMENT_ID))
          return { success: false, error: 'Purchase failed' };
        return { success: true };
      } catch (error) {
        return { success: false, error: purchaseErrorMessage(error) };
      }
    },
    async restorePurchases() {
      try {
        await (await loadStore()).restore();
        refreshAfterChange();
        return { success: true };
      } catch (error) {
        return { success: false, error: restoreErrorMessage(error) };
      }
    },
    async getCustomerInfo() {
      try {
        return await (await loadStore()).getCustomerInfo();
      } catch (error) {
        logError('Customer info load failed', error);
        return null;
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    remember(response) {
      cached = { status: toSubscriptionStatus(response, new Date(now())), at: now() };
    },
  };
}
