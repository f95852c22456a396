import { ChevronRight, Crown } from 'lucide-react';
import { usePaywall } from '@/components/paywall/paywall-context';

/** For non-subscribers: opens the paywall from Settings. */
export function GoPremiumRow() {
  const { openPaywall } = usePaywall();
  return (
    <button
      type="button"
      onClick={() => openPaywall({ trigger: 'settings_upgrade' })}
      className="flex min-h-16 w-full items-center gap-3.5 rounded-card bg-brand-gradient px-4 py-3 text-left text-white shadow-card transition hover:brightness-105 active:brightness-95"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/20">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <span className="flex-1">
        <span className="block text-base font-bold">Go Premium</span>
        <span className="block text-sm text-white/85">Unlimited hair color changes</span>
      </span>
      <ChevronRight className="size-5 text-white/85" aria-hidden="true" />
    </button>
  );
}
