import * as Dialog from '@radix-ui/react-dialog';
import { Crown, X } from 'lucide-react';
import { purchases as appPurchases } from '@/lib/app-purchases';
import type { Purchases } from '@/lib/purchases';
import { PaywallAlertDialog } from './paywall-alert';
import { canClose } from './paywall-machine';
import './paywall-motion.css';
import { Benefits, PaywallPlans } from './paywall-plans';
import { AlreadyActiveScreen, ProcessingScreen, SuccessScreen } from './paywall-status-screens';
import { PaywallStory } from './paywall-story';
import { CARD_HEADLINES, type PaywallTrigger } from './paywall-triggers';
import { SandboxPurchaseSheet } from './sandbox-purchase-sheet';
import { usePaywallFlow } from './use-paywall-flow';

export interface PaywallOverlayProps {
  trigger: PaywallTrigger;
  onClose: () => void;
  onSuccess: () => void;
  /** Tests pass their own; the app uses its one purchase interface. */
  purchases?: Purchases;
}

/** The paywall (SPEC §2, §4): the story for the limit and download triggers, the card for the others. */
export function PaywallOverlay({
  trigger,
  onClose,
  onSuccess,
  purchases = appPurchases,
}: PaywallOverlayProps) {
  const flow = usePaywallFlow({ trigger, purchases, onSuccess, onClose });
  const { state, variant } = flow;
  const closable = canClose(state);
  const { screen } = state;
  const story = variant === 'story';
  // Processing and 'Welcome to Premium!' centre their own content, with no room kept for a close button.
  const statusScreen = screen.kind === 'processing' || screen.kind === 'success';

  const body =
    screen.kind === 'story' ? (
      <PaywallStory step={screen.step} trigger={trigger} onSkip={flow.skipStory} />
    ) : screen.kind === 'processing' ? (
      <ProcessingScreen action={screen.action} />
    ) : screen.kind === 'success' ? (
      <SuccessScreen action={screen.action} />
    ) : screen.kind === 'already-active' ? (
      <AlreadyActiveScreen />
    ) : (
      // Full screen, the story's plans fill it: the offer centred in the space above, the plans and their
      // actions at the bottom, in reach of the thumb.
      <div className={`flex flex-col px-6 pb-6 ${story ? 'flex-1 gap-5' : '-mt-6 gap-4'}`}>
        <div className={`flex flex-col ${story ? 'flex-1 justify-center gap-5' : 'gap-4'}`}>
          {/* On a short screen the plans and Start Free Trial need the crown's room. */}
          <div
            className={`mx-auto grid place-items-center rounded-3xl bg-brand-gradient text-white shadow-card short:hidden ${story ? 'size-16' : 'size-12'}`}
          >
            <Crown className={story ? 'size-8' : 'size-6'} aria-hidden="true" />
          </div>
          <h2 className="text-center text-2xl font-bold tracking-tight short:text-xl">
            {story ? 'Go Premium' : CARD_HEADLINES[trigger]}
          </h2>
          <Benefits />
        </div>
        <PaywallPlans
          offering={state.offering}
          plan={state.plan}
          withRenewalNotice={!story}
          onChoosePlan={flow.choosePlan}
          onPurchase={() => void flow.purchase()}
          onRestore={() => void flow.restore()}
          onMaybeLater={flow.requestClose}
        />
      </div>
    );

  return (
    <>
      <Dialog.Root open onOpenChange={(open) => (open ? undefined : flow.requestClose())}>
        <Dialog.Portal>
          <Dialog.Overlay
            data-under-story={story}
            data-closing={state.closing}
            className="paywall-backdrop fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm"
          />
          <Dialog.Content
            data-variant={variant}
            data-trigger={trigger}
            data-screen={screen.kind}
            data-closing={state.closing}
            aria-describedby={undefined}
            // Nothing closes it while a purchase is processing (SPEC §4).
            onEscapeKeyDown={(event) => (closable ? undefined : event.preventDefault())}
            onInteractOutside={(event) => event.preventDefault()}
            // Opened from the keyboard (its opener shows a focus ring), focus goes to Close, ringed too.
            // Opened by itself (at launch) or by a tap, the dialog itself takes focus and the next Tab
            // reaches Close: browsers ring a button focused by script when no pointer was used first.
            onOpenAutoFocus={(event) => {
              if (document.activeElement?.matches(':focus-visible')) return;
              event.preventDefault();
              (event.currentTarget as HTMLElement).focus({ preventScroll: true });
            }}
            className={`fixed z-50 flex flex-col bg-surface text-ink shadow-float outline-none ${
              story
                ? 'paywall-story pt-safe pb-safe inset-0 overflow-y-auto'
                : 'paywall-card pb-safe inset-x-0 bottom-0 mx-auto max-h-[94dvh] max-w-md overflow-y-auto rounded-t-[1.75rem] sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-[1.75rem]'
            }`}
          >
            <Dialog.Title className="sr-only">Hairhue Premium</Dialog.Title>
            {closable ? (
              // Inset from the sheet's rounded corner, so that the focus ring it opens with is not clipped.
              <div
                className={`flex justify-end ${screen.kind === 'story' ? 'absolute top-5 right-1 z-10 p-2' : 'p-3'}`}
              >
                <Dialog.Close
                  aria-label="Close"
                  className={`grid size-11 place-items-center rounded-full ${
                    screen.kind === 'story' ? 'text-white hover:bg-white/10' : 'text-ink-soft hover:bg-ink/5'
                  }`}
                >
                  <X className="size-5" aria-hidden="true" />
                </Dialog.Close>
              </div>
            ) : statusScreen ? null : (
              // Holds the plans in place while the sheet animates out without its close button.
              <div className="h-17" aria-hidden="true" />
            )}
            {body}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <PaywallAlertDialog alert={state.alert} onDismiss={flow.dismissAlert} />
      <SandboxPurchaseSheet />
    </>
  );
}
