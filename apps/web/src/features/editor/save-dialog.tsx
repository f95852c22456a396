import * as Dialog from '@radix-ui/react-dialog';
import { Download, Scissors } from 'lucide-react';
import { BottomSheet, SheetCloseButton } from '@/components/bottom-sheet';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import type { HistoryEntry } from './undo-stack';
import type { PhotoSize } from './photo-stage';
import { useSaveResult } from './use-save-result';

interface SaveDialogProps {
  entry: HistoryEntry | null;
  size: PhotoSize | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the result's salon card; left out where its shade has none. */
  onSalonCard?: () => void;
}

/** The save sheet: the result, its colour name, Save, and the way to its salon card. */
export function SaveDialog({ entry, size, open, onOpenChange, onSalonCard }: SaveDialogProps) {
  const { save, saving } = useSaveResult(() => onOpenChange(false));
  const ratio = size ? size.width / size.height : 3 / 4;
  return (
    <BottomSheet open={open && entry !== null} onOpenChange={onOpenChange} className="bg-surface">
      {entry ? (
        <div className="flex flex-col items-center gap-4 p-5">
          <div className="flex w-full items-center gap-3">
            <span
              className="size-4 shrink-0 rounded-full ring-2 ring-line"
              style={{ background: entry.colorValue }}
              aria-hidden="true"
            />
            <Dialog.Title className="min-w-0 flex-1 truncate text-lg font-bold">
              {entry.colorName}
            </Dialog.Title>
            <SheetCloseButton hoverClassName="hover:bg-canvas" />
          </div>
          <img
            src={entry.resultUrl}
            alt={`Your photo with ${entry.colorName} hair`}
            className="rounded-2xl bg-line object-cover shadow-card"
            style={{ aspectRatio: ratio, width: `min(100%, 52dvh * ${ratio})` }}
          />
          <div className="flex w-full gap-3">
            {onSalonCard ? (
              <Button variant="secondary" className="min-h-13 flex-1 text-base" onClick={onSalonCard}>
                <Scissors className="size-5" aria-hidden="true" />
                Salon card
              </Button>
            ) : null}
            <Button className="min-h-13 flex-1 text-base" disabled={saving} onClick={() => void save(entry)}>
              {saving ? <Spinner className="size-5" /> : <Download className="size-5" aria-hidden="true" />}
              Save
            </Button>
          </div>
        </div>
      ) : null}
    </BottomSheet>
  );
}
