import {
  INTRO_ELIGIBILITY_STATUS,
  PURCHASES_ERROR_CODE,
  Purchases,
  type CustomerInfo as RevenueCatCustomerInfo,
  type PurchasesIntroPrice,
  type PurchasesPackage,
} from '@revenuecat/purchases-capacitor';
import { PurchaseError, type AppStore, type CustomerInfo, type PlanKind, type StorePackage } from './types';

/** What a rejected plugin call carries: Capacitor's error with RevenueCat's code as a string ('1'). */
interface PluginFailure {
  code?: unknown;
  message?: unknown;
  userCancelled?: unknown;
}

/** SPEC §8: cancelled, store problem and pending are handled specially; every other failure is 'other'. */
export function toPurchaseError(error: unknown): PurchaseError {
  if (error instanceof PurchaseError) return error;
  const failure: PluginFailure = typeof error === 'object' && error !== null ? error : {};
  const code = String(failure.code ?? '');
  const message =
    typeof failure.message === 'string' && failure.message !== '' ? failure.message : 'Purchase failed';
  if (failure.userCancelled === true || code === PURCHASES_ERROR_CODE.PURCHASE_CANCELLED_ERROR)
    return new PurchaseError('cancelled', message);
  if (code === PURCHASES_ERROR_CODE.STORE_PROBLEM_ERROR) return new PurchaseError('store_problem', message);
  if (code === PURCHASES_ERROR_CODE.PAYMENT_PENDING_ERROR) return new PurchaseError('pending', message);
  return new PurchaseError('other', message);
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toPurchaseError(error);
  }
}

const DAYS_PER_UNIT: Record<string, number> = { DAY: 1, WEEK: 7, MONTH: 30, YEAR: 365 };

/** A free introductory period, in days; null when the intro offer costs money or there is none. */
export function freeTrialDays(intro: PurchasesIntroPrice | null): number | null {
  if (!intro || intro.price !== 0) return null;
  const unit = DAYS_PER_UNIT[intro.periodUnit];
  return unit === undefined ? null : unit * intro.periodNumberOfUnits * Math.max(1, intro.cycles);
}

function toStorePackage(pkg: PurchasesPackage | null, plan: PlanKind, ineligible: Set<string>) {
  if (!pkg) return null;
  const { product } = pkg;
  const storePackage: StorePackage = {
    identifier: pkg.identifier,
    plan,
    productId: product.identifier,
    title: product.title,
    priceString: product.priceString,
    freeTrialDays: ineligible.has(product.identifier) ? null : freeTrialDays(product.introPrice),
    native: pkg,
  };
  return storePackage;
}

function toCustomerInfo(info: RevenueCatCustomerInfo): CustomerInfo {
  return {
    activeEntitlements: Object.keys(info.entitlements.active),
    latestExpirationDate: info.latestExpirationDate,
    raw: { ...info },
  };
}

/**
 * Products whose free trial this buyer has already used. Apple answers per subscription group; when it
 * cannot tell (unknown status, or the check fails) the trial is still shown, as the App Store sheet decides.
 */
async function trialIneligible(packages: (PurchasesPackage | null)[]): Promise<Set<string>> {
  const productIdentifiers = packages.flatMap((pkg) =>
    pkg && freeTrialDays(pkg.product.introPrice) !== null ? [pkg.product.identifier] : [],
  );
  if (productIdentifiers.length === 0) return new Set();
  try {
    const eligibility = await Purchases.checkTrialOrIntroductoryPriceEligibility({ productIdentifiers });
    return new Set(
      productIdentifiers.filter(
        (id) => eligibility[id]?.status === INTRO_ELIGIBILITY_STATUS.INTRO_ELIGIBILITY_STATUS_INELIGIBLE,
      ),
    );
  } catch {
    return new Set();
  }
}

/**
 * The App Store through RevenueCat (`@revenuecat/purchases-capacitor`), used by the native app. The buyer
 * is our device id, so the server's RevenueCat lookup (`GET /v1/subscribers/{device id}`) finds them.
 */
export function createRevenueCatStore(
  apiKey: string | undefined = import.meta.env.VITE_REVENUECAT_IOS_KEY,
): AppStore {
  let configuredAs: string | null = null;

  /** A build without the key cannot reach the App Store at all: every call says so, as a store problem. */
  function run<T>(request: (key: string) => Promise<T>): Promise<T> {
    const key = apiKey;
    if (!key) {
      const message = 'This build has no RevenueCat key (VITE_REVENUECAT_IOS_KEY)';
      return Promise.reject(new PurchaseError('store_problem', message));
    }
    return call(() => request(key));
  }

  return {
    name: 'app-store',
    async configure(appUserId) {
      if (configuredAs === appUserId) return;
      await run(async (key) => {
        // The native SDK outlives a reload of the web view: configure once, then only switch the buyer.
        const { isConfigured } = await Purchases.isConfigured();
        if (isConfigured) await Purchases.logIn({ appUserID: appUserId });
        else await Purchases.configure({ apiKey: key, appUserID: appUserId });
      });
      configuredAs = appUserId;
    },
    async getOfferings() {
      const { current } = await run(() => Purchases.getOfferings());
      if (!current) return null;
      const ineligible = await trialIneligible([current.weekly, current.monthly]);
      return {
        identifier: current.identifier,
        weekly: toStorePackage(current.weekly, 'weekly', ineligible),
        monthly: toStorePackage(current.monthly, 'monthly', ineligible),
      };
    },
    async purchase(pkg) {
      if (!pkg.native) throw new PurchaseError('other', `${pkg.identifier} did not come from the App Store`);
      const aPackage = pkg.native as PurchasesPackage;
      const { customerInfo } = await run(() => Purchases.purchasePackage({ aPackage }));
      return toCustomerInfo(customerInfo);
    },
    async restore() {
      const { customerInfo } = await run(() => Purchases.restorePurchases());
      return toCustomerInfo(customerInfo);
    },
    async getCustomerInfo() {
      const { customerInfo } = await run(() => Purchases.getCustomerInfo());
      return toCustomerInfo(customerInfo);
    },
  };
}
