import { salonCardFileName } from '@hairhue/contracts/constants';
import { useState } from 'react';
import { usePaywall } from '@/components/paywall/paywall-context';
import { logError } from '@/lib/log';
import { toastSaved, toastSaveFailed } from '@/lib/save-toasts';
import { useSubscription } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { saveImageBlob, shareImageBlob } from '@/platform/save-blob';
import { drawSalonCard } from './draw-salon-card';
import type { SalonCardContent } from './salon-card-content';

export const SAVED_INSTEAD = "Sharing isn't available here, so the card was saved to your device.";

export interface SalonCardImages {
  /** The original photo and the result, drawn as the before/after pair. */
  before: string;
  after: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Saving or sharing the salon card follows the result's download rules (SPEC §5): premium (trial included)
 * only, else 'Premium required for downloads' and the download paywall. The card is drawn on the tap.
 */
export function useSalonCardExport(onPaywall: () => void) {
  const { status } = useSubscription();
  const { openPaywall } = usePaywall();
  const [busy, setBusy] = useState<'save' | 'share' | null>(null);

  const allowed = () => {
    if (status.isActive) return true;
    toast({ title: 'Premium required for downloads' });
    // The sheet steps aside so the paywall owns the screen and focus.
    onPaywall();
    openPaywall({ trigger: 'download_attempt' });
    return false;
  };

  const run = async (kind: 'save' | 'share', content: SalonCardContent, images: SalonCardImages) => {
    if (busy || !allowed()) return;
    setBusy(kind);
    const fileName = salonCardFileName(content.shadeName);
    try {
      const card = await drawSalonCard(content, images);
      if (kind === 'share') {
        try {
          const title = `Salon card: ${content.shadeName}`;
          if ((await shareImageBlob(card, fileName, title)) !== 'unavailable') return;
        } catch (error) {
          // Closing the share sheet is not an error worth telling anyone about.
          if (isAbort(error)) return;
          logError('Sharing the salon card failed', error);
        }
        await saveImageBlob(card, fileName, content.shadeName);
        toast({ title: 'Saved instead', description: SAVED_INSTEAD });
        return;
      }
      await saveImageBlob(card, fileName, content.shadeName);
      toastSaved();
    } catch (error) {
      logError('Saving the salon card failed', error);
      toastSaveFailed();
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    save: (content: SalonCardContent, images: SalonCardImages) => run('save', content, images),
    share: (content: SalonCardContent, images: SalonCardImages) => run('share', content, images),
  };
}
