import type { HairColorTryOn } from '@hairhue/contracts';
import { ChevronRight, ImageOff, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ColourDot } from '@/components/colour-dot';

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
        {/* The whole name, wrapping under its dot: a third of a 320 px screen is too narrow for one line. */}
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 via-black/45 to-transparent px-1.5 pt-7 pb-1.5 text-[11px] leading-tight font-semibold text-white [overflow-wrap:anywhere]">
          <ColourDot color={tryOn.colorValue} className="mr-1 inline-block size-2 align-[-0.5px]" />
          {tryOn.colorName}
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
