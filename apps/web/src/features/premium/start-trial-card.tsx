import { Sparkles } from 'lucide-react';
import { Button } from '@/components/button';
import { usePaywall } from '@/components/paywall/paywall-context';

export function StartTrialCard() {
  const { openPaywall } = usePaywall();
  return (
    <section className="rounded-card border border-line bg-surface p-5 text-center shadow-card">
      <h2 className="text-xl font-bold tracking-tight">Go Premium Today</h2>
      <p className="mt-1.5 text-[15px] leading-relaxed text-ink-soft">
        Try everything free for 3 days. Cancel anytime in Settings.
      </p>
      <Button
        block
        className="mt-4 min-h-12 text-base"
        onClick={() => openPaywall({ trigger: 'subscription_info' })}
      >
        <Sparkles className="size-5" aria-hidden="true" />
        Start Free Trial
      </Button>
    </section>
  );
}
