import * as Dialog from '@radix-ui/react-dialog';
import { PartyPopper } from 'lucide-react';
import { motion } from 'motion/react';
import { Button } from '@/components/button';

/** Three catalogue swatches (Copper Red, Hot Pink, Teal Blue), one per free change. */
const FREE_CHANGE_SWATCHES = ['#b0412a', '#ff3fa4', '#1f6f80'];

/** SPEC §2: after 'Maybe Later' on the premium offer; closing it (any way) finishes onboarding. */
export function AllSetDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-sm" />
        <div className="pointer-events-none fixed inset-0 z-50 grid place-items-center p-5">
          <Dialog.Content asChild>
            <motion.div
              initial={{ opacity: 0, scale: 0.94, y: 12 }}
              animate={{ opacity: 1, scale: 1, y: 0 }}
              transition={{ type: 'spring', duration: 0.45, bounce: 0.25 }}
              className="pointer-events-auto w-full max-w-sm rounded-[1.75rem] bg-surface p-6 pt-8 text-center shadow-float outline-none"
            >
              <div className="mx-auto grid size-16 place-items-center rounded-3xl bg-brand-gradient text-white shadow-card">
                <PartyPopper className="size-8" aria-hidden="true" />
              </div>
              <Dialog.Title className="mt-5 text-2xl font-bold tracking-tight text-ink">
                You&apos;re All Set!
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-[15px] leading-relaxed text-ink-soft">
                You have 3 free hair color changes to start with.
              </Dialog.Description>
              <div className="mt-5 flex justify-center gap-2.5" aria-hidden="true">
                {FREE_CHANGE_SWATCHES.map((colour, index) => (
                  <span
                    key={colour}
                    className="grid size-10 place-items-center rounded-full text-sm font-bold text-white shadow-card ring-2 ring-surface"
                    style={{ backgroundColor: colour }}
                  >
                    {index + 1}
                  </span>
                ))}
              </div>
              <Dialog.Close asChild>
                <Button block className="mt-7 min-h-12 text-base">
                  Let&apos;s Go
                </Button>
              </Dialog.Close>
            </motion.div>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
