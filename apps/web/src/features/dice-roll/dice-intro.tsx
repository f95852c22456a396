import { useId, type ReactNode } from 'react';
import { Crown, Dices } from 'lucide-react';
import { motion, useReducedMotion } from 'motion/react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { DieFace } from './animated-die';
import { DailyLimitNotice } from './rolls-badge';

function FloatingDice() {
  const reduceMotion = useReducedMotion();
  const float = (delay: number) =>
    reduceMotion
      ? undefined
      : { y: [0, -8, 0], transition: { duration: 3, repeat: Infinity, ease: 'easeInOut' as const, delay } };
  return (
    <div aria-hidden="true" className="relative mx-auto h-36 w-48">
      <div className="absolute inset-x-6 top-6 bottom-2 rounded-full bg-brand-gradient opacity-30 blur-2xl" />
      <motion.div className="absolute top-4 left-4 -rotate-12" animate={float(0)}>
        <DieFace value={5} className="size-24" />
      </motion.div>
      <motion.div className="absolute top-12 right-3 rotate-[14deg]" animate={float(0.6)}>
        <DieFace value={3} className="size-[4.5rem]" />
      </motion.div>
    </div>
  );
}

/** SPEC §2 Dice Roll intro: no photo yet; 'Roll' asks for one. */
export function DiceIntro({
  isPremium,
  limitReached,
  badge,
  uploadProgress,
  onRoll,
}: {
  isPremium: boolean;
  /** Today's rolls are used up: Roll is disabled, with the reason under it. */
  limitReached: boolean;
  badge: ReactNode;
  uploadProgress: number | null;
  onRoll: () => void;
}) {
  const uploading = uploadProgress !== null;
  const reasonId = useId();
  return (
    <section className="overflow-hidden rounded-card bg-surface px-6 pt-7 pb-6 text-center shadow-card">
      <FloatingDice />
      <h2 className="mx-auto mt-4 max-w-64 text-[22px] leading-tight font-extrabold tracking-tight text-balance">
        Roll the dice for 6 random hair colors!
      </h2>
      <div className="mt-3 flex min-h-8 justify-center">{badge}</div>
      {uploading ? (
        <div className="mt-5" role="progressbar" aria-label="Uploading photo" aria-valuenow={uploadProgress}>
          <div className="h-2 overflow-hidden rounded-full bg-line">
            <motion.div
              className="h-full rounded-full bg-brand-gradient"
              animate={{ width: `${uploadProgress}%` }}
              transition={{ ease: 'easeOut', duration: 0.2 }}
            />
          </div>
        </div>
      ) : null}
      <Button
        block
        className="mt-5 min-h-13 text-[17px]"
        disabled={uploading || limitReached}
        aria-describedby={limitReached ? reasonId : undefined}
        onClick={onRoll}
      >
        {uploading ? (
          <Spinner className="size-5" />
        ) : isPremium ? (
          <Dices className="size-5" aria-hidden="true" />
        ) : (
          <Crown className="size-5" aria-hidden="true" />
        )}
        Roll
      </Button>
      {limitReached ? (
        <div className="mt-3">
          <DailyLimitNotice id={reasonId} />
        </div>
      ) : null}
    </section>
  );
}
