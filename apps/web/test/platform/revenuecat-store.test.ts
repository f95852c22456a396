import { INTRO_ELIGIBILITY_STATUS, PURCHASES_ERROR_CODE } from '@revenuecat/purchases-capacitor';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRevenueCatStore, freeTrialDays } from '@/platform/purchases/revenuecat-store';
import { PurchaseError, type AppStore, type PlanKind, type StorePackage } from '@/platform/purchases/types';
import type * as PurchasesModule from '@revenuecat/purchases-capacitor';

const purchases = vi.hoisted(() => ({
  isConfigured: vi.fn(),
  configure: vi.fn(),
  logIn: vi.fn(),
  getOfferings: vi.fn(),
  checkTrialOrIntroductoryPriceEligibility: vi.fn(),
  purchasePackage: vi.fn(),
  restorePurchases: vi.fn(),
  getCustomerInfo: vi.fn(),
}));
vi.mock('@revenuecat/purchases-capacitor', async (importOriginal) => ({
  ...(await importOriginal<typeof PurchasesModule>()),
  Purchases: purchases,
}));

const API_KEY = 'appl_test_key';
const DEVICE_ID = 'device-1';

/** A package as the plugin returns it (only the fields the app reads, plus the context it hands back). */
function rcPackage(identifier: string, productId: string, priceString: string, intro: object | null) {
  return {
    identifier,
    packageType: identifier === '$rc_weekly' ? 'WEEKLY' : 'MONTHLY',
    product: {
      identifier: productId,
      title: `Hairhue Premium (${identifier})`,
      priceString,
      introPrice: intro,
    },
    offeringIdentifier: 'default',
    presentedOfferingContext: {
      offeringIdentifier: 'default',
      placementIdentifier: null,
      targetingContext: null,
    },
  };
}
const threeDayTrial = {
  price: 0,
  priceString: '$0.00',
  cycles: 1,
  period: 'P3D',
  periodUnit: 'DAY',
  periodNumberOfUnits: 3,
};
const weekly = rcPackage('$rc_weekly', 'hairhue_premium_weekly', '$9.99', null);
const monthly = rcPackage('$rc_monthly', 'hairhue_premium_monthly', '$29.99', threeDayTrial);

const customerInfo = {
  entitlements: {
    active: { premium: { identifier: 'premium', isActive: true, periodType: 'TRIAL' } },
    all: {},
    verification: 'NOT_REQUESTED',
  },
  activeSubscriptions: ['hairhue_premium_monthly'],
  latestExpirationDate: '2026-03-17T09:00:00Z',
  originalAppUserId: DEVICE_ID,
};

/** How Capacitor hands over a rejected RevenueCat call: an Error with the SDK's code as a string. */
function pluginError(code: PURCHASES_ERROR_CODE, message: string, extra: object = {}) {
  return Object.assign(new Error(message), { code, ...extra });
}

let store: AppStore;

async function offeredPackage(plan: PlanKind): Promise<StorePackage> {
  const pkg = (await store.getOfferings())?.[plan];
  if (!pkg) throw new Error(`no ${plan} package offered`);
  return pkg;
}
beforeEach(() => {
  store = createRevenueCatStore(API_KEY);
  purchases.isConfigured.mockResolvedValue({ isConfigured: false });
  purchases.getOfferings.mockResolvedValue({ all: {}, current: { identifier: 'default', weekly, monthly } });
  purchases.checkTrialOrIntroductoryPriceEligibility.mockResolvedValue({
    hairhue_premium_monthly: { status: INTRO_ELIGIBILITY_STATUS.INTRO_ELIGIBILITY_STATUS_ELIGIBLE },
  });
});
afterEach(() => {
  for (const fn of Object.values(purchases)) fn.mockReset();
});

describe('the App Store through RevenueCat', () => {
  it('is configured once with our device id as the app user id', async () => {
    await store.configure(DEVICE_ID);
    await store.configure(DEVICE_ID);
    expect(store.name).toBe('app-store');
    expect(purchases.configure).toHaveBeenCalledTimes(1);
    expect(purchases.configure).toHaveBeenCalledWith({ apiKey: API_KEY, appUserID: DEVICE_ID });
  });

  it('only logs in when the native SDK is already configured (the web view was reloaded)', async () => {
    purchases.isConfigured.mockResolvedValue({ isConfigured: true });
    await store.configure(DEVICE_ID);
    expect(purchases.configure).not.toHaveBeenCalled();
    expect(purchases.logIn).toHaveBeenCalledWith({ appUserID: DEVICE_ID });
  });

  it('reports every call of a build without a RevenueCat key as a store problem', async () => {
    const keyless = createRevenueCatStore('');
    await expect(keyless.configure(DEVICE_ID)).rejects.toMatchObject({ kind: 'store_problem' });
    await expect(keyless.getOfferings()).rejects.toBeInstanceOf(PurchaseError);
    await expect(keyless.restore()).rejects.toMatchObject({ kind: 'store_problem' });
    expect(purchases.configure).not.toHaveBeenCalled();
    expect(purchases.getOfferings).not.toHaveBeenCalled();
  });

  it("maps the current offering's weekly and monthly packages, with the monthly 3-day trial", async () => {
    const offering = await store.getOfferings();
    expect(offering).toEqual({
      identifier: 'default',
      weekly: {
        identifier: '$rc_weekly',
        plan: 'weekly',
        productId: 'hairhue_premium_weekly',
        title: 'Hairhue Premium ($rc_weekly)',
        priceString: '$9.99',
        freeTrialDays: null,
        native: weekly,
      },
      monthly: {
        identifier: '$rc_monthly',
        plan: 'monthly',
        productId: 'hairhue_premium_monthly',
        title: 'Hairhue Premium ($rc_monthly)',
        priceString: '$29.99',
        freeTrialDays: 3,
        native: monthly,
      },
    });
    expect(purchases.checkTrialOrIntroductoryPriceEligibility).toHaveBeenCalledWith({
      productIdentifiers: ['hairhue_premium_monthly'],
    });
  });

  it('offers no trial to a buyer Apple says has used it, and still offers it when Apple cannot tell', async () => {
    purchases.checkTrialOrIntroductoryPriceEligibility.mockResolvedValueOnce({
      hairhue_premium_monthly: { status: INTRO_ELIGIBILITY_STATUS.INTRO_ELIGIBILITY_STATUS_INELIGIBLE },
    });
    expect((await store.getOfferings())?.monthly?.freeTrialDays).toBeNull();
    purchases.checkTrialOrIntroductoryPriceEligibility.mockRejectedValueOnce(new Error('offline'));
    expect((await store.getOfferings())?.monthly?.freeTrialDays).toBe(3);
  });

  it('has no offering when RevenueCat has no current one', async () => {
    purchases.getOfferings.mockResolvedValue({ all: {}, current: null });
    await expect(store.getOfferings()).resolves.toBeNull();
  });

  it('counts only a free introductory period as a trial, in days', () => {
    expect(freeTrialDays(null)).toBeNull();
    expect(freeTrialDays({ ...threeDayTrial, price: 0.99, priceString: '$0.99' })).toBeNull();
    expect(freeTrialDays({ ...threeDayTrial, periodUnit: 'WEEK', periodNumberOfUnits: 1 })).toBe(7);
  });

  it("buys the plugin's own package and reports the buyer's active entitlements", async () => {
    purchases.purchasePackage.mockResolvedValue({
      productIdentifier: 'hairhue_premium_monthly',
      customerInfo,
    });
    const info = await store.purchase(await offeredPackage('monthly'));
    expect(purchases.purchasePackage).toHaveBeenCalledWith({ aPackage: monthly });
    expect(info).toEqual({
      activeEntitlements: ['premium'],
      latestExpirationDate: '2026-03-17T09:00:00Z',
      raw: customerInfo,
    });
  });

  it('restores and reads the customer info the same way', async () => {
    purchases.restorePurchases.mockResolvedValue({ customerInfo });
    purchases.getCustomerInfo.mockResolvedValue({
      customerInfo: { ...customerInfo, entitlements: { ...customerInfo.entitlements, active: {} } },
    });
    expect((await store.restore()).activeEntitlements).toEqual(['premium']);
    expect((await store.getCustomerInfo()).activeEntitlements).toEqual([]);
  });

  it.each([
    ['cancelled', pluginError(PURCHASES_ERROR_CODE.PURCHASE_CANCELLED_ERROR, 'Purchase was cancelled.')],
    ['cancelled', pluginError(PURCHASES_ERROR_CODE.UNKNOWN_ERROR, 'Cancelled', { userCancelled: true })],
    [
      'store_problem',
      pluginError(PURCHASES_ERROR_CODE.STORE_PROBLEM_ERROR, 'There was a problem with the App Store.'),
    ],
    ['pending', pluginError(PURCHASES_ERROR_CODE.PAYMENT_PENDING_ERROR, 'The payment is pending.')],
    ['other', pluginError(PURCHASES_ERROR_CODE.NETWORK_ERROR, 'Error performing request.')],
    ['other', new Error('Purchases must be configured before calling this function')],
  ] as const)('turns a failed purchase into a %s error', async (kind, failure) => {
    purchases.purchasePackage.mockRejectedValue(failure);
    const error = await store.purchase(await offeredPackage('weekly')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PurchaseError);
    expect(error).toMatchObject({ kind, message: failure.message });
  });

  it('maps a failed restore too', async () => {
    purchases.restorePurchases.mockRejectedValue(
      pluginError(PURCHASES_ERROR_CODE.STORE_PROBLEM_ERROR, 'There was a problem with the App Store.'),
    );
    await expect(store.restore()).rejects.toMatchObject({ kind: 'store_problem' });
  });

  it('refuses a package that did not come from RevenueCat', async () => {
    const sandboxPackage = {
      identifier: '$rc_weekly',
      plan: 'weekly',
      productId: 'hairhue_premium_weekly',
      title: 'Weekly',
      priceString: '$9.99',
      freeTrialDays: null,
    } as const;
    await expect(store.purchase(sandboxPackage)).rejects.toMatchObject({ kind: 'other' });
    expect(purchases.purchasePackage).not.toHaveBeenCalled();
  });
});
