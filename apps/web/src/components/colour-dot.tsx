import { needsLightRing } from '@/lib/colour-contrast';

/**
 * A shade's dot for a dark surface: a clear light ring when the shade is too dark to stand out on its own,
 * a faint one otherwise. `className` sets the size and placement.
 */
export function ColourDot({ color, className = '' }: { color: string; className?: string }) {
  const ringed = needsLightRing(color);
  return (
    <span
      aria-hidden="true"
      data-light-ring={ringed ? '' : undefined}
      className={`shrink-0 rounded-full ${ringed ? 'ring-[1.5px] ring-white/90' : 'ring-1 ring-white/60'} ${className}`}
      style={{ backgroundColor: color }}
    />
  );
}
