import { ChevronLeft, Download, Scissors } from 'lucide-react';
import { useNavigate } from 'react-router';
import { SubscriptionPill } from './subscription-pill';

const ICON_BUTTON =
  'grid size-11 shrink-0 place-items-center rounded-full bg-white/90 text-ink shadow-card backdrop-blur-md transition active:scale-95 disabled:bg-white/25 disabled:text-white/70 disabled:shadow-none';

/** Back to Home, the subscription pill, the salon card and Save (both need a result on screen). */
export function EditorHeader({
  canSave,
  onSave,
  onSalonCard,
}: {
  canSave: boolean;
  onSave: () => void;
  /** Left out where the result's shade has no salon card. */
  onSalonCard?: () => void;
}) {
  const navigate = useNavigate();
  return (
    <header className="relative flex items-center gap-1.5 px-2.5 pt-2 pb-2 min-[360px]:gap-2 min-[360px]:px-3">
      <button type="button" aria-label="Back" className={ICON_BUTTON} onClick={() => void navigate('/')}>
        <ChevronLeft className="size-6" aria-hidden="true" />
      </button>
      <div className="flex min-w-0 flex-1 justify-center">
        <SubscriptionPill />
      </div>
      {onSalonCard ? (
        <button
          type="button"
          aria-label="Salon card"
          className={ICON_BUTTON}
          disabled={!canSave}
          onClick={onSalonCard}
        >
          <Scissors className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      <button type="button" aria-label="Save" className={ICON_BUTTON} disabled={!canSave} onClick={onSave}>
        <Download className="size-5" aria-hidden="true" />
      </button>
    </header>
  );
}
