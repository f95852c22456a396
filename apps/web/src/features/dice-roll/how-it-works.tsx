import { Dices, Download, ImagePlus } from 'lucide-react';

const STEPS = [
  { Icon: ImagePlus, title: 'Pick a photo', text: 'A clear selfie with your hair in view works best.' },
  { Icon: Dices, title: 'Roll the dice', text: 'We pick 6 random shades, from natural to fantasy.' },
  { Icon: Download, title: 'Keep your favourites', text: 'Swipe through your looks and save the best ones.' },
] as const;

/** Fills the intro with what a roll gives, so the one button has context. */
export function HowItWorks() {
  return (
    <section aria-labelledby="dice-how-title" className="px-1">
      <h2 id="dice-how-title" className="text-[13px] font-semibold tracking-wide text-ink-faint uppercase">
        How it works
      </h2>
      <ol className="mt-3 flex flex-col gap-3">
        {STEPS.map(({ Icon, title, text }) => (
          <li key={title} className="flex items-center gap-3.5">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-surface text-brand-deep shadow-card">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 text-[14px] leading-snug text-ink-soft">
              <strong className="block text-[15px] text-ink">{title}</strong>
              {text}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
