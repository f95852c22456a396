import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '@hairhue/catalogue/faq';
import './faq-accordion.css';

/** One answer open at a time; tapping the open question closes it. */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header>
            <Accordion.Trigger className="group flex min-h-14 w-full items-center gap-3 px-4 py-3.5 text-left text-[15px] font-semibold text-ink transition-colors hover:bg-canvas focus-visible:-outline-offset-3 data-[state=open]:text-brand-deep">
              <span className="flex-1">{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-ink-faint transition-transform duration-300 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-deep"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="faq-answer overflow-hidden data-[state=closed]:animate-[faq-close_220ms_ease-out] data-[state=open]:animate-[faq-open_260ms_ease-out]">
            <p className="px-4 pb-4 text-[15px] leading-relaxed text-ink-soft">{item.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
