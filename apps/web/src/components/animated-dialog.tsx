import * as Dialog from '@radix-ui/react-dialog';
import { AnimatePresence } from 'motion/react';
import type { ReactNode } from 'react';

interface AnimatedDialogProps {
  open: boolean;
  /** Left out where the dialog cannot be dismissed. */
  onOpenChange?: (open: boolean) => void;
  /** The overlay and content, force-mounted (`forceMount asChild`) over motion elements with an `exit`. */
  children: ReactNode;
}

/**
 * A Radix dialog whose portal stays in the page until its motion elements have played their exit: Radix alone
 * would unmount it at once on close.
 */
export function AnimatedDialog({ open, onOpenChange, children }: AnimatedDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <AnimatePresence>{open ? <Dialog.Portal forceMount>{children}</Dialog.Portal> : null}</AnimatePresence>
    </Dialog.Root>
  );
}
