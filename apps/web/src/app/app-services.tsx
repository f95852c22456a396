import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscriptionStatusKey } from '@/api/subscription-status';
import { ScreenshotGuard } from '@/components/screenshot-guard';
import { purchases } from '@/lib/app-purchases';
import { logError } from '@/lib/log';
import { useSubscription } from '@/lib/subscription';
import { onAppStateChange } from '@/platform/app-state';
import { getDeviceId } from '@/platform/device-id';
import { isNativeApp } from '@/platform/native';
import { useLaunchPaywall } from './use-launch-paywall';

/** The app coming back to the foreground counts as a new opening for the launch check. */
const onResume = (listener: () => void) =>
  onAppStateChange((isActive) => (isActive ? listener() : undefined));

/**
 * What runs beside the screens once the app is up: the purchase layer, the app-launch paywall check and the
 * screenshot guard. Loaded after the first screen, so none of it delays the app's first paint.
 */
export function AppServices({ onboarded, deviceReady }: { onboarded: boolean; deviceReady: boolean }) {
  const queryClient = useQueryClient();
  const { status } = useSubscription();

  useEffect(() => {
    void getDeviceId()
      .then((deviceId) => purchases.initialize(deviceId))
      .catch((error: unknown) => logError('Purchases could not start', error));
  }, []);

  // One status for both: what the purchase layer reads (after a purchase, a restore, a sync) is what the
  // screens show, and what the screens read spares the purchase layer a sync for 30 s.
  useEffect(() => {
    const unsubscribe = purchases.subscribe((response) =>
      queryClient.setQueryData(subscriptionStatusKey, response),
    );
    const remember = (data: unknown) => {
      if (data) purchases.remember(data as SubscriptionStatusResponse);
    };
    remember(queryClient.getQueryData(subscriptionStatusKey));
    const stopWatching = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryKey[0] === subscriptionStatusKey[0]
      )
        remember(event.query.state.data);
    });
    return () => {
      unsubscribe();
      stopWatching();
    };
  }, [queryClient]);

  useLaunchPaywall({ onboarded, deviceReady, onResume });

  // SPEC §4: screenshots are for premium; the guard covers the app when it leaves the foreground.
  return <ScreenshotGuard enabled={isNativeApp() && !status.isActive} />;
}
