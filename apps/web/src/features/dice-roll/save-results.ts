import { toast } from '@/lib/toast-store';
import { saveImage } from '@/platform/save-image';

export interface SavableResult {
  url: string;
  colorName: string;
}

/** SPEC §9: a pause between batch saves, so the device's photo library is not flooded. */
export const BATCH_SAVE_PAUSE_MS = 200;

type Save = (url: string, colorName: string) => Promise<void>;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function saveAllLabel(count: number): string {
  return `Save All Completed (${count})`;
}

/** Dice results are premium and already full resolution, so they are saved as they are. */
export async function saveOneResult(result: SavableResult, save: Save = saveImage): Promise<boolean> {
  try {
    await save(result.url, result.colorName);
    toast({ title: 'Saved!', description: 'Image saved to photo library' });
    return true;
  } catch {
    toast({ title: 'Error', description: 'Failed to save image', variant: 'destructive' });
    return false;
  }
}

/** Saves each result in turn with a pause between them; failed ones are skipped (SPEC §8). */
export async function saveAllResults(
  results: readonly SavableResult[],
  save: Save = saveImage,
  pause: (ms: number) => Promise<void> = sleep,
): Promise<number> {
  let saved = 0;
  for (const [index, result] of results.entries()) {
    if (index > 0) await pause(BATCH_SAVE_PAUSE_MS);
    try {
      await save(result.url, result.colorName);
      saved += 1;
    } catch {
      // Skipped: the summary toast says how many made it.
    }
  }
  toast({
    title: 'Batch save complete!',
    description: `Saved ${saved} of ${results.length} images to photo library`,
  });
  return saved;
}
