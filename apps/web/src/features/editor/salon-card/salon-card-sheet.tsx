import type { Shade } from '@hairhue/catalogue';
import * as Dialog from '@radix-ui/react-dialog';
import { Download, Share2 } from 'lucide-react';
import type { TryOnTuning } from '@hairhue/contracts/constants';
import { usePhotoAppearance } from '@/api/photo-appearance';
import { BottomSheet, SheetCloseButton } from '@/components/bottom-sheet';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { salonCardContent } from './salon-card-content';
import { SalonCardView } from './salon-card-view';
import { useSalonCardExport } from './use-salon-card-export';

interface SalonCardSheetProps {
  photoId: string;
  /** The shade of the result on screen, its intensity and shine, and the pair: the original and that result. */
  shade: Shade | null;
  tuning: TryOnTuning | null;
  originalUrl: string;
  resultUrl: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Salon card': what the result's shade would take at a salon, to save or share for a colourist. */
export function SalonCardSheet({ open, shade, resultUrl, ...rest }: SalonCardSheetProps) {
  return (
    <BottomSheet
      open={open && shade !== null && resultUrl !== null}
      onOpenChange={rest.onOpenChange}
      className="flex max-h-[94dvh] flex-col bg-canvas"
    >
      {shade && resultUrl ? <SheetBody shade={shade} resultUrl={resultUrl} {...rest} /> : null}
    </BottomSheet>
  );
}

function SheetBody({
  photoId,
  shade,
  originalUrl,
  resultUrl,
  tuning,
  onOpenChange,
}: Omit<SalonCardSheetProps, 'open' | 'shade' | 'resultUrl'> & { shade: Shade; resultUrl: string }) {
  const appearance = usePhotoAppearance(photoId);
  // A photo that could not be measured (or a failed request) gets the card for an unknown level.
  const measuring = appearance.isPending;
  const content = salonCardContent(appearance.data?.hairLevel ?? null, shade, tuning);
  const images = { before: originalUrl, after: resultUrl };
  const { busy, save, share } = useSalonCardExport(() => onOpenChange(false));

  return (
    <>
      <div className="flex items-center gap-3 px-5 pt-4 pb-2">
        <Dialog.Title className="min-w-0 flex-1 text-lg font-bold">Salon card</Dialog.Title>
        <SheetCloseButton hoverClassName="hover:bg-line/60" />
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
