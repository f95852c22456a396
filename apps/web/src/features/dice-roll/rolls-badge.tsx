import { CalendarClock, Sparkles } from 'lucide-react';
import { rollsLeftLabel } from './dice-machine';

/** Premium only: how many of today's rolls are left. */
export function RollsBadge({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-soft px-3 py-1.5 text-[13px] font-semibold text-brand">
      <Sparkles className="size-4" aria-hidden="true" />
      {rollsLeftLabel(count)}
    </span>
  );
}

/**
 * Why the roll buttons are disabled when the usage says canRoll is false; it sits right under them and
 * describes them (aria-describedby), so the reason is seen and heard before anyone taps.
 */
export function DailyLimitNotice({ id }: { id: string }) {
  return (
    <p
      id={id}
      role="status"
      className="flex items-start gap-2.5 rounded-2xl border border-line bg-surface px-4 py-3 text-left text-[14px] leading-snug text-ink-soft"
    >
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-deep" aria-hidden="true" />
      <span>
        <strong className="block text-ink">You've used all of today's rolls</strong> Come back tomorrow for
        new rolls.
      </span>
    </p>
  );
}
