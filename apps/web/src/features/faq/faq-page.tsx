import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Screen } from '@/components/screen';
import { FaqAccordion } from './faq-accordion';
import { FAQ_ITEMS } from '@hairhue/catalogue/faq';

/** Back returns where the person came from (usually Settings); opened directly, it goes to Settings. */
function useBack() {
  const navigate = useNavigate();
  return () => {
    const state: unknown = window.history.state;
    const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate('/settings');
  };
}

export function FaqPage() {
  const back = useBack();
  return (
    <Screen className="gap-5">
      <header className="-mx-2 flex h-14 items-center gap-1 pt-2">
        <button
          type="button"
          onClick={back}
          aria-label="Back"
          className="grid size-11 place-items-center rounded-full text-ink hover:bg-ink/5 active:bg-ink/10"
        >
          <ArrowLeft className="size-6" aria-hidden="true" />
        </button>
        <h1 className="text-xl font-bold tracking-tight">FAQ</h1>
      </header>
      <div>
        <h2 className="text-[26px] leading-tight font-bold tracking-tight">Frequently Asked Questions</h2>
        <p className="mt-1.5 text-[15px] text-ink-soft">Subscriptions, billing and what Hairhue can do.</p>
      </div>
      <FaqAccordion items={FAQ_ITEMS} />
      <div aria-hidden="true" className="h-4 shrink-0" />
    </Screen>
  );
}
