import { Screen } from '@/components/screen';
import { useSubscription } from '@/lib/subscription';
import { CurrentPlanCard } from './current-plan-card';
import { FeatureCards } from './feature-cards';
import { PremiumHero } from './premium-hero';
import { StartTrialCard } from './start-trial-card';

/** SPEC §2 Premium page. A first version: buying happens in the paywall that 'Start Free Trial' opens. */
export function PremiumPage() {
  const { status, isLoading } = useSubscription();
  return (
    <Screen withTabBar className="gap-4">
      <div aria-hidden="true" className="h-1" />
      <PremiumHero />
      {isLoading || status.isActive ? null : <StartTrialCard />}
      <FeatureCards />
      <CurrentPlanCard status={status} isLoading={isLoading} />
    </Screen>
  );
}
