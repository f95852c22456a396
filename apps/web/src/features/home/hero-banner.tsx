import { palette } from '@hairhue/catalogue';
import { AnimatePresence, motion, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';

// SPEC §9: the palette rotates every 3 to 5 s; 4 s sits in the middle.
const ROTATION_MS = 4000;
const SWATCHES = palette.slice(0, 9);

/** The brand moment: name, tagline and a row of real palette swatches, one highlighted at a time. */
export function HeroBanner() {
  const [index, setIndex] = useState(0);
  const reduceMotion = useReducedMotion();

  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % SWATCHES.length), ROTATION_MS);
    return () => clearInterval(timer);
  }, []);

  const featured = SWATCHES[index];
  return (
    <header className="bg-brand-gradient relative isolate mt-4 overflow-hidden rounded-card px-5 pt-6 pb-4 text-white shadow-float">
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-10 -z-10 size-48 rounded-full bg-white/15 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-20 -left-12 -z-10 size-44 rounded-full bg-black/15 blur-2xl"
      />
      <p className="text-[13px] font-semibold tracking-[0.2em] text-white/80 uppercase">Hairhue</p>
      <h1 className="mt-1.5 text-[28px] leading-[1.1] font-extrabold tracking-tight text-balance">
        Try different hair colors in seconds
      </h1>
      <ul className="mt-5 flex -space-x-2" aria-label="Palette">
        {SWATCHES.map((colour, i) => (
          <motion.li
            key={colour.name}
            className="size-8 rounded-full shadow-md ring-2 ring-white/90"
            style={{ backgroundImage: colour.gradient, zIndex: i === index ? 10 : 1 }}
            animate={reduceMotion ? undefined : { y: i === index ? -6 : 0, scale: i === index ? 1.15 : 1 }}
            transition={{ type: 'spring', stiffness: 320, damping: 22 }}
          >
            <span className="sr-only">{colour.name}</span>
          </motion.li>
        ))}
      </ul>
      <div aria-hidden="true" className="relative mt-2.5 h-5 text-[13px] font-semibold text-white/90">
        <AnimatePresence mode="wait" initial={false}>
          <motion.span
            key={featured.name}
            className="absolute inset-0 flex items-center gap-1.5"
            initial={{ opacity: 0, y: 6 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -6 }}
            transition={{ duration: 0.25 }}
          >
            <span className="size-1.5 rounded-full bg-white/80" />
            {featured.name}
          </motion.span>
        </AnimatePresence>
      </div>
    </header>
  );
}
