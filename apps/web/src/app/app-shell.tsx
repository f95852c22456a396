import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomTabBar, TAB_BAR_ROUTES } from '@/components/bottom-tab-bar';
import { PageLoading } from '@/components/page-loading';
import { PaywallProvider } from '@/components/paywall/paywall-context';
import { startDevice } from '@/lib/device';
import { useOnboardingCompleted } from '@/lib/onboarding';

const AppServices = lazy(() => import('./app-services').then((m) => ({ default: m.AppServices })));

/** Every screen sits in here: device start, the paywall, app services, and the tab bar on the tab routes. */
export function AppShell() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Onboarding takes the whole screen at '/': no tab bar until it is done.
  const onboarded = useOnboardingCompleted();
  const [deviceReady, setDeviceReady] = useState(false);

  useEffect(() => {
    void startDevice().then((token) => {
      // Queries that waited for a token (status, lists) run now.
      if (token) void queryClient.invalidateQueries();
      setDeviceReady(token !== null);
    });
  }, [queryClient]);

  return (
    <PaywallProvider>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {TAB_BAR_ROUTES.includes(pathname) && (onboarded || pathname !== '/') ? <BottomTabBar /> : null}
      <Suspense fallback={null}>
        <AppServices onboarded={onboarded} deviceReady={deviceReady} />
      </Suspense>
    </PaywallProvider>
  );
}
