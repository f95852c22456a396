import { useId, type ReactNode } from 'react';
import { Dices } from 'lucide-react';
import { motion } from 'motion/react';
import { Button } from '@/components/button';
import type { DicePhoto } from './dice-machine';
import { DailyLimitNotice } from './rolls-badge';
import { SuitsMeRoll } from './suits-me-roll';

/** SPEC §2: a photo is chosen; roll it or pick another. */
export function DiceReady({
  photo,
  badge,
  limitReached,
  onRoll,
  onRollSuitsMe,
  onChooseDifferent,
}: {
  photo: DicePhoto;
  badge: ReactNode;
  /** Today's rolls are used up: Roll is disabled, with the reason under it. */
  limitReached: boolean;
  onRoll: () => void;
  /** 'Roll shades that suit me', offered when the photo's skin and hair could be measured. */
  onRollSuitsMe: () => void;
  onChooseDifferent: () => void;
}) {
  const reasonId = useId();
  return (
    <section className="flex flex-col items-center text-center">
      <h2 className="text-[24px] font-extrabold tracking-tight">Ready to Roll?</h2>
      <div className="mt-2 flex min-h-8 justify-center">{badge}</div>
      <motion.div
        className="relative mt-4 aspect-[3/4] h-[min(46dvh,24rem)] max-w-full overflow-hidden rounded-card bg-line shadow-float"
        initial={{ opacity: 0, scale: 0.96 }}
        animate={{ opacity: 1, scale: 1 }}
        transition={{ type: 'spring', stiffness: 260, damping: 24 }}
      >
        <img src={photo.url} alt="Your chosen photo" className="size-full object-cover" />
      </motion.div>
      <div className="mt-6 flex w-full max-w-72 flex-col gap-3">
        <Button
          block
          className="min-h-13 text-[17px]"
          disabled={limitReached}
          aria-describedby={limitReached ? reasonId : undefined}
          onClick={onRoll}
        >
          <Dices className="size-5" aria-hidden="true" />
          Roll
        </Button>
        <SuitsMeRoll
          photoId={photo.id}
          disabled={limitReached}
          describedBy={limitReached ? reasonId : undefined}
          onRoll={onRollSuitsMe}
        />
        {limitReached ? <DailyLimitNotice id={reasonId} /> : null}
        <Button block variant="secondary" onClick={onChooseDifferent}>
          Choose Different Photo
        </Button>
      </div>
    </section>
  );
}
