import type { HairColorTryOn } from '@hairhue/contracts';
import { ChevronRight, ImageOff, Plus } from 'lucide-react';
import { Link } from 'react-router';

// SPEC §9: the Recent tab shows 3 items.
export const RECENT_LIMIT = 3;

export function latestTryOns(tryOns: readonly HairColorTryOn[]): HairColorTryOn[] {
  return [...tryOns].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_LIMIT);
}

/** The Recent tab: the 3 latest results, the way to the full history, or an invitation to add a photo. */
export function RecentTryOns({
  tryOns,
  onAddPhoto,
}: {
  tryOns: readonly HairColorTryOn[];
  onAddPhoto: () => void;
}) {
  if (tryOns.length === 0) return <RecentEmpty onAddPhoto={onAddPhoto} />;
  return (
    <div>
      <ul className="grid grid-cols-3 gap-2.5">
        {latestTryOns(tryOns).map((tryOn) => (
          <li key={tryOn.id}>
            <RecentThumb tryOn={tryOn} />
          </li>
        ))}
      </ul>
      {tryOns.length > RECENT_LIMIT ? (
        <Link
          to="/try-on-history"
          className="mt-3 flex min-h-11 items-center justify-center gap-1 rounded-full text-sm font-semibold text-brand hover:bg-brand-soft"
        >
          See full try-on history
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

function RecentThumb({ tryOn }: { tryOn: HairColorTryOn }) {
  return (
    <Link
      to={`/hair-color/${tryOn.photoId}`}
      aria-label={`${tryOn.colorName} try-on`}
      className="group block overflow-hidden rounded-2xl bg-surface shadow-card"
    >
      <div className="relative aspect-[3/4] bg-line/60">
        {tryOn.resultUrl ? (
          <img
            src={tryOn.resultUrl}
            alt=""
            loading="lazy"
            className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <span
            className="absolute inset-0 grid place-items-center text-ink-faint"
            data-testid="result-placeholder"
          >
            <ImageOff className="size-7" aria-hidden="true" />
          </span>
        )}
        <span className="absolute inset-x-0 bottom-0 flex items-center gap-1.5 bg-gradient-to-t from-black/65 to-transparent px-2 pt-6 pb-2 text-white">
          <span
            className="size-2.5 shrink-0 rounded-full ring-1 ring-white/70"
            style={{ backgroundColor: tryOn.colorValue }}
          />
          <span className="truncate text-xs font-semibold">{tryOn.colorName}</span>
        </span>
      </div>
    </Link>
  );
}

function RecentEmpty({ onAddPhoto }: { onAddPhoto: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-7 text-center">
      <p className="font-semibold">No try-ons yet</p>
      <p className="mt-1 text-sm text-ink-soft">Add a selfie and your latest looks will show up here.</p>
      <button
        type="button"
        onClick={onAddPhoto}
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-soft px-5 text-sm font-semibold text-brand hover:brightness-95"
      >
        <Plus className="size-4" aria-hidden="true" />
        Add Photo
      </button>
    </div>
  );
}
