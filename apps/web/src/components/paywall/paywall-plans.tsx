import { Check } from 'lucide-react';
import { Button } from '@/components/button';
import type { Offering, PlanKind, StorePackage } from '@/platform/purchases/types';

const BENEFITS = [
  'Unlimited hair color changes',
  'High-quality downloads, no watermark',
  'Daily Dice Rolls: 6 looks at once',
  'Every shade and all 28 special effects',
];

/** The spec's plans (SPEC §9), shown while the store's own prices load. */
const FALLBACK: Record<PlanKind, { price: string; per: string }> = {
  monthly: { price: '$29.99', per: 'month' },
  weekly: { price: '$9.99', per: 'week' },
};

export function Benefits({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <ul className="space-y-2.5 short:space-y-1.5">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-center gap-3 text-[15px] short:text-sm">
          <span
            className={`grid size-6 shrink-0 short:size-5 place-items-center rounded-full ${
              tone === 'dark' ? 'bg-white/20 text-white' : 'bg-brand-soft text-brand'
            }`}
          >
            <Check className="size-4" aria-hidden="true" />
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}

function PlanOption({
  plan,
  pkg,
  selected,
  loading,
  onChoose,
}: {
  plan: PlanKind;
  pkg: StorePackage | null;
  selected: boolean;
  loading: boolean;
  onChoose: () => void;
}) {
  const price = pkg?.priceString ?? FALLBACK[plan].price;
  const trialDays = pkg?.freeTrialDays ?? null;
  return (
    <label
      className={`relative flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-4 transition short:py-3 ${
        selected ? 'border-brand bg-brand-soft/60' : 'border-line bg-surface hover:border-brand/40'
      }`}
    >
      <input
        type="radio"
        name="paywall-plan"
        value={plan}
        checked={selected}
        onChange={onChoose}
        className="size-5 shrink-0 accent-[var(--color-brand)]"
      />
      <span className="flex-1">
        <span className="block text-[15px] font-semibold">{plan === 'monthly' ? 'Monthly' : 'Weekly'}</span>
        <span className="block text-sm text-ink-soft">
          {trialDays
            ? `${trialDays}-day free trial, then ${price}/month`
            : `${price} per ${FALLBACK[plan].per}`}
        </span>
      </span>
      <span className={`text-right text-lg font-bold ${loading ? 'animate-pulse text-ink-faint' : ''}`}>
        {price}
        <span className="block text-xs font-medium text-ink-soft">/{FALLBACK[plan].per}</span>
      </span>
      {plan === 'monthly' && trialDays ? (
        <span className="absolute -top-2.5 right-4 rounded-full bg-brand-gradient px-2.5 py-0.5 text-[11px] font-bold tracking-wide text-white uppercase">
          Free trial
        </span>
      ) : null}
    </label>
  );
}

export interface PlansProps {
  offering: Offering | null | undefined;
  plan: PlanKind;
  /** The card variant adds the renewal notice (SPEC §2). */
  withRenewalNotice: boolean;
  onChoosePlan: (plan: PlanKind) => void;
  onPurchase: () => void;
  onRestore: () => void;
  onMaybeLater: () => void;
}

/** Plan choice, the call to action, Restore Purchases and the way out. */
export function PaywallPlans({
  offering,
  plan,
  withRenewalNotice,
  onChoosePlan,
  onPurchase,
  onRestore,
  onMaybeLater,
}: PlansProps) {
  const loading = offering === undefined;
  const chosen = offering?.[plan] ?? null;
  const trial = plan === 'monthly' && (chosen?.freeTrialDays ?? (loading ? 3 : null));
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">Choose your plan</legend>
        {(['monthly', 'weekly'] as const).map((kind) => (
          <PlanOption
            key={kind}
            plan={kind}
            pkg={offering?.[kind] ?? null}
            selected={plan === kind}
            loading={loading}
            onChoose={() => onChoosePlan(kind)}
          />
        ))}
      </fieldset>
      {offering === null ? (
        <p role="status" className="text-center text-sm text-ink-soft">
          No subscription plans available
        </p>
      ) : null}
      {/* The call to action stays in view on a short screen, over the plans as they scroll under it. */}
      <div className="sticky bottom-0 -mx-6 -mb-2 flex flex-col gap-1 bg-surface px-6 pt-2 pb-2">
        <Button block className="min-h-13 text-base" disabled={loading} onClick={onPurchase}>
          {trial ? 'Start Free Trial' : 'Subscribe Now'}
        </Button>
        {/* Each link on one line; on the narrowest screen they stack rather than break mid-phrase. */}
        <div className="flex flex-wrap items-center justify-center gap-x-1 text-sm">
          <button
            type="button"
            onClick={onRestore}
            className="min-h-11 whitespace-nowrap rounded-full px-2 font max-[359px]:text-[13px]-semibold text-brand hover:bg-brand-soft"
          >
            Restore Purchases
          </button>
          {/* Below 360 px the two links need the dot's room; they are far enough apart without it. */}
          <span aria-hidden="true" className="hidden text-ink-faint min-[360px]:inline">
            ·
          </span>
          <button
            type="button"
            onClick={onMaybeLater}
            className="min-h-11 whitespace-nowrap rounded-full px-2 font max-[359px]:text-[13px]-semibold text-ink-soft hover:bg-ink/5"
          >
            Maybe Later
          </button>
        </div>
      </div>
      {withRenewalNotice ? (
        <p className="text-center text-xs leading-relaxed text-ink-faint">
          Cancel anytime in Settings. Your subscription renews automatically unless cancelled at least 24
          hours before the end of the current period.
        </p>
      ) : null}
    </div>
  );
}
