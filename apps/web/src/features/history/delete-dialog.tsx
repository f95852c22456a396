import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';

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
    <ConfirmDialog
      open={question !== null}
      icon={Trash2}
      tone="danger"
      title={question ?? ''}
      cancelLabel="Cancel"
      confirmLabel="Delete"
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
