import type { Purchases } from './purchases';

/** SPEC §4, §9: after a restore the status is read again 2 s later. */
export const RESTORE_REFRESH_MS = 2000;

export type RestoreOutcome =
  | { kind: 'restored' }
  /** The store found nothing active (SPEC §5: a restore only counts when the status is active). */
  | { kind: 'nothing-active' }
  | { kind: 'failed'; message: string }
  /** The screen that asked went away while waiting. */
  | { kind: 'abandoned' };

/**
 * Restore Purchases, wherever it is offered: ask the store, give the server 2 s, read the status. `after`
 * waits and says whether the asker is still there.
 */
export async function restoreSubscription(
  purchases: Purchases,
  after: (ms: number) => Promise<boolean>,
): Promise<RestoreOutcome> {
  const result = await purchases.restorePurchases();
  if (!result.success) return { kind: 'failed', message: result.error ?? 'Failed to restore purchases' };
  if (!(await after(RESTORE_REFRESH_MS))) return { kind: 'abandoned' };
  const status = await purchases.getSubscriptionStatus(true);
  return status.isActive ? { kind: 'restored' } : { kind: 'nothing-active' };
}
