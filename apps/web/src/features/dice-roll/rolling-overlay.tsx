import type { DiceRoll } from '@hairhue/contracts';
import { motion } from 'motion/react';
import { AnimatedDie } from './animated-die';
import { colorPhase } from './dice-machine';

/** While the server cannot be reached (a restart): the roll is still awaited, and nothing was lost. */
export const ROLL_RECONNECTING_DESCRIPTION =
  'Your colors are still on their way. Please keep this screen open.';

/**
 * SPEC §2: the full-screen overlay while the six colours are rendered; dots fill as each one lands. With
 * `reconnecting`, it says the server is out of reach for now and the roll is still on its way.
 */
export function RollingOverlay({ roll, reconnecting }: { roll: DiceRoll | null; reconnecting: boolean }) {
  const done = roll ? roll.colors.filter((color) => colorPhase(color) !== 'processing').length : 0;
  return (
    <motion.div
      role="dialog"
      aria-modal="true"
      aria-labelledby="dice-rolling-title"
      aria-describedby="dice-rolling-text"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center bg-[radial-gradient(120%_80%_at_50%_30%,#3b1d5e_0%,#1d1226_70%)] px-8 text-center text-white"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.25 }}
    >
      <AnimatedDie className="size-28" />
      <h2 id="dice-rolling-title" className="mt-10 text-[28px] font-extrabold tracking-tight">
        Rolling the Dice!
      </h2>
      <p id="dice-rolling-text" className="mt-2 max-w-72 text-[15px] leading-snug text-white/75">
        {reconnecting ? ROLL_RECONNECTING_DESCRIPTION : 'Generating 6 amazing hair color transformations...'}
      </p>
      {/* Announced when it appears, as the try-on curtain's is. */}
      <p role="status" className="mt-3 min-h-5 text-sm font-semibold">
        {reconnecting ? 'Reconnecting...' : null}
      </p>
      <ol className="mt-5 flex gap-2.5" aria-label={`${done} of 6 ready`}>
        {Array.from({ length: 6 }, (_, index) => {
          const color = roll?.colors[index];
          const phase = color ? colorPhase(color) : 'processing';
          return (
            <motion.li
              key={index}
              className="size-4 rounded-full ring-2 ring-white/25"
              animate={
                phase === 'processing'
                  ? { opacity: [0.35, 0.9, 0.35], backgroundColor: 'rgba(255,255,255,0.35)' }
                  : {
                      opacity: 1,
                      scale: [1.5, 1],
                      backgroundColor:
                        phase === 'completed' && color ? color.color : 'rgba(255,255,255,0.12)',
                    }
              }
              transition={
                phase === 'processing'
                  ? { duration: 1.2, repeat: Infinity, delay: index * 0.15 }
                  : { type: 'spring', stiffness: 400, damping: 15 }
              }
            />
          );
        })}
      </ol>
    </motion.div>
  );
}
