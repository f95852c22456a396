import { ChevronLeft } from 'lucide-react';
import { countText } from './history-days';

interface HistoryHeaderProps {
  /** Null outside selection mode. */
  selectedCount: number | null;
  total: number | null;
  onBack: () => void;
  onSelect: () => void;
}

/** Back, the title ('History' or '{n} Selected'), the count of changes, and the Select link. */
export function HistoryHeader({ selectedCount, total, onBack, onSelect }: HistoryHeaderProps) {
  const selecting = selectedCount !== null;
  return (
    <header className="pt-safe sticky top-0 z-30 -mx-4 border-b border-line/70 bg-canvas/85 px-2 backdrop-blur-md">
      <div className="flex min-h-16 items-center gap-1">
        <button
          type="button"
          onClick={onBack}
          aria-label={selecting ? 'Cancel selection' : 'Back'}
          className="grid size-11 shrink-0 place-items-center rounded-full text-ink transition-colors hover:bg-ink/5 active:bg-ink/10"
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl leading-tight font-bold text-ink">
            {selecting ? `${selectedCount} Selected` : 'History'}
          </h1>
          {total !== null && total > 0 ? (
            <p className="text-[13px] text-ink-faint">{countText(total)}</p>
          ) : null}
        </div>
        {!selecting && total !== null && total > 0 ? (
          <button
            type="button"
            onClick={onSelect}
            className="min-h-11 shrink-0 rounded-full px-4 text-[15px] font-semibold text-brand transition-colors hover:bg-brand-soft active:bg-brand-soft"
          >
            Select
          </button>
        ) : null}
      </div>
    </header>
  );
}
