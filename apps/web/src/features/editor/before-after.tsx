import { ChevronsLeftRight } from 'lucide-react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { ColourDot } from '@/components/colour-dot';
import { STAGE_BUTTON_SIZE } from './stage-controls';

/** Where the divider starts: half original, half result. */
export const SPLIT_START = 50;
const ARROW_STEP = 5;
const PAGE_STEP = 25;

/** The divider's next position (0 = all result, 100 = all original) for a key, or null for other keys. */
export function splitAfterKey(split: number, key: string): number | null {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(split - ARROW_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(split + ARROW_STEP);
    case 'PageDown':
      return clamp(split - PAGE_STEP);
    case 'PageUp':
      return clamp(split + PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

/** What the divider shows, for screen readers: how much of each side is visible. */
export function splitValueText(split: number, colorName: string): string {
  return `${Math.round(split)}% original, ${100 - Math.round(split)}% ${colorName}`;
}

// Each label keeps to its half at the start (a long name wraps there rather than running under the other).
const GLASS_CHIP =
  'inline-flex max-w-[calc(50%-1rem)] items-center gap-1.5 rounded-[14px] bg-black/40 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur-md';

/**
 * Where the handle's centre sits: on the divider, but never so near an edge that the photo's frame cuts
 * off the handle (half its 3rem width and its 4px ring).
 */
function handleLeft(split: number): string {
  return `clamp(1.75rem, ${split}%, calc(100% - 1.75rem))`;
}

/**
 * The before/after divider over the photo: the original shows left of it, the result right of it. Drag it
 * anywhere on the photo (touch or mouse: a tap also moves it there), or focus it and use the arrow keys,
 * Page Up / Page Down, Home and End.
 */
export function BeforeAfterDivider({
  split,
  onSplit,
  colorName,
  color,
}: {
  split: number;
  onSplit: (split: number) => void;
  colorName: string;
  color: string;
}) {
  const surface = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = surface.current?.getBoundingClientRect();
    if (!box || box.width <= 0) return;
    onSplit(Math.min(100, Math.max(0, ((clientX - box.left) / box.width) * 100)));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    handle.current?.focus({ preventScroll: true });
    moveTo(event.clientX);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const stopDragging = () => {
    dragging.current = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = splitAfterKey(split, event.key);
    if (next === null) return;
    event.preventDefault();
    onSplit(next);
  };

  return (
    <div
      ref={surface}
      data-testid="before-after-surface"
      className="absolute inset-0 cursor-ew-resize touch-none select-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={stopDragging}
      onPointerCancel={stopDragging}
      onLostPointerCapture={stopDragging}
    >
      {/* Each side's label is clipped with its side, so the divider uncovers and covers it. */}
      <div
        className="pointer-events-none absolute inset-0"
        style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
      >
        <span data-testid="divider-label" className={`${GLASS_CHIP} absolute left-3 top-3`}>
          Original
        </span>
      </div>
      <div className="pointer-events-none absolute inset-0" style={{ clipPath: `inset(0 0 0 ${split}%)` }}>
        <span data-testid="divider-label" className={`${GLASS_CHIP} absolute right-3 top-3`}>
          <ColourDot color={color} className="size-2.5" />
          <span className="min-w-0">{colorName}</span>
        </span>
      </div>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.12),0_0_14px_rgb(0_0_0/0.45)]"
        style={{ left: `${split}%` }}
      />
      <div
        ref={handle}
        role="slider"
        tabIndex={0}
        aria-label="Before and after divider"
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(split)}
        aria-valuetext={splitValueText(split, colorName)}
        onKeyDown={onKeyDown}
        className="absolute top-1/2 grid size-12 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-ink shadow-[0_6px_20px_-4px_rgb(0_0_0/0.55)] ring-4 ring-white/35"
        style={{ left: handleLeft(split) }}
      >
        <ChevronsLeftRight className="size-5" aria-hidden="true" />
      </div>
    </div>
  );
}

/** Turns the before/after divider on and off; it sits beside hold-to-compare. */
export function BeforeAfterToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label="Before and after slider"
      aria-pressed={on}
      onClick={onToggle}
      className={`grid ${STAGE_BUTTON_SIZE} place-items-center rounded-full transition active:scale-95 ${
        on
          ? 'bg-brand text-white shadow-[0_4px_14px_-4px_rgb(0_0_0/0.5)]'
          : 'bg-black/40 text-white backdrop-blur-md'
      }`}
    >
      <ChevronsLeftRight className="size-5" aria-hidden="true" />
    </button>
  );
}
