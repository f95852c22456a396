import { Redo2, SplitSquareHorizontal, Undo2 } from 'lucide-react';
import type { KeyboardEvent } from 'react';

const GLASS = 'bg-black/40 text-white backdrop-blur-md';
/**
 * Stage buttons keep the 44 px touch target, except on a frame narrower than 15rem (a tall portrait above
 * premium's sliders), where 36 px lets undo, redo, the divider and compare share one row below the face.
 */
export const STAGE_BUTTON_SIZE = 'size-9 @min-[15rem]:size-11';
const GLASS_BUTTON = `grid ${STAGE_BUTTON_SIZE} place-items-center rounded-full transition active:scale-95 disabled:opacity-35 disabled:active:scale-100`;

export function HistoryControls({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}) {
  return (
    <div className={`flex items-center rounded-full p-0.5 ${GLASS}`}>
      <button type="button" aria-label="Undo" className={GLASS_BUTTON} disabled={!canUndo} onClick={onUndo}>
        <Undo2 className="size-5" aria-hidden="true" />
      </button>
      <span className="h-5 w-px bg-white/25" aria-hidden="true" />
      <button type="button" aria-label="Redo" className={GLASS_BUTTON} disabled={!canRedo} onClick={onRedo}>
        <Redo2 className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

const HOLD_KEYS = new Set([' ', 'Enter']);

/**
 * Shows the original while held, by pointer, touch or keyboard (Space / Enter). Pointer capture keeps the
 * release on this button even when the finger slides off it.
 */
export function CompareButton({ held, onHold }: { held: boolean; onHold: (held: boolean) => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat) onHold(true);
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (HOLD_KEYS.has(event.key)) onHold(false);
  };
  return (
    <button
      type="button"
      aria-label="Hold to compare with the original"
      aria-pressed={held}
      className={`flex min-h-9 min-w-9 touch-none select-none items-center justify-center gap-2 rounded-full text-sm font-semibold transition [-webkit-touch-callout:none] @min-[15rem]:min-h-11 @min-[15rem]:min-w-11 @min-[19rem]:px-4 ${
        held ? 'scale-95 bg-white text-ink' : GLASS
      }`}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        onHold(true);
      }}
      onPointerUp={() => onHold(false)}
      onPointerCancel={() => onHold(false)}
      onLostPointerCapture={() => onHold(false)}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onBlur={() => onHold(false)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <SplitSquareHorizontal className="size-4.5" aria-hidden="true" />
      {/* On a narrow photo (a tall portrait) the icon alone leaves room for the other controls. */}
      <span aria-hidden="true" className="hidden @min-[19rem]:inline">
        Compare
      </span>
    </button>
  );
}
