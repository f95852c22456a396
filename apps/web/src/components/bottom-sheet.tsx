import * as Dialog from '@radix-ui/react-dialog';
import { motion } from 'motion/react';
import { AnimatedDialog } from './animated-dialog';
import type { ReactNode } from 'react';

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
