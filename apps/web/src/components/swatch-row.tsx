import { isSpecialEffect, type Shade } from '@hairhue/catalogue';
import { Check } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';

/** A soft highlight over the flat colour, so a swatch reads as glossy hair rather than a paint chip. */
function swatchBackground(color: string): string {
  return `radial-gradient(circle at 32% 26%, rgb(255 255 255 / 0.5), transparent 48%), linear-gradient(160deg, ${color} 35%, color-mix(in oklab, ${color} 70%, black))`;
}

/**
 * The swatch a key moves to in a row of `count` (the arrows wrap around, as in a radio group), or null for
 * other keys.
 */
export function swatchAfterKey(index: number, count: number, key: string): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

function Swatch({
  shade,
  label,
  selected,
  tabStop,
  onSelect,
  onKeyDown,
}: {
  shade: Shade;
  label: string;
  selected: boolean;
  /** The one swatch Tab reaches in its row: the selected one, or the first. */
  tabStop: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-label={label}
      aria-checked={selected}
      tabIndex={tabStop ? 0 : -1}
      title={shade.name}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      data-shade={shade.id}
      className={`relative shrink-0 snap-center rounded-full border-[2.5px] p-[3px] transition duration-200 ${
        selected ? 'scale-105 border-ink' : 'border-transparent hover:border-line'
      }`}
    >
      <span
        className="block size-12 overflow-hidden rounded-full shadow-[inset_0_0_0_1px_rgb(0_0_0/0.08)]"
        style={{ background: swatchBackground(shade.color) }}
      >
        {isSpecialEffect(shade) ? (
          <img src={shade.iconPath} alt="" className="size-full object-cover" draggable={false} />
        ) : null}
      </span>
      {selected ? (
        <span className="absolute -right-0.5 -top-0.5 grid size-5 place-items-center rounded-full bg-ink text-white ring-2 ring-surface">
          <Check className="size-3" strokeWidth={3} aria-hidden="true" />
        </span>
      ) : null}
    </button>
  );
}

/** Scrolls a swatch's row alone to centre it: scrollIntoView would also scroll the sheet and the page. */
function centreInRow(swatch: HTMLElement, behavior: ScrollBehavior): void {
  const row = swatch.parentElement;
  row?.scrollTo?.({ left: swatch.offsetLeft - (row.clientWidth - swatch.offsetWidth) / 2, behavior });
}

/**
 * The row where the latest tap (or arrow key) picked a shade. Another row showing that shade too (the
 * picker's and 'Suits you') stays where the person left it; a selection made otherwise (undo, a shade from
 * the camera) is scrolled into view in every row.
 */
let lastTap: { row: object; shadeId: string } | undefined;

function rememberTap(row: object, shadeId: string): void {
  lastTap = { row, shadeId };
}

/**
 * One tab's colours in a horizontally scrolling row; the selected one is scrolled into view. The row is a
 * radio group, one Tab stop: the arrow keys, Home and End move through it and select as they go (the WAI-ARIA
 * pattern), since a selection only paints a preview on the device; a try-on waits for 'Try this hair color'.
 */
export function SwatchRow({
  label,
  shades,
  selectedId,
  onSelect,
  swatchLabel = (shade) => shade.name,
}: {
  label: string;
  shades: readonly Shade[];
  selectedId: string;
  onSelect: (shade: Shade) => void;
  /** Each swatch's accessible name; the shade's name unless a row needs its own (no two alike on screen). */
  swatchLabel?: (shade: Shade) => string;
}) {
  const row = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  const tabStopIndex = Math.max(
    0,
    shades.findIndex((shade) => shade.id === selectedId),
  );

  useEffect(() => {
    const firstShow = !shown.current;
    shown.current = true;
    if (!firstShow && lastTap?.shadeId === selectedId && lastTap.row !== row) return;
    const swatch = row.current?.querySelector<HTMLElement>(`[data-shade="${selectedId}"]`);
    if (swatch) centreInRow(swatch, firstShow ? 'instant' : 'smooth');
  }, [selectedId]);

  const select = (shade: Shade) => {
    rememberTap(row, shade.id);
    onSelect(shade);
  };
  const moveFrom = (index: number, event: KeyboardEvent) => {
    const next = swatchAfterKey(index, shades.length, event.key);
    const shade = next === null ? undefined : shades[next];
    const swatch =
      next === null ? undefined : row.current?.querySelectorAll<HTMLElement>('[data-shade]')[next];
    if (!shade || !swatch) return;
    event.preventDefault();
    // Focus alone would scroll the sheet and the page too.
    swatch.focus({ preventScroll: true });
    centreInRow(swatch, 'smooth');
    if (shade.id !== selectedId) select(shade);
  };

  return (
    <div
      ref={row}
      role="radiogroup"
      aria-label={label}
      className="relative flex snap-x gap-1.5 overflow-x-auto overscroll-x-contain px-4 py-2.5 [mask-image:linear-gradient(to_right,transparent,black_14px,black_calc(100%-28px),transparent)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {shades.map((shade, index) => (
        <Swatch
          key={shade.id}
          shade={shade}
          label={swatchLabel(shade)}
          selected={shade.id === selectedId}
          tabStop={index === tabStopIndex}
          onSelect={() => select(shade)}
          onKeyDown={(event) => moveFrom(index, event)}
        />
      ))}
    </div>
  );
}
