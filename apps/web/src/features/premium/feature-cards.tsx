import { Download, Infinity as InfinityIcon, Palette, Wand2, type LucideIcon } from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  Icon: LucideIcon;
}

const FEATURES: Feature[] = [
  {
    title: 'Unlimited Changes',
    description: 'Try as many hair colors as you like, with no limit.',
    Icon: InfinityIcon,
  },
  {
    title: 'HD Downloads',
    description: 'Save high-quality images without watermarks.',
    Icon: Download,
  },
  {
    title: 'Advanced Processing',
    description: 'Live preview of every shade on your photo, and daily Dice Rolls.',
    Icon: Wand2,
  },
  {
    title: 'Premium Colors',
    description: 'Every shade and all 28 special effects, as often as you want.',
    Icon: Palette,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="premium-features">
      <h2 id="premium-features" className="sr-only">
        What you get
      </h2>
      <ul className="grid grid-cols-2 gap-3">
        {FEATURES.map(({ title, description, Icon }) => (
          <li key={title} className="rounded-card border border-line bg-surface p-4 shadow-card">
            <span className="grid size-10 place-items-center rounded-xl bg-brand-soft text-brand">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-3 text-[15px] leading-snug font-semibold">{title}</h3>
            <p className="mt-1 text-[13px] leading-snug text-ink-soft">{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
