import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { subscriptionStatusKey } from '@/api/subscription-status';
import { BottomTabBar, TAB_BAR_ROUTES } from '@/components/bottom-tab-bar';
import { PageLoading } from '@/components/page-loading';
import { PaywallProvider } from '@/components/paywall/paywall-context';
import { ScreenshotGuard } from '@/components/screenshot-guard';
import { purchases } from '@/lib/app-purchases';
import { startDevice } from '@/lib/device';
import { logError } from '@/lib/log';
import { useOnboardingCompleted } from '@/lib/onboarding';
import { useSubscription } from '@/lib/subscription';
import { onAppStateChange } from '@/platform/app-state';
import { getDeviceId } from '@/platform/device-id';
import { isNativeApp } from '@/platform/native';
import { useLaunchPaywall } from './use-launch-paywall';

/** The app coming back to the foreground counts as a new opening for the launch check. */
const onResume = (listener: () => void) =>
  onAppStateChange((isActive) => (isActive ? listener() : undefined));

function LaunchPaywallCheck({ onboarded, deviceReady }: { onboarded: boolean; deviceReady: boolean }) {
  useLaunchPaywall({ onboarded, deviceReady, onResume });
  return null;
}

/** Every screen sits in here: device start, purchases, the paywall, and the tab bar on the four tab routes. */
export function AppShell() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Onboarding takes the whole screen at '/': no tab bar until it is done.
  const onboarded = useOnboardingCompleted();
  const [deviceReady, setDeviceReady] = useState(false);
  const { status } = useSubscription();

  useEffect(() => {
    void getDeviceId()
      .then((deviceId) => purchases.initialize(deviceId))
      .catch((error: unknown) => logError('Purchases could not start', error));
    void startDevice().then((token) => {
      // Queries that waited for a token (status, lists) run now.
      if (token) void queryClient.invalidateQueries();
      setDeviceReady(token !== null);
    });
  }, [queryClient]);

  // Every status the purchase layer reads (after a purchase, a restore, a sync) is the one the screens show.
  useEffect(
    () => purchases.subscribe((response) => queryClient.setQueryData(subscriptionStatusKey, response)),
    [queryClient],
  );

  return (
    <PaywallProvider>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {TAB_BAR_ROUTES.includes(pathname) && (onboarded || pathname !== '/') ? <BottomTabBar /> : null}
      <LaunchPaywallCheck onboarded={onboarded} deviceReady={deviceReady} />
      {/* SPEC §4: screenshots are for premium; the guard covers the app when it leaves the foreground. */}
      <ScreenshotGuard enabled={isNativeApp() && !status.isActive} />
    </PaywallProvider>
  );
}
