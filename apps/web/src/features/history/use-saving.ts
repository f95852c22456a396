import type { HairColorTryOn } from '@hairhue/contracts';
import { useCallback, useState } from 'react';
import { downloadTryOn } from '@/api/try-ons';
import { usePaywall } from '@/components/paywall/paywall-context';
import { logError } from '@/lib/log';
import { useSubscription } from '@/lib/subscription';
import { toastSaved, toastSaveFailed } from '@/lib/save-toasts';
import { saveImage } from '@/platform/save-image';
import { allowDownload, saveCompleted } from './history-actions';

/** The full-resolution result (premium) saved under the colour's name. */
async function saveTryOn(tryOn: HairColorTryOn): Promise<void> {
  const { url } = await downloadTryOn(tryOn.id);
  await saveImage(url, tryOn.colorName);
}

/** Saving one entry or a batch, premium-gated, with the spec's toasts (SPEC §5, §8). */
export function useSaving() {
  const { status } = useSubscription();
  const { openPaywall } = usePaywall();
  const [saving, setSaving] = useState(false);

  const saveOne = useCallback(
    async (tryOn: HairColorTryOn) => {
      if (!allowDownload(status, openPaywall)) return;
      setSaving(true);
      try {
        await saveTryOn(tryOn);
        toastSaved();
      } catch (error) {
        logError('Saving a try-on failed', error);
        toastSaveFailed();
      } finally {
        setSaving(false);
      }
    },
    [status, openPaywall],
  );

  /** Resolves true when the batch ran (selection mode then ends), false when premium was missing. */
  const saveBatch = useCallback(
    async (tryOns: readonly HairColorTryOn[]): Promise<boolean> => {
      if (!allowDownload(status, openPaywall)) return false;
      setSaving(true);
      try {
        await saveCompleted(tryOns, saveTryOn);
        return true;
      } finally {
        setSaving(false);
      }
    },
    [status, openPaywall],
  );

  return { saving, saveOne, saveBatch };
}
