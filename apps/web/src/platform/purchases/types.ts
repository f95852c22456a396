/**
 * What the app needs from an app store, whichever it is: the sandbox store on the web, the App Store through
 * RevenueCat in the native app. `src/lib/purchases.ts` builds the app's purchase interface (SPEC §7: cache,
 * in-flight sync, refresh after buying) on top of one of these.
 */

export type PlanKind = 'weekly' | 'monthly';

export interface StorePackage {
  /** The store's package identifier ('$rc_weekly', '$rc_monthly'). */
  identifier: string;
  plan: PlanKind;
  productId: string;
  title: string;
  /** Localised price, '$29.99'. */
  priceString: string;
  /** Days of free trial this buyer can get; null when none. */
  freeTrialDays: number | null;
  /** The store's own package object, handed back to it on purchase (RevenueCat needs it). */
  native?: unknown;
}

export interface Offering {
  identifier: string;
  weekly: StorePackage | null;
  monthly: StorePackage | null;
}

/** The store's view of the buyer: enough to tell the server what happened, and to log. */
export interface CustomerInfo {
  /** Entitlement identifiers active now ('premium'). */
  activeEntitlements: string[];
  latestExpirationDate: string | null;
  /** The store's full answer, passed to POST /subscriptions/sync as is. */
  raw: Record<string, unknown>;
}

/** The three provider error kinds SPEC §8 handles specially; anything else is 'other'. */
export type PurchaseErrorKind = 'cancelled' | 'store_problem' | 'pending' | 'other';

export class PurchaseError extends Error {
  override readonly name = 'PurchaseError';

  constructor(
    readonly kind: PurchaseErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** One app store. Failures throw PurchaseError (or any error, read as 'other'). */
export interface AppStore {
  readonly name: 'sandbox' | 'app-store';
  /** Identifies the buyer as our device id (SPEC §7: the provider is configured with the device id). */
  configure(appUserId: string): Promise<void>;
  getOfferings(): Promise<Offering | null>;
  purchase(pkg: StorePackage): Promise<CustomerInfo>;
  restore(): Promise<CustomerInfo>;
  getCustomerInfo(): Promise<CustomerInfo>;
}
