import { useEffect, useRef, useState } from 'react';
import { authToken } from '@/api/client';
import { usePaywall } from '@/components/paywall/paywall-context';
import { purchases } from '@/lib/app-purchases';
import type { SubscriptionStatus } from '@/lib/subscription';

/** SPEC §9: the check waits 1 s after opening; the flag resets 5 s after the launch paywall closes. */
export const LAUNCH_CHECK_DELAY_MS = 1000;
export const LAUNCH_FLAG_RESET_MS = 5000;

/** SPEC §5: the launch paywall is for someone without a subscription and without free changes. */
export function shouldShowLaunchPaywall(status: SubscriptionStatus): boolean {
  return !status.isActive && status.usageRemaining === 0;
}

export interface LaunchPaywallOptions {
  /** Onboarding is done (the check waits for it on a first visit). */
  onboarded: boolean;
  /** The device is registered and its token stored. */
  deviceReady: boolean;
  /** Subscribes to the app coming back to the foreground — a new opening; returns the unsubscribe. */
  onResume?: (listener: () => void) => () => void;
}

/**
 * The app-launch paywall check (SPEC §4): once per opening, 1 s after the app opens or onboarding ends,
 * when the device has its token and no other paywall is showing.
 */
export function useLaunchPaywall({ onboarded, deviceReady, onResume }: LaunchPaywallOptions): void {
  const { openPaywall, isPaywallOpen } = usePaywall();
  const checked = useRef(false);
  const paywallShowing = useRef(isPaywallOpen);
  useEffect(() => {
    paywallShowing.current = isPaywallOpen;
  }, [isPaywallOpen]);
  const [openings, setOpenings] = useState(0);

  useEffect(() => onResume?.(() => setOpenings((count) => count + 1)), [onResume]);

  useEffect(() => {
    if (!onboarded || !deviceReady || checked.current) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      if (cancelled || checked.current || paywallShowing.current || !authToken.get()) return;
      checked.current = true;
      void purchases.getSubscriptionStatus().then((status) => {
        // Interrupted before it could show: the next run checks again.
        if (cancelled) checked.current = false;
        if (cancelled || paywallShowing.current || !shouldShowLaunchPaywall(status)) return;
        const reset = () =>
          setTimeout(() => {
            checked.current = false;
          }, LAUNCH_FLAG_RESET_MS);
        openPaywall({ trigger: 'app_launch', onClose: reset, onSuccess: reset });
      });
    }, LAUNCH_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [onboarded, deviceReady, openings, openPaywall]);
}
