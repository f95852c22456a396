import { RotateCcw } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      icon={RotateCcw}
      tone="brand"
      title={RESET_QUESTION}
      description={RESET_EXPLANATION}
      cancelLabel="Keep them"
      confirmLabel="Reset"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
