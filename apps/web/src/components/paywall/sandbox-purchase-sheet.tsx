import * as Dialog from '@radix-ui/react-dialog';
import { FlaskConical } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '@/components/button';
import { sandboxSheet, type SandboxDecision } from '@/platform/purchases/sandbox-sheet';

const FAILURES: { decision: SandboxDecision; label: string }[] = [
  { decision: 'decline', label: 'Decline payment' },
  { decision: 'pending', label: 'Leave pending' },
  { decision: 'unavailable', label: 'Store unavailable' },
];

/**
 * The sandbox store's confirmation (web only): plainly a test purchase, so nobody mistakes it for paying.
 * A tester can also answer the way a real store fails.
 */
export function SandboxPurchaseSheet() {
  const request = useSyncExternalStore(sandboxSheet.subscribe, sandboxSheet.getSnapshot);
  const pkg = request?.pkg;
  const decide = (decision: SandboxDecision) => request?.decide(decision);
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => (open ? undefined : decide('cancel'))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[65] bg-ink/50" />
        <Dialog.Content
          aria-describedby="sandbox-sheet-notice"
          className="pb-safe fixed inset-x-0 bottom-0 z-[65] mx-auto w-full max-w-md rounded-t-[28px] bg-surface px-5 pt-4 pb-5 shadow-float outline-none"
        >
          <p className="flex items-center justify-center gap-2 rounded-full bg-amber-100 px-3 py-1.5 text-xs font-bold tracking-wide text-amber-900 uppercase">
            <FlaskConical className="size-4" aria-hidden="true" />
            Sandbox store · test purchase
          </p>
          <Dialog.Title className="mt-4 text-center text-xl font-bold">Confirm Subscription</Dialog.Title>
          <p id="sandbox-sheet-notice" className="mt-1 text-center text-sm text-ink-soft">
            No money is charged. This store is for trying Hairhue on the web.
          </p>
          {pkg ? (
            <dl className="mt-4 divide-y divide-line rounded-2xl border border-line text-[15px]">
              <div className="flex justify-between px-4 py-3">
                <dt className="text-ink-soft">Plan</dt>
                <dd className="font-semibold">{pkg.title}</dd>
              </div>
              <div className="flex justify-between px-4 py-3">
                <dt className="text-ink-soft">Price</dt>
                <dd className="font-semibold">
                  {pkg.priceString}/{pkg.plan === 'weekly' ? 'week' : 'month'}
                </dd>
              </div>
              {pkg.freeTrialDays ? (
                <div className="flex justify-between px-4 py-3">
                  <dt className="text-ink-soft">Free trial</dt>
                  <dd className="font-semibold">{pkg.freeTrialDays} days</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <Button block className="mt-5 min-h-12" onClick={() => decide('buy')}>
            Subscribe
          </Button>
          <Button block variant="secondary" className="mt-2.5" onClick={() => decide('cancel')}>
            Cancel
          </Button>
          <details className="mt-4 text-sm">
            <summary className="cursor-pointer text-center font-semibold text-ink-soft">
              Simulate a store failure
            </summary>
            <div className="mt-3 grid grid-cols-3 gap-2">
              {FAILURES.map(({ decision, label }) => (
                <button
                  key={decision}
                  type="button"
                  onClick={() => decide(decision)}
                  className="min-h-11 rounded-xl border border-line px-2 text-[13px] font-semibold hover:bg-canvas"
                >
                  {label}
                </button>
              ))}
            </div>
          </details>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
