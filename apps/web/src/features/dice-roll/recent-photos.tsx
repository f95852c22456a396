import { usePhotos } from '@/api/photos';
import type { DicePhoto } from './dice-machine';

const RECENT_COUNT = 4;

/** A shortcut to roll again with a photo already uploaded (the device's own photos, newest first). */
export function RecentPhotos({
  onPick,
  disabled,
}: {
  onPick: (photo: DicePhoto) => void;
  disabled: boolean;
}) {
  const { data } = usePhotos();
  const photos = (data ?? []).slice(0, RECENT_COUNT);
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby="dice-recent-title" className="px-1">
      <h2 id="dice-recent-title" className="text-[13px] font-semibold tracking-wide text-ink-faint uppercase">
        Or use a recent photo
      </h2>
      <ul className="mt-3 grid grid-cols-4 gap-2.5">
        {photos.map((photo) => (
          <li key={photo.id}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick({ id: photo.id, url: photo.originalUrl })}
              aria-label="Use this photo"
              className="block aspect-square w-full overflow-hidden rounded-2xl bg-line shadow-card transition active:scale-95 disabled:opacity-50"
            >
              <img src={photo.originalUrl} alt="" className="size-full object-cover" loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
