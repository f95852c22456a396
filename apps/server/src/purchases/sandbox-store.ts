import {
  ENTITLEMENT_ID,
  type CustomerInfo,
  type OfferingsResponse,
  type PackageIdentifier,
} from '@hairhue/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  createPurchaseRepository,
  type NewPurchase,
  type PurchaseRepository,
  type PurchaseRow,
} from '../repositories/purchases';
import {
  addDays,
  OFFERING_IDENTIFIER,
  periodEnd,
  productById,
  productForPackage,
  SANDBOX_PRODUCTS,
} from './sandbox-catalogue';
import type { EntitlementRecord } from './types';

export interface SandboxStoreOptions {
  db: Kysely<Database>;
  now: () => Date;
}

/** The buyer's view, in RevenueCat's customer-info shape, of their latest period at `at`. */
function customerInfoOf(appUserId: string, current: PurchaseRow | undefined, at: Date): CustomerInfo {
  const active = current !== undefined && current.expires_at > at;
  return {
    originalAppUserId: appUserId,
    entitlements: {
      active: active
        ? {
            [ENTITLEMENT_ID]: {
              identifier: ENTITLEMENT_ID,
              isActive: true,
              willRenew: current.cancelled_at === null,
              periodType: current.period_type,
              productIdentifier: current.product_id,
              latestPurchaseDate: current.purchased_at.toISOString(),
              expirationDate: current.expires_at.toISOString(),
              unsubscribeDetectedAt: current.cancelled_at?.toISOString() ?? null,
            },
          }
        : {},
    },
    activeSubscriptions: active ? [current.product_id] : [],
    // A replaced period was ended early, so the latest period also expires last.
    latestExpirationDate: current?.expires_at.toISOString() ?? null,
    requestDate: at.toISOString(),
  };
}

/**
 * A subscription renews at the end of each period unless cancelled, as a store's would. Nothing runs at
 * the period's end: the renewals that came due are recorded the next time anyone looks (a status
 * re-check, the app's customer info, a purchase), each as the NORMAL period it would have been.
 */
async function renewDue(
  repository: PurchaseRepository,
  appUserId: string,
  at: Date,
): Promise<PurchaseRow | undefined> {
  const latest = await repository.latest(appUserId);
  if (!latest || latest.cancelled_at !== null || latest.expires_at > at) return latest;
  const product = productById(latest.product_id);
  if (!product) return latest;
  const renewals: NewPurchase[] = [];
  let start = latest.expires_at;
  do {
    const end = periodEnd(product, start);
    renewals.push({ productId: product.productId, periodType: 'NORMAL', purchasedAt: start, expiresAt: end });
    start = end;
  } while (start <= at);
  await repository.insert(appUserId, renewals);
  return repository.latest(appUserId);
}

/**
 * The local store of PURCHASES=sandbox: the offering of SPEC §3/§9, a 3-day trial of the monthly plan once
 * per device id, renewal, cancellation and plan changes. Purchases are rows of `purchases`.
 */
export function createSandboxStore({ db, now }: SandboxStoreOptions) {
  /** Runs `work` holding the app user's store lock, once the renewals that came due are recorded. */
  function withCurrent<T>(
    appUserId: string,
    work: (repository: PurchaseRepository, current: PurchaseRow | undefined, at: Date) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const repository = createPurchaseRepository(trx);
      await repository.lock(appUserId);
      const at = now();
      return work(repository, await renewDue(repository, appUserId, at), at);
    });
  }

  return {
    async offerings(appUserId: string): Promise<OfferingsResponse> {
      const hadTrial = await createPurchaseRepository(db).hadTrial(appUserId);
      return {
        current: {
          identifier: OFFERING_IDENTIFIER,
          packages: SANDBOX_PRODUCTS.map((product) => ({
            identifier: product.packageIdentifier,
            packageType: product.packageType,
            product: {
              identifier: product.productId,
              title: product.title,
              description: product.description,
              price: product.price,
              priceString: product.priceString,
              currencyCode: 'USD',
              subscriptionPeriod: product.period,
              freeTrialDays: hadTrial ? null : product.trialDays,
            },
          })),
        },
      };
    },

    customerInfo(appUserId: string): Promise<CustomerInfo> {
      return withCurrent(appUserId, async (_repository, current, at) =>
        customerInfoOf(appUserId, current, at),
      );
    },

    /**
     * Buys a package. The plan already held is not sold twice: buying it again only turns renewal back on.
     * Another plan replaces the current one at once (the old period ends now and does not renew), as an
     * App Store upgrade does. The monthly trial is given once per device id, whatever came before it.
     */
    purchase(appUserId: string, packageIdentifier: PackageIdentifier): Promise<CustomerInfo> {
      return withCurrent(appUserId, async (repository, current, at) => {
        const product = productForPackage(packageIdentifier);
        const active = current !== undefined && current.expires_at > at ? current : undefined;
        if (active?.product_id === product.productId) {
          if (active.cancelled_at !== null) await repository.setCancelledAt(active.id, null);
        } else {
          if (active) await repository.endAt(active.id, at);
          const trial = product.trialDays !== null && !(await repository.hadTrial(appUserId));
          await repository.insert(appUserId, [
            {
              productId: product.productId,
              periodType: trial ? 'TRIAL' : 'NORMAL',
              purchasedAt: at,
              expiresAt: trial ? addDays(at, product.trialDays ?? 0) : periodEnd(product, at),
            },
          ]);
        }
        return customerInfoOf(appUserId, await repository.latest(appUserId), at);
      });
    },

    /** Turns renewal off: the subscription runs to its expiry and then ends. Nothing to cancel is no error. */
    cancel(appUserId: string): Promise<CustomerInfo> {
      return withCurrent(appUserId, async (repository, current, at) => {
        if (current && current.expires_at > at && current.cancelled_at === null) {
          await repository.setCancelledAt(current.id, at);
          return customerInfoOf(appUserId, { ...current, cancelled_at: at }, at);
        }
        return customerInfoOf(appUserId, current, at);
      });
    },

    /** The latest period, expired or not, as the purchase provider's answer. */
    entitlement(appUserId: string): Promise<EntitlementRecord | null> {
      return withCurrent(appUserId, async (_repository, current) =>
        current
          ? { productId: current.product_id, periodType: current.period_type, expiresAt: current.expires_at }
          : null,
      );
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
