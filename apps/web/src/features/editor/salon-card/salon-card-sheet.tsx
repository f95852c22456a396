import type { Shade } from '@hairhue/catalogue';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, Share2, X } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { usePhotoAppearance } from '@/api/photo-appearance';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { salonCardContent } from './salon-card-content';
import { SalonCardView } from './salon-card-view';
import { useSalonCardExport } from './use-salon-card-export';

interface SalonCardSheetProps {
  photoId: string;
  /** The shade of the result on screen, and the pair: the original photo and that result. */
  shade: Shade | null;
  originalUrl: string;
  resultUrl: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Salon card': what the result's shade would take at a salon, to save or share for a colourist. */
export function SalonCardSheet({ open, shade, resultUrl, ...rest }: SalonCardSheetProps) {
  return (
    <Dialog.Root open={open && shade !== null && resultUrl !== null} onOpenChange={rest.onOpenChange}>
      <AnimatePresence>
        {open && shade && resultUrl ? (
          <Dialog.Portal forceMount>
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
                className="pb-safe fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[94dvh] w-full max-w-md flex-col rounded-t-[28px] bg-canvas shadow-float outline-none sm:bottom-6 sm:rounded-[28px]"
                initial={{ y: '100%' }}
                animate={{ y: 0 }}
                exit={{ y: '100%', opacity: 0 }}
                transition={{ type: 'spring', damping: 30, stiffness: 320 }}
              >
                <SheetBody shade={shade} resultUrl={resultUrl} {...rest} />
              </motion.div>
            </Dialog.Content>
          </Dialog.Portal>
        ) : null}
      </AnimatePresence>
    </Dialog.Root>
  );
}

function SheetBody({
  photoId,
  shade,
  originalUrl,
  resultUrl,
  onOpenChange,
}: Omit<SalonCardSheetProps, 'open' | 'shade' | 'resultUrl'> & { shade: Shade; resultUrl: string }) {
  const appearance = usePhotoAppearance(photoId);
  // A photo that could not be measured (or a failed request) gets the card for an unknown level.
  const measuring = appearance.isPending;
  const content = salonCardContent(appearance.data?.hairLevel ?? null, shade);
  const images = { before: originalUrl, after: resultUrl };
  const { busy, save, share } = useSalonCardExport(() => onOpenChange(false));

  return (
    <>
      <div className="flex items-center gap-3 px-5 pt-4 pb-2">
        <Dialog.Title className="min-w-0 flex-1 text-lg font-bold">Salon card</Dialog.Title>
        <Dialog.Close
          aria-label="Close"
          className="-mr-2 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-line/60"
        >
          <X className="size-5" aria-hidden="true" />
        </Dialog.Close>
      </div>
      {/* Focusable, so a keyboard can scroll the card where the screen is too short to show it whole. */}
      <div
        role="region"
        aria-label="Salon card details"
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-4 focus-visible:-outline-offset-3"
      >
        <SalonCardView content={content} measuring={measuring} before={originalUrl} after={resultUrl} />
      </div>
      <div className="flex gap-3 p-4">
        <Button
          variant="secondary"
          className="min-h-13 flex-1 text-base"
          disabled={measuring || busy !== null}
          onClick={() => void share(content, images)}
        >
          {busy === 'share' ? (
            <Spinner className="size-5" />
          ) : (
            <Share2 className="size-5" aria-hidden="true" />
          )}
          Share
        </Button>
        <Button
          className="min-h-13 flex-1 text-base"
          disabled={measuring || busy !== null}
          onClick={() => void save(content, images)}
        >
          {busy === 'save' ? (
            <Spinner className="size-5" />
          ) : (
            <Download className="size-5" aria-hidden="true" />
          )}
          Save
        </Button>
      </div>
    </>
  );
}
