import { useState } from 'react';
import { downloadTryOn } from '@/api/try-ons';
import { usePaywall } from '@/components/paywall/paywall-context';
import { logError } from '@/lib/log';
import { useSubscription } from '@/lib/subscription';
import { toastSaved, toastSaveFailed } from '@/lib/save-toasts';
import { toast } from '@/lib/toast-store';
import { saveImage } from '@/platform/save-image';
import type { HistoryEntry } from './undo-stack';

/**
 * Saving a result (SPEC §5): premium only, else the download paywall. The full-resolution file comes from
 * the download endpoint; the image on screen is a smaller preview.
 */
export function useSaveResult(onDone: () => void) {
  const { status } = useSubscription();
  const { openPaywall } = usePaywall();
  const [saving, setSaving] = useState(false);

  const save = async (entry: HistoryEntry) => {
    if (saving) return;
    if (!status.isActive) {
      toast({ title: 'Premium required for downloads' });
      // The save sheet steps aside so the paywall owns the screen and focus.
      onDone();
      openPaywall({ trigger: 'download_attempt' });
      return;
    }
    setSaving(true);
    try {
      const { url } = await downloadTryOn(entry.tryOnId);
      await saveImage(url, entry.colorName);
      toastSaved();
      onDone();
    } catch (error) {
      logError('Saving the result failed', error);
      toastSaveFailed();
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
