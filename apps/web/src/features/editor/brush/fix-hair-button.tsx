import { Brush } from 'lucide-react';
import { BRUSH_TEXT } from './brush-texts';

/**
 * The brush's entry, a glass chip in the photo's corner. Its words need a wide frame (a tablet's): on a
 * phone's the icon alone leaves a live preview's caption ('Preview · Classic Rainbow') its one line.
 */
export function FixHairButton({
  onOpen,
  takeFocus,
  disabled,
}: {
  onOpen: () => void;
  takeFocus: boolean;
  /** A try-on is running: the hair area it renders with must not change under it. */
  disabled: boolean;
}) {
  return (
    <button
      type="button"
      // Back from the brush, focus returns where it left from.
      autoFocus={takeFocus}
      aria-label={BRUSH_TEXT.open}
      disabled={disabled}
      className="flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded-full bg-black/40 text-xs font-semibold text-white backdrop-blur-md transition active:scale-95 disabled:opacity-45 @min-[15rem]:min-h-10 @min-[15rem]:min-w-10 @min-[24rem]:px-3.5"
      onClick={onOpen}
    >
      <Brush className="size-4" aria-hidden="true" />
      <span aria-hidden="true" className="hidden @min-[24rem]:inline">
        {BRUSH_TEXT.open}
      </span>
    </button>
  );
}
