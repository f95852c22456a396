import { motion, useReducedMotion } from 'motion/react';
import { useEffect, useState } from 'react';

// Pip positions on a 3×3 grid (row-major, 0–8) for each face.
const FACES: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

export function DieFace({ value, className = 'size-20' }: { value: number; className?: string }) {
  const pips = FACES[value] ?? FACES[6];
  return (
    <div
      aria-hidden="true"
      className={`grid grid-cols-3 grid-rows-3 place-items-center rounded-[28%] bg-white p-[16%] shadow-[inset_0_-6px_0_rgb(29_18_38/0.08),0_18px_40px_-12px_rgb(123_63_228/0.55)] ring-1 ring-black/5 ${className}`}
    >
      {Array.from({ length: 9 }, (_, cell) => (
        <span
          key={cell}
          className={`size-[70%] rounded-full ${pips?.includes(cell) ? 'bg-brand-gradient shadow-[inset_0_2px_3px_rgb(0_0_0/0.25)]' : ''}`}
        />
      ))}
    </div>
  );
}

/** A die that tumbles and bounces while its face keeps changing: the wait should feel like a roll. */
export function AnimatedDie({ className = 'size-24' }: { className?: string }) {
  const reduceMotion = useReducedMotion();
  const [face, setFace] = useState(5);

  useEffect(() => {
    if (reduceMotion) return;
    const timer = setInterval(() => setFace((current) => (current % 6) + 1), 260);
    return () => clearInterval(timer);
  }, [reduceMotion]);

  return (
    <div className="flex flex-col items-center">
      <motion.div
        animate={
          reduceMotion
            ? undefined
            : { rotate: [0, 95, 185, 275, 360], y: [0, -46, 0, -18, 0], scale: [1, 1.05, 0.94, 1.02, 1] }
        }
        transition={{ duration: 1.3, repeat: Infinity, ease: 'easeInOut' }}
      >
        <DieFace value={face} className={className} />
      </motion.div>
      <motion.div
        aria-hidden="true"
        className="mt-3 h-3 w-20 rounded-[50%] bg-black/30 blur-[6px]"
        animate={
          reduceMotion ? undefined : { scaleX: [1, 0.55, 1, 0.8, 1], opacity: [0.6, 0.25, 0.6, 0.4, 0.6] }
        }
        transition={{ duration: 1.3, repeat: Infinity, ease: 'easeInOut' }}
      />
    </div>
  );
}
