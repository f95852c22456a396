import type { HairColour } from '@hairhue/catalogue';
import { motion } from 'motion/react';

/** The slide's colours in cycle order, the current one raised: shows what the photo is cycling through. */
export function ColourDots({ colours, active }: { colours: HairColour[]; active: number }) {
  return (
    <ul className="flex justify-center gap-2.5" aria-label="Colors on this photo">
      {colours.map((colour, index) => (
        <motion.li
          key={colour.id}
          title={colour.name}
          aria-label={colour.name}
          aria-current={index === active ? 'true' : undefined}
          className="size-5 rounded-full ring-2 ring-surface"
          style={{ backgroundColor: colour.color }}
          initial={false}
          animate={{
            scale: index === active ? 1.3 : 1,
            boxShadow:
              index === active ? `0 0 0 2px #fff, 0 0 0 4px ${colour.color}` : '0 1px 2px rgb(0 0 0 / 0.15)',
          }}
          transition={{ duration: 0.3 }}
        />
      ))}
    </ul>
  );
}
