import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import { SUPPORT, SUPPORT_FAQ_ANCHOR, type SupportChannel } from '@hairhue/catalogue/legal';
import { Mail, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { FaqAccordion } from '@/components/faq-accordion';
import { InlineText } from './legal-text';
import { LegalScreen } from './legal-screen';

const CHANNEL_ICONS: Record<SupportChannel['id'], LucideIcon> = {
  email: Mail,
  answers: Sparkles,
  subscriptions: ShieldCheck,
};

/** Support: the public /support page's ways to get help and its FAQ (catalogue), inside the app. */
export function SupportPage() {
  return (
    <LegalScreen title={SUPPORT.title} lead={SUPPORT.lead}>
      <section aria-label="Ways to get help" className="flex flex-col gap-3">
        {SUPPORT.channels.map((channel) => {
          const Icon = CHANNEL_ICONS[channel.id];
          return (
            <div
              key={channel.id}
              className="flex gap-3.5 rounded-card border border-line bg-surface p-4 shadow-card"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
                <Icon className="size-[18px]" aria-hidden="true" />
              </span>
              <div>
                <h2 className="text-[15px] font-semibold text-ink">{channel.title}</h2>
                <p className="mt-1 text-[15px] leading-relaxed text-ink-soft">
                  <InlineText runs={channel.text} />
                </p>
              </div>
            </div>
          );
        })}
      </section>
      <section aria-labelledby={SUPPORT_FAQ_ANCHOR} className="flex scroll-mt-4 flex-col gap-3">
        <h2 id={SUPPORT_FAQ_ANCHOR} className="text-lg font-bold tracking-tight">
          {SUPPORT.faqHeading}
        </h2>
        <FaqAccordion items={FAQ_ITEMS} />
      </section>
    </LegalScreen>
  );
}
