import { logError } from './log';
import { toast } from './toast-store';

/** SPEC §9: the pause between two saves of a batch, so the photo library is not flooded. */
export const BATCH_SAVE_PAUSE_MS = 200;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SPEC §8: what a single save says, whichever screen it was made from. */
export function toastSaved(): void {
  toast({ title: 'Saved!', description: 'Image saved to photo library' });
}

export function toastSaveFailed(): void {
  toast({ title: 'Error', description: 'Failed to save image', variant: 'destructive' });
}

/**
 * Saves the items one after another with the pause between them; a failure is skipped (SPEC §8) and the
 * closing toast says how many of the batch were saved. Resolves with that number.
 */
export async function saveBatch<T>(
  items: readonly T[],
  saveOne: (item: T) => Promise<void>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<number> {
  let saved = 0;
  for (const [index, item] of items.entries()) {
    if (index > 0) await wait(BATCH_SAVE_PAUSE_MS);
    try {
      await saveOne(item);
      saved += 1;
    } catch (error) {
      logError('Batch save skipped an image', error);
    }
  }
  toast({
    title: 'Batch save complete!',
    description: `Saved ${saved} of ${items.length} images to photo library`,
  });
  return saved;
}
