import type { PackageIdentifier, StorePackage } from '@hairhue/contracts';

/** What the sandbox store sells (SPEC §3/§9): the App Store products the native app sells, priced alike. */
export interface SandboxProduct {
  packageIdentifier: PackageIdentifier;
  packageType: StorePackage['packageType'];
  productId: string;
  title: string;
  description: string;
  price: number;
  priceString: string;
  /** ISO 8601: P1W or P1M. */
  period: 'P1W' | 'P1M';
  /** Days of free trial a first-time buyer gets; null when the product has none. */
  trialDays: number | null;
}

export const OFFERING_IDENTIFIER = 'default';

export const SANDBOX_PRODUCTS: readonly SandboxProduct[] = [
  {
    packageIdentifier: '$rc_weekly',
    packageType: 'WEEKLY',
    productId: 'hairhue_premium_weekly',
    title: 'Hairhue Premium (Weekly)',
    description: 'Unlimited colour changes, downloads without watermark and daily Dice Rolls',
    price: 9.99,
    priceString: '$9.99',
    period: 'P1W',
    trialDays: null,
  },
  {
    packageIdentifier: '$rc_monthly',
    packageType: 'MONTHLY',
    productId: 'hairhue_premium_monthly',
    title: 'Hairhue Premium (Monthly)',
    description: 'Unlimited colour changes, downloads without watermark and daily Dice Rolls',
    price: 29.99,
    priceString: '$29.99',
    period: 'P1M',
    trialDays: 3,
  },
];

export function productForPackage(identifier: PackageIdentifier): SandboxProduct {
  const product = SANDBOX_PRODUCTS.find((candidate) => candidate.packageIdentifier === identifier);
  if (!product) throw new Error(`no sandbox product for package ${identifier}`);
  return product;
}

export function productById(productId: string): SandboxProduct | undefined {
  return SANDBOX_PRODUCTS.find((candidate) => candidate.productId === productId);
}

const DAY_MS = 24 * 3600 * 1000;

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/**
 * A calendar month later in UTC, kept within the month as the stores do: 31 January renews on the last day
 * of February.
 */
export function addMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/** The end of one paid period of `product` that starts at `start`. */
export function periodEnd(product: SandboxProduct, start: Date): Date {
  return product.period === 'P1W' ? addDays(start, 7) : addMonth(start);
}
