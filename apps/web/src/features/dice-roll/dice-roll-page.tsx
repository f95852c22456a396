import { AnimatePresence, motion } from 'motion/react';
import { useEffect, useRef, useState } from 'react';
import { useDiceUsage } from '@/api/dice-roll';
import { Screen } from '@/components/screen';
import { usePaywall } from '@/components/paywall/paywall-context';
import { useSubscription } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { DiceIntro } from './dice-intro';
import { rollGate, rollsLeft, colorPhase, type DicePhoto } from './dice-machine';
import { DiceReady } from './dice-ready';
import { DiceResults } from './dice-results';
import { HowItWorks } from './how-it-works';
import { RecentPhotos } from './recent-photos';
import { ResultViewer } from './result-viewer';
import { RollingOverlay } from './rolling-overlay';
import { RollsBadge } from './rolls-badge';
import { useDiceRoller } from './use-dice-roller';
import { useDicePhotoPicker } from './use-dice-photo-picker';

/**
 * Each Dice Roll view starts at its header: the results are taller than the screen, so a switch made from
 * their buttons would otherwise open the next view scrolled down.
 */
function useScrollToTopOnChange(view: string) {
  const shown = useRef(view);
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, [view]);
}

/** SPEC §2 Dice Roll: six random colours of one photo, for premium users, a few times a day. */
export function DiceRollPage() {
  const { status, isLoading: statusLoading } = useSubscription();
  const usage = useDiceUsage(status.isActive);
  const { openPaywall } = usePaywall();
  const { state, roll, choosePhoto, reset } = useDiceRoller();
  const picker = useDicePhotoPicker(choosePhoto);
  const [viewerStart, setViewerStart] = useState<number | null>(null);

  const limitReached = status.isActive && usage.data?.canRoll === false;
  const view = state.phase === 'rolling' ? (state.roll ? 'results' : 'photo-chosen') : state.phase;
  useScrollToTopOnChange(view);

  /** Runs `action` only when rolling is allowed; otherwise the paywall or the daily-limit message. */
  const whenAllowed = (action: () => void) => {
    switch (rollGate({ isActive: status.isActive, statusLoading, usage: usage.data })) {
      case 'wait':
        return;
      case 'paywall':
        openPaywall({ trigger: 'dice_roll_premium' });
        return;
      case 'limit-reached':
        toast({ title: 'Daily rolls used up', description: 'Come back tomorrow for more rolls.' });
        return;
      case 'allowed':
        action();
    }
  };

  // 'Roll Again' rolls the way the last roll was made: ordinary, or shades that suit.
  const [suitsMe, setSuitsMe] = useState(false);
  const rollPhoto = (photo: DicePhoto, suits = suitsMe) =>
    whenAllowed(() => {
      setSuitsMe(suits);
      void roll(photo, suits);
    });
  const badge = status.isActive ? <RollsBadge count={rollsLeft(usage.data)} /> : null;

  const completed =
    state.phase === 'results' || state.phase === 'rolling'
      ? (state.roll?.colors ?? []).filter((color) => colorPhase(color) === 'completed' && color.resultUrl)
      : [];
  const viewerResults = completed.map((color) => ({
    url: color.resultUrl ?? '',
    colorName: color.name,
    color: color.color,
  }));

  const openViewer = (tileIndex: number) => {
    if (state.phase !== 'results' || !state.roll) return;
    const tapped = state.roll.colors[tileIndex];
    const index = completed.findIndex((color) => color === tapped);
    if (index >= 0) setViewerStart(index);
  };

  return (
    <Screen withTabBar className="pt-4">
      <header className="flex items-center justify-between pt-2 pb-5">
        <h1 className="text-[28px] font-extrabold tracking-tight">
          Dice <span className="text-brand-gradient">Roll</span>
        </h1>
      </header>

      <input {...picker.inputProps} />

      <AnimatePresence mode="wait" initial={false}>
        <motion.div
          key={view}
          initial={{ opacity: 0, y: 10 }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: -10 }}
          transition={{ duration: 0.2 }}
          className="flex flex-col gap-4"
        >
          {state.phase === 'intro' ? (
            <>
              <DiceIntro
                isPremium={status.isActive}
                limitReached={limitReached}
                badge={badge}
                uploadProgress={picker.progress}
                onRoll={() => whenAllowed(picker.open)}
              />
              {status.isActive ? (
                <RecentPhotos
                  disabled={picker.progress !== null}
                  onPick={(photo) => whenAllowed(() => choosePhoto(photo))}
                />
              ) : null}
              <HowItWorks />
            </>
          ) : null}

          {state.phase === 'photo-chosen' || (state.phase === 'rolling' && !state.roll) ? (
            <>
              <DiceReady
                photo={state.photo}
                badge={badge}
                limitReached={limitReached}
                onRoll={() => rollPhoto(state.photo, false)}
                onRollSuitsMe={() => rollPhoto(state.photo, true)}
                onChooseDifferent={reset}
              />
            </>
          ) : null}

          {(state.phase === 'results' || state.phase === 'rolling') && state.roll ? (
            <>
              <DiceResults
                roll={state.roll}
                badge={badge}
                limitReached={limitReached}
                onOpen={openViewer}
                onRollAgain={() => rollPhoto(state.photo)}
                onTryDifferentPhoto={reset}
              />
            </>
          ) : null}
        </motion.div>
      </AnimatePresence>

      <AnimatePresence>
        {state.phase === 'rolling' ? (
          <RollingOverlay key="rolling" roll={state.roll} reconnecting={state.reconnecting} />
        ) : null}
      </AnimatePresence>

      {viewerStart !== null && viewerResults.length > 0 ? (
        <ResultViewer
          results={viewerResults}
          startIndex={viewerStart}
          canDownload={status.canDownloadPhotos}
          onClose={() => setViewerStart(null)}
        />
      ) : null}
    </Screen>
  );
}
