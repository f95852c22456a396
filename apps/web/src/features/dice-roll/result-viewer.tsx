import * as Dialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { Download, Images, Share2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { saveAllLabel, saveAllResults, saveOneResult, type SavableResult } from './save-results';
import { shareResult } from './share-result';

export interface ViewerResult extends SavableResult {
  color: string;
}

/** The completed results in a swipeable carousel, opened at the tile that was tapped (SPEC §2). */
export function ResultViewer({
  results,
  startIndex,
  canDownload,
  onClose,
}: {
  results: readonly ViewerResult[];
  startIndex: number;
  /** Premium: where the browser cannot share, Share saves the image instead of copying its link. */
  canDownload: boolean;
  onClose: () => void;
}) {
  const [emblaRef, emblaApi] = useEmblaCarousel({ startIndex, loop: false });
  const [selected, setSelected] = useState(startIndex);
  const [busy, setBusy] = useState<'one' | 'all' | 'share' | null>(null);
  const current = results[selected] ?? results[0];

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const run = async (kind: 'one' | 'all' | 'share', task: () => Promise<unknown>) => {
    setBusy(kind);
    try {
      await task();
    } finally {
      setBusy(null);
    }
  };

  const share = () => run('share', async () => current && shareResult(current, canDownload));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95 backdrop-blur-md" />
        <Dialog.Content className="pt-safe pb-safe fixed inset-0 z-50 mx-auto flex max-w-md flex-col outline-none">
          <div className="flex items-center justify-between gap-3 px-4 pt-3 pb-2 text-white">
            <div className="flex min-w-0 items-center gap-2.5">
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full ring-2 ring-white/80"
                style={{ backgroundColor: current?.color }}
              />
              <Dialog.Title className="truncate text-[18px] font-bold">{current?.colorName}</Dialog.Title>
            </div>
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-full bg-white/10 transition hover:bg-white/20"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Swipe to see your other transformations, then save or share them.
          </Dialog.Description>

          <div className="flex min-h-0 flex-1 flex-col justify-center">
            <div className="overflow-hidden" ref={emblaRef}>
              <div className="flex touch-pan-y">
                {results.map((result, index) => (
                  <div key={result.url} className="min-w-0 flex-[0_0_100%] px-4">
                    <div className="flex h-[min(60dvh,calc(100vw-2rem))] items-center justify-center">
                      <img
                        src={result.url}
                        alt={`Your photo with ${result.colorName} hair (${index + 1} of ${results.length})`}
                        className="max-h-full max-w-full rounded-card object-contain shadow-float"
                      />
                    </div>
                  </div>
                ))}
              </div>
            </div>
            {results.length > 1 ? (
              <div className="mt-3 flex justify-center gap-1.5" aria-hidden="true">
                {results.map((result, index) => (
                  <span
                    key={result.url}
                    className={`h-1.5 rounded-full transition-all ${index === selected ? 'w-5 bg-white' : 'w-1.5 bg-white/40'}`}
                  />
                ))}
              </div>
            ) : null}
          </div>

          <div className="flex flex-col gap-2.5 px-4 pt-4 pb-4">
            <Button
              block
              disabled={busy !== null || !current}
              onClick={() => current && void run('one', () => saveOneResult(current))}
            >
              {busy === 'one' ? (
                <Spinner className="size-5" />
              ) : (
                <Download className="size-5" aria-hidden="true" />
              )}
              Save This Image
            </Button>
            <Button
              block
              variant="secondary"
              disabled={busy !== null || !current}
              onClick={() => void share()}
            >
              {busy === 'share' ? (
                <Spinner className="size-5" />
              ) : (
                <Share2 className="size-5" aria-hidden="true" />
              )}
              Share This Image
            </Button>
            <Button
              block
              variant="ghost"
              className="text-white hover:bg-white/10 active:bg-white/15"
              disabled={busy !== null}
              onClick={() => void run('all', () => saveAllResults(results))}
            >
              {busy === 'all' ? (
                <Spinner className="size-5" />
              ) : (
                <Images className="size-5" aria-hidden="true" />
              )}
              {saveAllLabel(results.length)}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
