import type { DiceRoll } from '@hairhue/contracts';
import { Dices, ImagePlus } from 'lucide-react';
import { motion } from 'motion/react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ResultTile } from './result-tile';
import { DailyLimitNotice } from './rolls-badge';

/** SPEC §2: 'Your Transformations', six square tiles in two columns, then the two ways on. */
export function DiceResults({
  roll,
  badge,
  limitReached,
  onOpen,
  onRollAgain,
  onTryDifferentPhoto,
}: {
  roll: DiceRoll;
  badge: ReactNode;
  /** Today's rolls are used up: 'Roll Again' is disabled, with the reason under it. */
  limitReached: boolean;
  onOpen: (index: number) => void;
  onRollAgain: () => void;
  onTryDifferentPhoto: () => void;
}) {
  const reasonId = useId();
  return (
    <section aria-labelledby="dice-results-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dice-results-title" className="text-[22px] font-extrabold tracking-tight">
          Your Transformations
        </h2>
        {badge}
      </div>
      <ul className="mt-4 grid grid-cols-2 gap-3">
        {roll.colors.map((color, index) => (
          <motion.li
            key={`${roll.id}-${index}`}
            initial={{ opacity: 0, y: 12 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ delay: index * 0.05, duration: 0.3 }}
          >
            <ResultTile color={color} onOpen={() => onOpen(index)} />
          </motion.li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3">
        <Button
          block
          className="min-h-13 text-[17px]"
          disabled={limitReached}
          aria-describedby={limitReached ? reasonId : undefined}
          onClick={onRollAgain}
        >
          <Dices className="size-5" aria-hidden="true" />
          Roll Again
        </Button>
        {limitReached ? <DailyLimitNotice id={reasonId} /> : null}
        <Button block variant="secondary" onClick={onTryDifferentPhoto}>
          <ImagePlus className="size-5" aria-hidden="true" />
          Try Different Photo
        </Button>
      </div>
    </section>
  );
}
