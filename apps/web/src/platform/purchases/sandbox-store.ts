import type {
  CustomerInfo as SandboxCustomerInfo,
  PackageIdentifier,
  StorePackage as SandboxPackage,
} from '@hairhue/contracts';
import { ApiError } from '@/api/client';
import { getSandboxCustomerInfo, getSandboxOfferings, purchaseSandboxPackage } from '@/api/sandbox-store';
import { askSandboxDecision, type SandboxDecision } from './sandbox-sheet';
import { PurchaseError, type AppStore, type CustomerInfo, type StorePackage } from './types';

function toStorePackage(pkg: SandboxPackage): StorePackage {
  return {
    identifier: pkg.identifier,
    plan: pkg.packageType === 'WEEKLY' ? 'weekly' : 'monthly',
    productId: pkg.product.identifier,
    title: pkg.product.title,
    priceString: pkg.product.priceString,
    freeTrialDays: pkg.product.freeTrialDays,
  };
}

function toCustomerInfo(info: SandboxCustomerInfo): CustomerInfo {
  return {
    activeEntitlements: Object.keys(info.entitlements.active),
    latestExpirationDate: info.latestExpirationDate,
    raw: info,
  };
}

/** The server answers 503 STORE_UNAVAILABLE when it sells through the App Store only (PURCHASES=revenuecat). */
function storeError(error: unknown): unknown {
  if (error instanceof ApiError && (error.status === 503 || error.code === 'STORE_UNAVAILABLE'))
    return new PurchaseError('store_problem', 'App Store is currently unavailable');
  return error;
}

const DECLINED: Record<Exclude<SandboxDecision, 'buy'>, PurchaseError> = {
  cancel: new PurchaseError('cancelled', 'Purchase was cancelled'),
  decline: new PurchaseError('other', 'The sandbox store declined the payment'),
  pending: new PurchaseError('pending', 'Payment is pending approval'),
  unavailable: new PurchaseError('store_problem', 'App Store is currently unavailable'),
};

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw storeError(error);
  }
}

/**
 * The web's store: our server's sandbox (DESIGN "Subscriptions"). Buying asks the person in a sheet that
 * says plainly it is a sandbox; no money moves. Purchases belong to the device id, like an App Store account.
 */
export function createSandboxStore(): AppStore {
  return {
    name: 'sandbox',
    async configure() {
      // The server knows the device from its token; nothing to set up.
    },
    async getOfferings() {
      const { current } = await call(getSandboxOfferings);
      if (!current) return null;
      const packages = current.packages.map(toStorePackage);
      return {
        identifier: current.identifier,
        weekly: packages.find((pkg) => pkg.plan === 'weekly') ?? null,
        monthly: packages.find((pkg) => pkg.plan === 'monthly') ?? null,
      };
    },
    async purchase(pkg) {
      const decision = await askSandboxDecision(pkg);
      if (decision !== 'buy') throw DECLINED[decision];
      // Packages of this store came from getOfferings, so their identifiers are the sandbox's own.
      const identifier = pkg.identifier as PackageIdentifier;
      return toCustomerInfo(await call(() => purchaseSandboxPackage(identifier)));
    },
    async restore() {
      return toCustomerInfo(await call(getSandboxCustomerInfo));
    },
    async getCustomerInfo() {
      return toCustomerInfo(await call(getSandboxCustomerInfo));
    },
  };
}
