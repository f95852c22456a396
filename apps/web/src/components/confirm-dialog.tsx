import * as Dialog from '@radix-ui/react-dialog';
import type { LucideIcon } from 'lucide-react';
import { motion } from 'motion/react';
import { AnimatedDialog } from './animated-dialog';
import { Button } from './button';
import { Spinner } from './spinner';

const TONES = {
  brand: 'bg-brand-soft text-brand',
  danger: 'bg-danger/10 text-danger',
} as const;

export interface ConfirmDialogProps {
  open: boolean;
  icon: LucideIcon;
  /** The colour of the icon's circle; the confirm button is always the danger one. */
  tone: keyof typeof TONES;
  title: string;
  /** Left out where the title says it all: the dialog then has no description to point to. */
  description?: string;
  cancelLabel: string;
  confirmLabel: string;
  /** While the confirmed action runs: both buttons are held and the dialog cannot be closed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question before something that cannot be undone: an alert dialog with a cancel and a confirm button. */
export function ConfirmDialog({
  open,
  icon: Icon,
  tone,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  // Radix points aria-describedby at a description by default; without one it must point at nothing.
  const describedBy = description === undefined ? { 'aria-describedby': undefined } : {};
  return (
    <AnimatedDialog open={open} onOpenChange={(next) => (next || busy ? undefined : onCancel())}>
      <Dialog.Overlay asChild forceMount>
        <motion.div
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
          className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]"
        />
      </Dialog.Overlay>
      <Dialog.Content asChild forceMount role="alertdialog" {...describedBy}>
        <motion.div
          initial={{ opacity: 0, y: 24, scale: 0.97 }}
          animate={{ opacity: 1, y: 0, scale: 1 }}
          exit={{ opacity: 0, y: 16, scale: 0.98 }}
          transition={{ type: 'spring', stiffness: 420, damping: 34 }}
          className="fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-50 mx-auto max-w-sm rounded-card bg-surface p-6 text-center shadow-float sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2"
        >
          <div className={`mx-auto mb-4 grid size-14 place-items-center rounded-full ${TONES[tone]}`}>
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <Dialog.Title className="text-lg font-bold text-ink">{title}</Dialog.Title>
          {description !== undefined ? (
            <Dialog.Description className="mt-2 text-sm text-ink-soft">{description}</Dialog.Description>
          ) : null}
          <div className="mt-6 grid grid-cols-2 gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? <Spinner className="size-5" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </motion.div>
      </Dialog.Content>
    </AnimatedDialog>
  );
}
