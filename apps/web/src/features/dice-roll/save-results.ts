import { BATCH_SAVE_PAUSE_MS, saveBatch, toastSaved, toastSaveFailed } from '@/lib/save-toasts';
import { saveImage } from '@/platform/save-image';

export interface SavableResult {
  url: string;
  colorName: string;
}

export { BATCH_SAVE_PAUSE_MS };

type Save = (url: string, colorName: string) => Promise<void>;

export function saveAllLabel(count: number): string {
  return `Save All Completed (${count})`;
}

/** Dice results are premium and already full resolution, so they are saved as they are. */
export async function saveOneResult(result: SavableResult, save: Save = saveImage): Promise<boolean> {
  try {
    await save(result.url, result.colorName);
    toastSaved();
    return true;
  } catch {
    toastSaveFailed();
    return false;
  }
}

/** Saves each result in turn with a pause between them; failed ones are skipped (SPEC §8). */
export function saveAllResults(
  results: readonly SavableResult[],
  save: Save = saveImage,
  pause?: (ms: number) => Promise<void>,
): Promise<number> {
  return saveBatch(results, (result) => save(result.url, result.colorName), pause);
}
