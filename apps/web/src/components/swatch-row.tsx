import { isSpecialEffect, type Shade } from '@hairhue/catalogue';
import { Check } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** A soft highlight over the flat colour, so a swatch reads as glossy hair rather than a paint chip. */
function swatchBackground(color: string): string {
  return `radial-gradient(circle at 32% 26%, rgb(255 255 255 / 0.5), transparent 48%), linear-gradient(160deg, ${color} 35%, color-mix(in oklab, ${color} 70%, black))`;
}

function Swatch({
  shade,
  label,
  selected,
  onSelect,
}: {
  shade: Shade;
  label: string;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      title={shade.name}
      onClick={onSelect}
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

/**
 * The row where the latest tap picked a shade. Another row showing that shade too (the picker's and 'Suits
 * you') stays where the person left it; a selection made otherwise (undo, a shade from the camera) is
 * scrolled into view in every row.
 */
let lastTap: { row: object; shadeId: string } | undefined;

/** One tab's colours in a horizontally scrolling row; the selected one is scrolled into view. */
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

  useEffect(() => {
    const firstShow = !shown.current;
    shown.current = true;
    if (!firstShow && lastTap?.shadeId === selectedId && lastTap.row !== row) return;
    const container = row.current;
    const button = container?.querySelector<HTMLElement>(`[data-shade="${selectedId}"]`);
    if (!container || !button) return;
    // Scrolls this row alone: scrollIntoView would also scroll the sheet and the page around it.
    container.scrollTo?.({
      left: button.offsetLeft - (container.clientWidth - button.offsetWidth) / 2,
      behavior: firstShow ? 'instant' : 'smooth',
    });
  }, [selectedId]);

  return (
    <div
      ref={row}
      role="group"
      aria-label={label}
      className="relative flex snap-x gap-1.5 overflow-x-auto overscroll-x-contain px-4 py-2.5 [mask-image:linear-gradient(to_right,transparent,black_14px,black_calc(100%-28px),transparent)] [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
    >
      {shades.map((shade) => (
        <Swatch
          key={shade.id}
          shade={shade}
          label={swatchLabel(shade)}
          selected={shade.id === selectedId}
          onSelect={() => {
            lastTap = { row, shadeId: shade.id };
            onSelect(shade);
          }}
        />
      ))}
    </div>
  );
}
