import { ChevronRight, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { useSubscription } from '@/lib/subscription';
import { freeChangesLine } from './premium-banner-text';

/** 'Go Premium' for people without a subscription (SPEC §2, §6); subscribers never see it. */
export function PremiumBanner() {
  const { status, isLoading } = useSubscription();
  // While the status loads it is assumed inactive with no uses; waiting avoids flashing the wrong line.
  if (isLoading || status.isActive) return null;

  return (
    <Link
      to="/premium"
      className="group relative flex items-center gap-3.5 overflow-hidden rounded-card bg-ink p-4 text-white shadow-card transition active:scale-[0.99]"
    >
      <div
        aria-hidden="true"
        className="bg-brand-gradient absolute -top-12 -right-8 size-36 rounded-full opacity-40 blur-2xl"
      />
      <span className="bg-brand-gradient relative hidden size-12 shrink-0 place-items-center rounded-2xl shadow-float min-[360px]:grid">
        <Crown className="size-6" aria-hidden="true" />
      </span>
      <span className="relative min-w-0 flex-1">
        <span className="block text-base font-bold">Go Premium</span>
        <span className="block text-sm text-white/75">{freeChangesLine(status.usageRemaining)}</span>
        <span className="mt-1.5 inline-flex rounded-full bg-white/12 px-2 py-0.5 text-[11px] font-semibold text-white/90">
          3-day free trial
        </span>
      </span>
      <span className="relative shrink-0 text-right">
        <span className="block text-lg leading-none font-extrabold">$29.99</span>
        <span className="text-[11px] text-white/60">per month</span>
      </span>
      <ChevronRight
        className="relative hidden size-5 shrink-0 text-white/60 transition group-hover:translate-x-0.5 min-[360px]:block"
        aria-hidden="true"
      />
    </Link>
  );
}
