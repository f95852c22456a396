import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { motion } from 'motion/react';
import type { ReactNode } from 'react';
import { AnimatedDialog } from './animated-dialog';

interface BottomSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What this sheet's panel adds to the shared one: its background, and its layout where it scrolls. */
  className: string;
  /** The panel's content, with its own Dialog.Title (a sheet has no description). */
  children: ReactNode;
}

/** A modal panel that slides up from the bottom of a phone screen (a card in the middle on a wider one). */
export function BottomSheet({ open, onOpenChange, className, children }: BottomSheetProps) {
  return (
    <AnimatedDialog open={open} onOpenChange={onOpenChange}>
      <Dialog.Overlay forceMount asChild>
        <motion.div
          className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-sm"
          initial={{ opacity: 0 }}
          animate={{ opacity: 1 }}
          exit={{ opacity: 0 }}
        />
      </Dialog.Overlay>
      <Dialog.Content forceMount asChild aria-describedby={undefined}>
        <motion.div
          className={`pb-safe fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-md rounded-t-[28px] shadow-float outline-none sm:bottom-6 sm:rounded-[28px] ${className}`}
          initial={{ y: '100%' }}
          animate={{ y: 0 }}
          exit={{ y: '100%', opacity: 0 }}
          transition={{ type: 'spring', damping: 30, stiffness: 320 }}
        >
          {children}
        </motion.div>
      </Dialog.Content>
    </AnimatedDialog>
  );
}

/** The sheet's X at the end of its title row; `hoverClassName` is a tint that shows on the sheet's background. */
export function SheetCloseButton({ hoverClassName }: { hoverClassName: string }) {
  return (
    <Dialog.Close
      aria-label="Close"
      className={`-mr-2 grid size-11 place-items-center rounded-full text-ink-soft ${hoverClassName}`}
    >
      <X className="size-5" aria-hidden="true" />
    </Dialog.Close>
  );
}
