import { Crown } from 'lucide-react';

/** Title with the price (SPEC §2, §9): monthly after the trial, weekly as the alternative. */
export function PremiumHero() {
  return (
    <section className="relative overflow-hidden rounded-[1.75rem] bg-brand-gradient px-5 pt-6 pb-6 min-[375px]:px-6 text-white shadow-float">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-12 size-48 rounded-full bg-white/15 blur-2xl"
      />
      <div className="relative">
        <span className="grid size-12 place-items-center rounded-2xl bg-white/20 ring-1 ring-white/30">
          <Crown className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-[clamp(1.5rem,7.5vw,1.75rem)] leading-tight font-bold tracking-tight">
          Hairhue Premium
        </h1>
        <p className="mt-2 text-lg font-semibold">
          $29.99/month{' '}
          <span className="block text-base font-normal whitespace-nowrap text-white/85">
            after a 3-day free trial
          </span>
        </p>
        <p className="mt-1 text-sm text-white/80">or $9.99/week</p>
      </div>
    </section>
  );
}
