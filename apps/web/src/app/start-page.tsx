import { lazy, Suspense } from 'react';
import { PageLoading } from '@/components/page-loading';
import { isOnboardingCompleted, useOnboardingCompleted } from '@/lib/onboarding';

const loadHome = () => import('@/features/home/home-page');
const HomePage = lazy(() => loadHome().then((m) => ({ default: m.HomePage })));
const OnboardingFlow = lazy(() =>
  import('@/features/onboarding/onboarding-flow').then((m) => ({ default: m.OnboardingFlow })),
);

// A returning visitor lands on Home: fetch it now, alongside this module, rather than after it renders.
if (isOnboardingCompleted()) void loadHome();

/** `/`: onboarding until it has been completed once, Home after that (SPEC §2, §4). */
export function StartPage() {
  const onboarded = useOnboardingCompleted();
  return (
    <Suspense fallback={<PageLoading />}>
      {/* Completion is observed through the store, so onComplete has nothing left to do here. */}
      {onboarded ? <HomePage /> : <OnboardingFlow onComplete={() => undefined} />}
    </Suspense>
  );
}
