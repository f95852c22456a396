import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { useSubscriptionStatusResponse } from '@/api/subscription-status';

/** The app's view of the subscription (SPEC §3). */
export interface SubscriptionStatus {
  isActive: boolean;
  isInTrial: boolean;
  /** Days until expiry, rounded up, never below 0. */
  trialDaysRemaining: number;
  canUseHairColorChange: boolean;
  canDownloadPhotos: boolean;
  /** Free changes left. */
  usageRemaining: number;
  productId: string | null;
  expirationDate: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the status cannot be read the app assumes no subscription, no access and no free uses. */
export const INACTIVE_STATUS: SubscriptionStatus = {
  isActive: false,
  isInTrial: false,
  trialDaysRemaining: 0,
  canUseHairColorChange: false,
  canDownloadPhotos: false,
  usageRemaining: 0,
  productId: null,
  expirationDate: null,
};

export function trialDaysRemaining(expiresAt: string | null, now: Date): number {
  if (expiresAt === null) return 0;
  return Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now.getTime()) / DAY_MS));
}

export function toSubscriptionStatus(
  response: SubscriptionStatusResponse | null | undefined,
  now = new Date(),
): SubscriptionStatus {
  if (!response) return INACTIVE_STATUS;
  const subscription = response.subscription;
  const isActive = response.hasActiveSubscription;
  return {
    isActive,
    isInTrial: isActive && subscription?.periodType === 'TRIAL',
    trialDaysRemaining: trialDaysRemaining(subscription?.expiresAt ?? null, now),
    canUseHairColorChange: response.usage.canUseHairColorChange,
    canDownloadPhotos: isActive,
    usageRemaining: response.usage.remainingFreeUses,
    productId: subscription?.productId ?? null,
    expirationDate: subscription?.expiresAt ?? null,
  };
}

/** The subscription status with loading state; inactive while unknown. */
export function useSubscription(): { status: SubscriptionStatus; isLoading: boolean } {
  const query = useSubscriptionStatusResponse();
  return { status: toSubscriptionStatus(query.data), isLoading: query.isLoading };
}

/** SPEC §5: a change is allowed when the subscription is active or free uses remain. */
export function canChangeHairColor(status: SubscriptionStatus): boolean {
  return status.isActive || status.usageRemaining > 0;
}
