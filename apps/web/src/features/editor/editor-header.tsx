import { ChevronLeft, Download } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SubscriptionPill } from './subscription-pill';

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full bg-white/90 text-ink shadow-card backdrop-blur-md transition active:scale-95 disabled:bg-white/25 disabled:text-white/70 disabled:shadow-none';

/** Back to Home, the subscription pill, and Save (which needs a result on screen). */
export function EditorHeader({ canSave, onSave }: { canSave: boolean; onSave: () => void }) {
  const navigate = useNavigate();
  return (
    <header className="relative flex items-center gap-1.5 px-2.5 py-1.5 min-[360px]:gap-2 min-[360px]:px-3">
      <button type="button" aria-label="Back" className={ICON_BUTTON} onClick={() => void navigate('/')}>
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <div className="flex min-w-0 flex-1 justify-center">
        <SubscriptionPill />
      </div>
      <button type="button" aria-label="Save" className={ICON_BUTTON} disabled={!canSave} onClick={onSave}>
        <Download className="size-5" aria-hidden="true" />
      </button>
    </header>
  );
}
