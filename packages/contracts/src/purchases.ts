import { z } from 'zod';

/**
 * The sandbox store (PURCHASES=sandbox): a local App Store stand-in with the offering of SPEC §3/§9. Its
 * shapes follow RevenueCat's (packages, products, customer info) so the app's purchase layer treats both
 * stores alike.
 */

export const packageIdentifierSchema = z.enum(['$rc_weekly', '$rc_monthly']);

export const storeProductSchema = z.object({
  identifier: z.string(),
  title: z.string(),
  description: z.string(),
  price: z.number().nonnegative(),
  priceString: z.string(),
  currencyCode: z.string(),
  /** ISO 8601 duration: P1W, P1M. */
  subscriptionPeriod: z.string(),
  /** Days of free trial this device can still get with this product; null when there is none. */
  freeTrialDays: z.number().int().positive().nullable(),
});

export const storePackageSchema = z.object({
  identifier: packageIdentifierSchema,
  packageType: z.enum(['WEEKLY', 'MONTHLY']),
  product: storeProductSchema,
});

export const offeringsResponseSchema = z.object({
  /** The current offering; null when the store has nothing to sell. */
  current: z
    .object({
      identifier: z.string(),
      packages: z.array(storePackageSchema),
    })
    .nullable(),
});

export const entitlementInfoSchema = z.object({
  identifier: z.string(),
  isActive: z.boolean(),
  /** False once cancelled: it runs until its expiry and then ends. */
  willRenew: z.boolean(),
  /** 'TRIAL' or 'NORMAL'. */
  periodType: z.string(),
  productIdentifier: z.string(),
  latestPurchaseDate: z.iso.datetime({ offset: true }),
  expirationDate: z.iso.datetime({ offset: true }).nullable(),
  unsubscribeDetectedAt: z.iso.datetime({ offset: true }).nullable(),
});

export const customerInfoSchema = z.object({
  originalAppUserId: z.string(),
  entitlements: z.object({ active: z.record(z.string(), entitlementInfoSchema) }),
  activeSubscriptions: z.array(z.string()),
  latestExpirationDate: z.iso.datetime({ offset: true }).nullable(),
  requestDate: z.iso.datetime({ offset: true }),
});

export const customerInfoResponseSchema = z.object({ customerInfo: customerInfoSchema });

export const sandboxPurchaseRequestSchema = z.strictObject({
  packageIdentifier: packageIdentifierSchema,
});
