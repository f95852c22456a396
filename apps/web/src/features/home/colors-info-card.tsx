import { palette, type PaletteColour } from '@hairhue/catalogue';
import { Palette } from 'lucide-react';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';

/** SPEC §9: the colour card rotates every 3 s. */
export const COLOUR_CARD_ROTATION_MS = 3000;
const SHOWN = 6;

/** The `SHOWN` palette colours starting at `offset`, wrapping round the palette. */
export function colourWindow(offset: number): PaletteColour[] {
  return Array.from({ length: SHOWN }, (_, index) => index)
    .map((index) => palette[(offset + index) % palette.length])
    .filter((colour) => colour !== undefined);
}

/**
 * '50+ Hair Colors': what the catalogue offers, shown with its real shades. Every 3 s the row moves on by
 * one colour, so the card walks through the whole palette. It holds still for someone who asked the
 * system for reduced motion.
 */
export function ColorsInfoCard() {
  const [offset, setOffset] = useState(0);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    if (reduceMotion) return;
    const timer = setInterval(
      () => setOffset((current) => (current + 1) % palette.length),
      COLOUR_CARD_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [reduceMotion]);

  return (
    <section
      aria-labelledby="colors-title"
      className="flex items-center gap-4 rounded-card bg-surface p-4 shadow-card"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-soft text-brand">
        <Palette className="size-6" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="colors-title" className="font-bold">
          50+ Hair Colors
        </h2>
        <p className="text-sm text-ink-soft">Natural shades, bold fashion tones and special effects.</p>
        <ul className="mt-2.5 flex h-5 gap-1.5" aria-label="Some of the colors">
          <AnimatePresence mode="popLayout" initial={false}>
            {colourWindow(offset).map((colour) => (
              <motion.li
                key={colour.name}
                layout
                initial={{ opacity: 0, scale: 0.4 }}
                animate={{ opacity: 1, scale: 1 }}
                exit={{ opacity: 0, scale: 0.4 }}
                transition={{ duration: 0.45, ease: 'easeOut' }}
                title={colour.name}
                className="size-5 shrink-0 rounded-full ring-1 ring-black/5"
                style={{ backgroundImage: colour.gradient }}
              >
                <span className="sr-only">{colour.name}</span>
              </motion.li>
            ))}
          </AnimatePresence>
        </ul>
      </div>
    </section>
  );
}
