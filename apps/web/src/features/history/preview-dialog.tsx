import type { HairColorTryOn } from '@hairhue/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, X } from 'lucide-react';
import { motion } from 'motion/react';
import { AnimatedDialog } from '@/components/animated-dialog';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { tuningLabel } from '@/lib/tuning-label';

interface PreviewDialogProps {
  /** The entry shown; null when closed. */
  tryOn: HairColorTryOn | null;
  saving: boolean;
  onSave: (tryOn: HairColorTryOn) => void;
  onClose: () => void;
}

/** A result full screen with its colour name and a Save button (SPEC §2). */
export function PreviewDialog({ tryOn, saving, onSave, onClose }: PreviewDialogProps) {
  return (
    <AnimatedDialog open={tryOn !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {tryOn ? (
        <Dialog.Content asChild forceMount aria-describedby={undefined}>
          <motion.div
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: 0.2 }}
            className="pt-safe pb-safe fixed inset-0 z-50 flex flex-col bg-[#120b18] text-white"
          >
            <div className="flex min-h-16 items-center gap-2 px-2">
              <Dialog.Close
                aria-label="Close"
                className="grid size-11 place-items-center rounded-full hover:bg-white/10"
              >
                <X className="size-6" aria-hidden="true" />
              </Dialog.Close>
              <Dialog.Title className="flex min-w-0 flex-1 items-center justify-center gap-2 pr-13 text-lg font-semibold">
                <span
                  className="size-3.5 shrink-0 rounded-full ring-2 ring-white/30"
                  style={{ backgroundColor: tryOn.colorValue }}
                  aria-hidden="true"
                />
                <span className="truncate">{tryOn.colorName}</span>
              </Dialog.Title>
            </div>
            <TuningLine tryOn={tryOn} />
            <motion.div
              initial={{ scale: 0.94, opacity: 0 }}
              animate={{ scale: 1, opacity: 1 }}
              exit={{ scale: 0.96, opacity: 0 }}
              transition={{ type: 'spring', stiffness: 320, damping: 30 }}
              className="flex min-h-0 flex-1 items-center justify-center px-3"
            >
              <img
                src={tryOn.resultUrl ?? undefined}
                alt={`Your photo with ${tryOn.colorName} hair`}
                className="max-h-full max-w-full rounded-card object-contain shadow-float"
              />
            </motion.div>
            <div className="mx-auto w-full max-w-md px-4 pt-4 pb-4">
              <Button block onClick={() => onSave(tryOn)} disabled={saving} className="min-h-13">
                {saving ? <Spinner className="size-5" /> : <Download className="size-5" aria-hidden="true" />}
                Save
              </Button>
            </div>
          </motion.div>
        </Dialog.Content>
      ) : null}
    </AnimatedDialog>
  );
}

/** The tuned intensity and shine under the title; nothing for a try-on at the defaults. */
function TuningLine({ tryOn }: { tryOn: HairColorTryOn }) {
  const label = tuningLabel(tryOn);
  if (!label) return null;
  return <p className="-mt-2 pb-1 text-center text-sm text-white/75">{label}</p>;
}
