import type { HairColorTryOn } from '@hairhue/contracts';
import type { PaywallRequest } from '@/components/paywall/paywall-context';
import type { SubscriptionStatus } from '@/lib/subscription';
import { logError } from '@/lib/log';
import { toast } from '@/lib/toast-store';

/** SPEC §5: the question before deleting; null when nothing is selected, so nothing happens. */
export function deleteConfirmText(selectedCount: number): string | null {
  return selectedCount > 0 ? `Delete ${selectedCount} selected transformations?` : null;
}

/** SPEC §5: saving needs premium; otherwise the person is told why and shown the paywall. */
export function allowDownload(
  status: SubscriptionStatus,
  openPaywall: (request: PaywallRequest) => void,
): boolean {
  if (status.isActive) return true;
  toast({ title: 'Premium required for downloads' });
  openPaywall({ trigger: 'download_attempt' });
  return false;
}

/** SPEC §9: the pause between two saves of a batch. */
export const BATCH_SAVE_PAUSE_MS = 200;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Saves the completed try-ons one after another with a pause between them; a failure is skipped
 * (SPEC §8), so the count says how many made it.
 */
export async function saveCompleted(
  tryOns: readonly HairColorTryOn[],
  saveOne: (tryOn: HairColorTryOn) => Promise<void>,
  wait: (ms: number) => Promise<void> = pause,
): Promise<{ saved: number; total: number }> {
  const completed = tryOns.filter((tryOn) => tryOn.status === 'completed' && tryOn.resultUrl);
  let saved = 0;
  for (const [index, tryOn] of completed.entries()) {
    if (index > 0) await wait(BATCH_SAVE_PAUSE_MS);
    try {
      await saveOne(tryOn);
      saved += 1;
    } catch (error) {
      // Skipped by design: the closing toast reports how many of the batch were saved.
      logError('Batch save skipped an image', error);
    }
  }
  return { saved, total: completed.length };
}
