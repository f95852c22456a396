import type { HairColorTryOn } from '@hairhue/contracts';
import type { PaywallRequest } from '@/components/paywall/paywall-context';
import type { SubscriptionStatus } from '@/lib/subscription';
import { BATCH_SAVE_PAUSE_MS, saveBatch } from '@/lib/save-toasts';
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

export { BATCH_SAVE_PAUSE_MS };

/** Saves the completed try-ons of a selection as one batch (the shared pause, skip and closing toast). */
export async function saveCompleted(
  tryOns: readonly HairColorTryOn[],
  saveOne: (tryOn: HairColorTryOn) => Promise<void>,
  wait?: (ms: number) => Promise<void>,
): Promise<{ saved: number; total: number }> {
  const completed = tryOns.filter((tryOn) => tryOn.status === 'completed' && tryOn.resultUrl);
  return { saved: await saveBatch(completed, saveOne, wait), total: completed.length };
}
