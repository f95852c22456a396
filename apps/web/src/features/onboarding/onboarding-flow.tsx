import { usePaywall } from '@/components/paywall/paywall-context';
import { markOnboardingCompleted } from '@/lib/onboarding';
import { AllSetDialog } from './all-set-dialog';
import { onboardingReducer, useOnboardingMachine } from './onboarding-state';
import { requestMediaPermissions } from '@/platform/media-permissions';
import { SlideControls } from './slide-controls';
import { SlideView } from './slide-view';
import { SLIDES, slideAt } from './slides';

/**
 * First visit to `/` (SPEC §2, §4): three slides, the premium offer, and — when it is declined — the
 * 'You're All Set!' popup. Completion is stored before `onComplete` so a reload lands on Home.
 */
export function OnboardingFlow({ onComplete }: { onComplete: () => void }) {
  const [state, dispatch] = useOnboardingMachine();
  const { openPaywall } = usePaywall();

  function finish() {
    markOnboardingCompleted();
    requestMediaPermissions();
    onComplete();
  }

  function next() {
    // The reducer decides whether this Next leaves the slides; opening the offer is its side effect.
    if (state.phase === 'slides' && onboardingReducer(state, { type: 'next' }).phase === 'offer') {
      openPaywall({
        trigger: 'onboarding',
        onClose: () => dispatch({ type: 'offer-declined' }),
        onSuccess: () => {
          dispatch({ type: 'offer-accepted' });
          finish();
        },
      });
    }
    dispatch({ type: 'next' });
  }

  return (
    // Covers the app's tab bar, which `/` shows for Home but which has no place during onboarding.
    <div className="fixed inset-0 z-[45] overflow-x-hidden overflow-y-auto bg-canvas">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[55%] bg-[radial-gradient(120%_70%_at_50%_0%,var(--color-brand-soft)_0%,transparent_70%)]"
      />
      <main className="pt-safe pb-safe relative mx-auto flex min-h-full w-full max-w-md flex-col px-5">
        <header className="flex h-14 shrink-0 items-center justify-center">
          <span className="text-brand-gradient text-lg font-extrabold tracking-tight">Hairhue</span>
        </header>
        <SlideView
          slide={slideAt(state.slide)}
          index={state.slide}
          direction={state.direction}
          colourIndex={state.colourIndex}
        />
        <div className="shrink-0 pt-4 pb-6">
          <SlideControls
            slide={state.slide}
            total={SLIDES.length}
            onBack={() => dispatch({ type: 'back' })}
            onNext={next}
          />
        </div>
      </main>
      <AllSetDialog
        open={state.phase === 'all-set'}
        onClose={() => {
          dispatch({ type: 'all-set-closed' });
          finish();
        }}
      />
    </div>
  );
}
