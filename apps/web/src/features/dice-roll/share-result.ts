import { logError } from '@/lib/log';
import { toastSaveFailed } from '@/lib/save-toasts';
import { toast } from '@/lib/toast-store';
import { copyImageLink, saveImage, shareImage } from '@/platform/save-image';
import type { SavableResult } from './save-results';

export const SAVED_INSTEAD = "Sharing isn't available here, so the image was saved to your device.";
export const LINK_COPIED = "Sharing isn't available here, so a link to the image was copied.";
export const CANNOT_SHARE = "This browser can't share or copy the image. Save it instead.";

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * 'Share This Image' everywhere (issue 10 §5.4): the share sheet with the file where the browser can share
 * files, else with its link; where there is no share sheet, a premium device saves the image and any
 * other copies its link. A toast says which happened whenever it was not the share sheet.
 */
export async function shareResult(result: SavableResult, canDownload: boolean): Promise<void> {
  try {
    if ((await shareImage(result.url, result.colorName)) !== 'unavailable') return;
  } catch (error) {
    // Closing the share sheet is not an error worth telling anyone about.
    if (isAbort(error)) return;
    logError('Sharing failed', error);
  }

  if (canDownload) {
    try {
      await saveImage(result.url, result.colorName);
      toast({ title: 'Saved instead', description: SAVED_INSTEAD });
    } catch (error) {
      logError('Saving instead of sharing failed', error);
      toastSaveFailed();
    }
    return;
  }
  if (await copyImageLink(result.url)) toast({ title: 'Link copied', description: LINK_COPIED });
  else toast({ title: 'Sharing not available', description: CANNOT_SHARE });
}
