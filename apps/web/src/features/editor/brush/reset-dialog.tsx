import * as Dialog from '@radix-ui/react-dialog';
import { RotateCcw } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { Button } from '@/components/button';

export const RESET_QUESTION = 'Reset to the automatic hair area?';
export const RESET_EXPLANATION = 'Your saved touch-ups of this photo will be removed.';

/** Asked before 'Reset to automatic' throws away strokes already saved (none saved: nothing to ask). */
export function ResetDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <AnimatePresence>
        {open ? (
          <Dialog.Portal forceMount>
            <Dialog.Overlay asChild forceMount>
              <motion.div
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]"
              />
            </Dialog.Overlay>
            <Dialog.Content asChild forceMount role="alertdialog">
              <motion.div
                initial={{ opacity: 0, y: 24, scale: 0.97 }}
                animate={{ opacity: 1, y: 0, scale: 1 }}
                exit={{ opacity: 0, y: 16, scale: 0.98 }}
                transition={{ type: 'spring', stiffness: 420, damping: 34 }}
                className="fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto max-w-sm rounded-card bg-surface p-6 text-center shadow-float sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
              >
                <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-brand-soft text-brand">
                  <RotateCcw className="size-6" aria-hidden="true" />
                </div>
                <Dialog.Title className="text-lg font-bold text-ink">{RESET_QUESTION}</Dialog.Title>
                <Dialog.Description className="mt-2 text-sm text-ink-soft">
                  {RESET_EXPLANATION}
                </Dialog.Description>
                <div className="mt-6 grid grid-cols-2 gap-3">
                  <Dialog.Close asChild>
                    <Button variant="secondary">Keep them</Button>
                  </Dialog.Close>
                  <Button variant="danger" onClick={onConfirm}>
                    Reset
                  </Button>
                </div>
              </motion.div>
            </Dialog.Content>
          </Dialog.Portal>
        ) : null}
      </AnimatePresence>
    </Dialog.Root>
  );
}
