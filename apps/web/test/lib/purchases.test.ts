import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPurchases,
  purchaseErrorMessage,
  REFRESH_AFTER_CHANGE_MS,
  STATUS_CACHE_MS,
} from '@/lib/purchases';
import {
  PurchaseError,
  type AppStore,
  type CustomerInfo,
  type StorePackage,
} from '@/platform/purchases/types';

const ACTIVE: SubscriptionStatusResponse = {
  hasActiveSubscription: true,
  subscription: {
    expiresAt: '2026-11-25T12:00:00Z',
    periodType: 'TRIAL',
    productId: 'hairhue_premium_monthly',
  },
  usage: { canUseHairColorChange: true, remainingFreeUses: 0 },
};
const FREE: SubscriptionStatusResponse = {
  hasActiveSubscription: false,
  subscription: null,
  usage: { canUseHairColorChange: true, remainingFreeUses: 2 },
};
const PREMIUM_INFO: CustomerInfo = {
  activeEntitlements: ['premium'],
  latestExpirationDate: null,
  raw: { a: 1 },
};
const MONTHLY: StorePackage = {
  identifier: '$rc_monthly',
  plan: 'monthly',
  productId: 'hairhue_premium_monthly',
  title: 'Monthly',
  priceString: '$29.99',
  freeTrialDays: 3,
};

function fakeStore(overrides: Partial<AppStore> = {}): AppStore {
  return {
    name: 'sandbox',
    configure: vi.fn(async () => undefined),
    getOfferings: vi.fn(async () => ({ identifier: 'default', weekly: null, monthly: MONTHLY })),
    purchase: vi.fn(async () => PREMIUM_INFO),
    restore: vi.fn(async () => PREMIUM_INFO),
    getCustomerInfo: vi.fn(async () => PREMIUM_INFO),
    ...overrides,
  };
}

function setup(store = fakeStore(), response: SubscriptionStatusResponse | null = FREE) {
  let clock = Date.parse('2026-11-22T12:00:00Z');
  const fetchStatus = vi.fn(async () => response);
  const syncStatus = vi.fn(async () => ({ success: true }));
  const purchases = createPurchases({ store: async () => store, fetchStatus, syncStatus, now: () => clock });
  return {
    purchases,
    store,
    fetchStatus,
    syncStatus,
    /** Moves the clock and runs what is due, with the promises it starts. */
    async advance(ms: number) {
      clock += ms;
      await vi.advanceTimersByTimeAsync(ms);
    },
  };
}

describe('the purchase interface (SPEC §4, §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the server what the store says, then reads its status', async () => {
    const { purchases, syncStatus, fetchStatus } = setup();
    const status = await purchases.getSubscriptionStatus();
    expect(syncStatus).toHaveBeenCalledWith({
      customerInfo: { a: 1 },
      timestamp: Date.parse('2026-11-22T12:00:00Z'),
    });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(status.usageRemaining).toBe(2);
  });

  it('keeps a status for 30 s unless a refresh is forced', async () => {
    const { purchases, fetchStatus, advance } = setup();
    await purchases.getSubscriptionStatus();
    await advance(STATUS_CACHE_MS - 1);
    await purchases.getSubscriptionStatus();
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await purchases.getSubscriptionStatus(true);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    await advance(STATUS_CACHE_MS);
    await purchases.getSubscriptionStatus();
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('lets concurrent reads share one sync', async () => {
    const { purchases, fetchStatus, syncStatus } = setup();
    const all = await Promise.all([
      purchases.getSubscriptionStatus(),
      purchases.getSubscriptionStatus(true),
      purchases.getSubscriptionStatus(),
    ]);
    expect(syncStatus).toHaveBeenCalledTimes(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(new Set(all).size).toBe(1);
  });

  it('after a purchase clears the cache, waits 2 s, forces a refresh and notifies listeners', async () => {
    const { purchases, fetchStatus, advance } = setup();
    const listener = vi.fn();
    purchases.subscribe(listener);
    await purchases.getSubscriptionStatus();
    expect(listener).toHaveBeenCalledTimes(1);

    expect(await purchases.purchasePackage(MONTHLY)).toEqual({ success: true });
    await advance(REFRESH_AFTER_CHANGE_MS - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does the same after a restore', async () => {
    const { purchases, fetchStatus, advance } = setup();
    expect(await purchases.restorePurchases()).toEqual({ success: true });
    await advance(REFRESH_AFTER_CHANGE_MS - 1);
    expect(fetchStatus).not.toHaveBeenCalled();
    await advance(1);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('reads the cleared cache again instead of serving the old status', async () => {
    const { purchases, fetchStatus } = setup();
    await purchases.getSubscriptionStatus();
    await purchases.purchasePackage(MONTHLY);
    await purchases.getSubscriptionStatus();
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['cancelled', 'Purchase was cancelled'],
    ['store_problem', 'App Store is currently unavailable'],
    ['pending', 'Payment is pending approval'],
    ['other', 'Purchase failed'],
  ] as const)('turns a %s store error into %j', async (kind, message) => {
    const store = fakeStore({ purchase: vi.fn(async () => Promise.reject(new PurchaseError(kind, 'x'))) });
    const { purchases } = setup(store);
    expect(await purchases.purchasePackage(MONTHLY)).toEqual({ success: false, error: message });
  });

  it('calls an unknown failure, or a purchase without the entitlement, a failed purchase', async () => {
    expect(purchaseErrorMessage(new Error('boom'))).toBe('Purchase failed');
    const store = fakeStore({ purchase: vi.fn(async () => ({ ...PREMIUM_INFO, activeEntitlements: [] })) });
    expect(await setup(store).purchases.purchasePackage(MONTHLY)).toEqual({
      success: false,
      error: 'Purchase failed',
    });
  });

  it('reports a failed restore', async () => {
    const store = fakeStore({ restore: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await setup(store).purchases.restorePurchases()).toEqual({
      success: false,
      error: 'Failed to restore purchases',
    });
  });

  it('falls back to inactive, with no access and no uses, when the status cannot be read', async () => {
    const store = fakeStore();
    let clock = 0;
    const purchases = createPurchases({
      store: async () => store,
      fetchStatus: async () => Promise.reject(new Error('500: down')),
      syncStatus: async () => ({ success: true }),
      now: () => clock++,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const status = await purchases.getSubscriptionStatus();
    expect(status).toMatchObject({ isActive: false, canUseHairColorChange: false, usageRemaining: 0 });
  });

  it('still reads the server when the store cannot answer', async () => {
    const store = fakeStore({ getCustomerInfo: vi.fn(async () => Promise.reject(new Error('no store'))) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { purchases, syncStatus } = setup(store, ACTIVE);
    expect((await purchases.getSubscriptionStatus()).isActive).toBe(true);
    expect(syncStatus).not.toHaveBeenCalled();
  });

  it('counts a status the screens read as fresh for 30 s', async () => {
    const { purchases, fetchStatus, advance } = setup();
    purchases.remember(ACTIVE);
    expect((await purchases.getSubscriptionStatus()).isActive).toBe(true);
    expect(fetchStatus).not.toHaveBeenCalled();
    await advance(STATUS_CACHE_MS);
    expect((await purchases.getSubscriptionStatus()).isActive).toBe(false);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('configures the store with the device id before anything else uses it', async () => {
    const store = fakeStore();
    const { purchases } = setup(store);
    await purchases.initialize('device-1');
    await purchases.getOfferings();
    expect(store.configure).toHaveBeenCalledWith('device-1');
    expect(store.configure).toHaveBeenCalledTimes(1);
  });
});
