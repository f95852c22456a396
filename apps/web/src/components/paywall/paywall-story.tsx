import { Download, Frown, Sparkles, Wand2, Smile, type LucideIcon } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { PAYWALL_TIMINGS, type StoryStep } from './paywall-machine';
import type { PaywallTrigger } from './paywall-triggers';

interface Beat {
  Icon: LucideIcon;
  title: string;
  text: string;
}

/** The three beats of the story (SPEC §2): the problem, a little magic, the happy ending. */
function beats(trigger: PaywallTrigger): Record<StoryStep, Beat> {
  const sad: Beat =
    trigger === 'download_attempt'
      ? {
          Icon: Download,
          title: 'Saving is a Premium feature',
          text: 'Free looks stay in the app. Premium saves them in full quality, without a watermark.',
        }
      : {
          Icon: Frown,
          title: "You've used all 3 free changes",
          text: 'Your free hair color changes are used up, and there are so many shades left to try.',
        };
  return {
    sad,
    magic: { Icon: Wand2, title: 'But wait…', text: 'A little magic is on its way.' },
    happy: {
      Icon: Smile,
      title: 'Unlimited colors are one tap away',
      text: 'Every shade, every effect, HD downloads and daily Dice Rolls.',
    },
  };
}

const STEPS: StoryStep[] = ['sad', 'magic', 'happy'];
const DURATIONS: Record<StoryStep, number> = {
  sad: PAYWALL_TIMINGS.storySad,
  magic: PAYWALL_TIMINGS.storyMagic,
  happy: PAYWALL_TIMINGS.storyHappy,
};

/**
 * Story-style progress bars: done, filling for the current beat's duration, or waiting. The bar fills by
 * scaling, which the compositor does alone; growing its width laid out and repainted it every frame.
 */
function StoryProgress({ step }: { step: StoryStep }) {
  const current = STEPS.indexOf(step);
  return (
    <div className="flex gap-1.5 px-5 pt-3" aria-hidden="true">
      {STEPS.map((name, index) => (
        <span key={name} className="h-1 flex-1 overflow-hidden rounded-full bg-white/30">
          {index < current ? <span className="block h-full w-full bg-white" /> : null}
          {index === current ? (
            <motion.span
              className="block h-full w-full origin-left bg-white"
              initial={{ scaleX: 0 }}
              animate={{ scaleX: 1 }}
              transition={{ duration: DURATIONS[name] / 1000, ease: 'linear' }}
            />
          ) : null}
        </span>
      ))}
    </div>
  );
}

/**
 * Beats cross-fade (the next fades in while the last fades out) in 200 ms, so that even the 850 ms magic
 * beat is fully readable for most of its time; two 350 ms fades in a row left it about 170 ms.
 */
export const STORY_CROSS_FADE_S = 0.2;

const BACKGROUNDS: Record<StoryStep, string> = {
  sad: 'from-[#3b2a4a] to-[#6b4a7a]',
  magic: 'from-[#5b2bb5] to-[#c42a63]',
  happy: 'from-[#c42a63] to-[#7b3fe4]',
};

export function PaywallStory({
  step,
  trigger,
  onSkip,
}: {
  step: StoryStep;
  trigger: PaywallTrigger;
  onSkip: () => void;
}) {
  const beat = beats(trigger)[step];
  return (
    <div
      className={`flex flex-1 flex-col bg-gradient-to-b text-white transition-colors duration-700 ${BACKGROUNDS[step]}`}
      data-story-step={step}
    >
      <StoryProgress step={step} />
      {/* One grid cell for every beat, so the leaving and the arriving one overlap while they cross-fade. */}
      <div className="grid flex-1">
        <AnimatePresence initial={false}>
          <motion.div
            key={step}
            data-story-stage={step}
            initial={{ opacity: 0, scale: 0.96 }}
            animate={{ opacity: 1, scale: 1 }}
            exit={{ opacity: 0, scale: 1.02 }}
            transition={{ duration: STORY_CROSS_FADE_S }}
            // On a short screen the beat is denser, so the toast that opens the story fits under it.
            className="col-start-1 row-start-1 flex flex-col items-center justify-center gap-5 px-8 text-center short:gap-3 short:px-6"
          >
            <motion.span
              className="relative grid size-28 place-items-center rounded-full bg-white/15 ring-1 ring-white/30 short:size-20"
              animate={step === 'magic' ? { rotate: [0, -12, 12, 0] } : { y: [0, -6, 0] }}
              transition={{ duration: step === 'magic' ? 0.85 : 2, repeat: Infinity }}
            >
              <beat.Icon className="size-14 short:size-10" aria-hidden="true" />
              {step !== 'sad' ? (
                <Sparkles className="absolute -top-1 -right-1 size-7 text-amber-200" aria-hidden="true" />
              ) : null}
            </motion.span>
            <h2
              className="text-[28px] leading-tight font-extrabold tracking-tight short:text-2xl"
              aria-live="polite"
            >
              {beat.title}
            </h2>
            <p className="max-w-xs text-base text-white/85 short:text-[15px]">{beat.text}</p>
          </motion.div>
        </AnimatePresence>
      </div>
      <div className="flex justify-center pb-8">
        <button
          type="button"
          onClick={onSkip}
          className="min-h-11 rounded-full px-6 text-sm font-semibold text-white/90 ring-1 ring-white/40 hover:bg-white/10"
        >
          See plans
        </button>
      </div>
    </div>
  );
}
