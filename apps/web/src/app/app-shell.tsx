import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { BottomTabBar, TAB_BAR_ROUTES } from '@/components/bottom-tab-bar';
import { PageLoading } from '@/components/page-loading';
import { PaywallProvider } from '@/components/paywall/paywall-context';
import { startDevice } from '@/lib/device';
import { useOnboardingCompleted } from '@/lib/onboarding';

/** Every screen sits in here: device start, the paywall, and the tab bar on the four tab routes. */
export function AppShell() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // Onboarding takes the whole screen at '/': no tab bar until it is done.
  const onboarded = useOnboardingCompleted();

  useEffect(() => {
    void startDevice().then((token) => {
      // Queries that waited for a token (status, lists) run now.
      if (token) void queryClient.invalidateQueries();
    });
  }, [queryClient]);

  return (
    <PaywallProvider>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {TAB_BAR_ROUTES.includes(pathname) && (onboarded || pathname !== '/') ? <BottomTabBar /> : null}
    </PaywallProvider>
  );
}
