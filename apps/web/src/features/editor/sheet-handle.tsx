import { useRef, type PointerEvent } from 'react';

/** How far a drag on the handle must travel (px) to open or close the sheet rather than count as a tap. */
export const SHEET_DRAG_THRESHOLD = 24;

/** The sheet's state after a drag on its handle of `deltaY` px (up is negative), or null for a tap. */
export function expandedAfterDrag(deltaY: number): boolean | null {
  if (Math.abs(deltaY) < SHEET_DRAG_THRESHOLD) return null;
  return deltaY < 0;
}

/**
 * The grab bar at the top of the picker sheet on a phone: a tap opens or closes it, and so does dragging it
 * up or down. It is a disclosure button, so keyboards and screen readers open it like any other.
 */
export function SheetHandle({
  expanded,
  onExpanded,
  controls,
}: {
  expanded: boolean;
  onExpanded: (expanded: boolean) => void;
  /** The id of what the handle shows and hides. */
  controls: string;
}) {
  const dragStart = useRef<number | null>(null);
  // A drag ends in a click too; that click must not undo what the drag did.
  const dragged = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    dragStart.current = event.clientY;
    dragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (dragStart.current === null) return;
    const next = expandedAfterDrag(event.clientY - dragStart.current);
    dragStart.current = null;
    if (next === null) return;
    dragged.current = true;
    onExpanded(next);
  };
  return (
    <button
      type="button"
      aria-label="More color options"
      aria-expanded={expanded}
      aria-controls={controls}
      className="flex h-5 w-full shrink-0 touch-none items-center justify-center tablet:hidden"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (dragStart.current = null)}
      onClick={() => {
        if (dragged.current) dragged.current = false;
        else onExpanded(!expanded);
      }}
    >
      <span aria-hidden="true" className="h-1 w-10 rounded-full bg-ink/20" />
    </button>
  );
}
