import * as Dialog from '@radix-ui/react-dialog';
import { Trash2 } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';

interface DeleteDialogProps {
  /** The question from `deleteConfirmText`; null when closed. */
  question: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before deleting the selected entries (SPEC §5); closing is blocked while the delete runs. */
export function DeleteDialog({ question, deleting, onConfirm, onCancel }: DeleteDialogProps) {
  return (
    <Dialog.Root
      open={question !== null}
      onOpenChange={(open) => (open || deleting ? undefined : onCancel())}
    >
      <AnimatePresence>
        {question ? (
          <Dialog.Portal forceMount>
            <Dialog.Overlay asChild forceMount>
              <motion.div
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]"
              />
            </Dialog.Overlay>
            <Dialog.Content asChild forceMount role="alertdialog" aria-describedby={undefined}>
              <motion.div
                initial={{ opacity: 0, y: 24, scale: 0.97 }}
                animate={{ opacity: 1, y: 0, scale: 1 }}
                exit={{ opacity: 0, y: 16, scale: 0.98 }}
                transition={{ type: 'spring', stiffness: 420, damping: 34 }}
                className="fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto max-w-sm rounded-card bg-surface p-6 text-center shadow-float sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
              >
                <div className="mx-auto mb-4 grid size-14 place-items-center rounded-full bg-danger/10 text-danger">
                  <Trash2 className="size-6" aria-hidden="true" />
                </div>
                <Dialog.Title className="text-lg font-bold text-ink">{question}</Dialog.Title>
                <div className="mt-6 grid grid-cols-2 gap-3">
                  <Dialog.Close asChild>
                    <Button variant="secondary" disabled={deleting}>
                      Cancel
                    </Button>
                  </Dialog.Close>
                  <Button variant="danger" onClick={onConfirm} disabled={deleting}>
                    {deleting ? <Spinner className="size-5" /> : null}
                    Delete
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
