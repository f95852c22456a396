import { Crown, User } from 'lucide-react';
import type { SubscriptionStatus } from '@/lib/subscription';

/** The rows of the Current Plan card (SPEC §2): plan, changes remaining, trial days when in trial. */
export function currentPlanRows(status: SubscriptionStatus): { label: string; value: string }[] {
  const rows = [
    { label: 'Changes remaining', value: status.isActive ? 'Unlimited' : String(status.usageRemaining) },
  ];
  if (status.isInTrial)
    rows.push({ label: 'Trial days remaining', value: String(status.trialDaysRemaining) });
  return rows;
}

export function CurrentPlanCard({ status, isLoading }: { status: SubscriptionStatus; isLoading: boolean }) {
  const Icon = status.isActive ? Crown : User;
  return (
    <section
      aria-labelledby="current-plan"
      aria-busy={isLoading}
      className="rounded-card border border-line bg-surface p-5 shadow-card"
    >
      <h2 id="current-plan" className="text-xs font-semibold tracking-wider text-ink-faint uppercase">
        Current Plan
      </h2>
      {isLoading ? (
        <div className="mt-3 space-y-3" aria-hidden="true">
          <div className="h-6 w-32 animate-pulse rounded-full bg-line" />
          <div className="h-5 w-full animate-pulse rounded-full bg-line" />
        </div>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2.5 text-lg font-bold">
            <span
              className={`grid size-8 place-items-center rounded-full ${status.isActive ? 'bg-brand-gradient text-white' : 'bg-canvas text-ink-soft'}`}
            >
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {status.isActive ? 'Premium Plan' : 'Free Plan'}
          </p>
          <dl className="mt-3 divide-y divide-line border-t border-line">
            {currentPlanRows(status).map((row) => (
              <div key={row.label} className="flex items-center justify-between py-2.5 text-[15px]">
                <dt className="text-ink-soft">{row.label}</dt>
                <dd className="font-semibold">{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
