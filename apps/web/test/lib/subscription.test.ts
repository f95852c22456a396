import { describe, expect, it } from 'vitest';
import {
  canChangeHairColor,
  INACTIVE_STATUS,
  toSubscriptionStatus,
  trialDaysRemaining,
} from '@/lib/subscription';

const now = new Date('2026-11-22T12:00:00Z');

describe('the subscription status (SPEC §3)', () => {
  it('counts trial days up to expiry, rounded up, never below 0', () => {
    expect(trialDaysRemaining('2026-11-25T11:00:00Z', now)).toBe(3);
    expect(trialDaysRemaining('2026-11-22T12:00:01Z', now)).toBe(1);
    expect(trialDaysRemaining('2026-11-20T12:00:00Z', now)).toBe(0);
    expect(trialDaysRemaining(null, now)).toBe(0);
  });

  it('reads a trial from the TRIAL period type', () => {
    const status = toSubscriptionStatus(
      {
        hasActiveSubscription: true,
        subscription: {
          expiresAt: '2026-11-24T12:00:00Z',
          periodType: 'TRIAL',
          productId: 'hairhue_monthly',
        },
        usage: { canUseHairColorChange: true, remainingFreeUses: 1 },
      },
      now,
    );
    expect(status).toEqual({
      isActive: true,
      isInTrial: true,
      trialDaysRemaining: 2,
      canUseHairColorChange: true,
      canDownloadPhotos: true,
      usageRemaining: 1,
      productId: 'hairhue_monthly',
      expirationDate: '2026-11-24T12:00:00Z',
    });
  });

  it('defaults to inactive with no access and no uses when the status is missing', () => {
    expect(toSubscriptionStatus(null)).toEqual(INACTIVE_STATUS);
    expect(canChangeHairColor(INACTIVE_STATUS)).toBe(false);
  });

  it('allows a change when active or when free uses remain (SPEC §5)', () => {
    expect(canChangeHairColor({ ...INACTIVE_STATUS, usageRemaining: 1 })).toBe(true);
    expect(canChangeHairColor({ ...INACTIVE_STATUS, isActive: true })).toBe(true);
  });
});
