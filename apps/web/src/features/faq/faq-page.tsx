import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import { FaqAccordion } from '@/components/faq-accordion';
import { PageHeader } from '@/components/page-header';
import { Screen } from '@/components/screen';

export function FaqPage() {
  return (
    <Screen className="gap-5">
      <PageHeader title="FAQ" />
      <div>
        <h2 className="text-[26px] leading-tight font-bold tracking-tight">Frequently Asked Questions</h2>
        <p className="mt-1.5 text-[15px] text-ink-soft">Subscriptions, billing and what Hairhue can do.</p>
      </div>
      <FaqAccordion items={FAQ_ITEMS} />
      <div aria-hidden="true" className="h-4 shrink-0" />
    </Screen>
  );
}
