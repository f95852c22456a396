import { ArrowLeft } from 'lucide-react';
import { useBack } from '@/lib/use-back';

/** A screen's top bar without the tab bar: Back (to where the person came from, or `fallback`) and a title. */
export function PageHeader({ title, fallback = '/settings' }: { title: string; fallback?: string }) {
  const back = useBack(fallback);
  return (
    <header className="-mx-2 flex h-14 items-center gap-1 pt-2">
      <button
        type="button"
        onClick={back}
        aria-label="Back"
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-ink/5 active:bg-ink/10"
      >
        <ArrowLeft className="size-6" aria-hidden="true" />
      </button>
      <h1 className="text-xl font-bold tracking-tight">{title}</h1>
    </header>
  );
}
