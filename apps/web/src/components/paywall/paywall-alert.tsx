import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '@/components/button';
import type { PaywallAlert } from './paywall-machine';

/** A failed purchase or restore: the reason, and one button to go on (SPEC §4, §8). */
export function PaywallAlertDialog({
  alert,
  onDismiss,
}: {
  alert: PaywallAlert | null;
  onDismiss: () => void;
}) {
  return (
    <Dialog.Root open={alert !== null} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-ink/40" />
        <Dialog.Content
          role="alertdialog"
          className="fixed top-1/2 left-1/2 z-[70] w-[min(20rem,calc(100vw-3rem))] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 text-center shadow-float outline-none"
        >
          <Dialog.Title className="text-lg font-bold">{alert?.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-ink-soft">{alert?.message}</Dialog.Description>
          <Dialog.Close asChild>
            <Button block className="mt-5">
              OK
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
