import { Download, Trash2, X } from 'lucide-react';
import { motion } from 'motion/react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';

interface SelectionBarProps {
  count: number;
  saving: boolean;
  onSave: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** The bottom bar of selection mode: '{n} selected' with save, delete and clear. */
export function SelectionBar({ count, saving, onSave, onDelete, onClear }: SelectionBarProps) {
  return (
    <motion.div
      role="toolbar"
      aria-label="Selection"
      initial={{ y: '120%' }}
      animate={{ y: 0 }}
      exit={{ y: '120%' }}
      transition={{ type: 'spring', stiffness: 420, damping: 36 }}
      className="pb-safe fixed inset-x-0 bottom-0 z-40 px-3"
    >
      <div className="mx-auto mb-3 flex max-w-md items-center gap-1 rounded-card border border-line bg-surface/95 py-1.5 pr-1.5 pl-5 shadow-float backdrop-blur-md">
        <p className="flex-1 text-[15px] font-semibold text-ink" aria-live="polite">
          {count} selected
        </p>
        <BarButton label="Save selected" onClick={onSave} disabled={count === 0 || saving}>
          {saving ? <Spinner className="size-5" /> : <Download className="size-5" aria-hidden="true" />}
        </BarButton>
        <BarButton label="Delete selected" onClick={onDelete} disabled={count === 0 || saving} danger>
          <Trash2 className="size-5" aria-hidden="true" />
        </BarButton>
        <BarButton label="Clear selection" onClick={onClear} disabled={saving}>
          <X className="size-5" aria-hidden="true" />
        </BarButton>
      </div>
    </motion.div>
  );
}

interface BarButtonProps {
  label: string;
  onClick: () => void;
  disabled: boolean;
  danger?: boolean;
  children: ReactNode;
}

function BarButton({ label, onClick, disabled, danger = false, children }: BarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className={`grid size-11 place-items-center rounded-full transition-colors disabled:opacity-40 ${
        danger ? 'text-danger hover:bg-danger/10' : 'text-ink hover:bg-ink/5'
      }`}
    >
      {children}
    </button>
  );
}
