import { vi } from 'vitest';
import type * as SubscriptionModule from '@/lib/subscription';
import type { SubscriptionStatus } from '@/lib/subscription';

// The real module, not the mock below: this file is what the mock of '@/lib/subscription' is made from.
const { INACTIVE_STATUS } = await vi.importActual<typeof SubscriptionModule>('@/lib/subscription');

export const PREMIUM: SubscriptionStatus = { ...INACTIVE_STATUS, isActive: true, canDownloadPhotos: true };

export const freeChanges = (usageRemaining: number): SubscriptionStatus => ({
  ...INACTIVE_STATUS,
  usageRemaining,
});

/**
 * The plan the mocked `useSubscription` reports and the mocked paywall's opener: a test sets `account.status`
 * (free until then) and asserts on `account.openPaywall`. A test file points both modules here:
 *
 *   vi.mock('@/components/paywall/paywall-context', async () => (await import('../helpers/subscription')).paywallModule);
 *   vi.mock('@/lib/subscription', async (importOriginal) =>
 *     (await import('../helpers/subscription')).subscriptionModule(importOriginal));
 */
export const account = { status: INACTIVE_STATUS, openPaywall: vi.fn() };

export const paywallModule = { usePaywall: () => ({ openPaywall: account.openPaywall }) };

export async function subscriptionModule(importOriginal: () => Promise<typeof SubscriptionModule>) {
  return {
    ...(await importOriginal()),
    useSubscription: () => ({ status: account.status, isLoading: false }),
  };
}
