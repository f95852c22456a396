import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { purchases } from '@/lib/app-purchases';
import { sleep } from '@/lib/purchases';
import { restoreSubscription } from '@/lib/restore';
import { toast } from '@/lib/toast-store';
import { SETTINGS_ROW } from './settings-row';

/** Restore Purchases outside the paywall: a reinstalled app, a new phone, an old subscription. */
export function RestorePurchasesRow() {
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function restore() {
    setBusy(true);
    const outcome = await restoreSubscription(purchases, (ms) => sleep(ms).then(() => mounted.current));
    if (mounted.current) setBusy(false);
    switch (outcome.kind) {
      case 'restored':
        toast({ title: 'Purchases restored', description: 'Welcome back to Premium!' });
        return;
      case 'nothing-active':
        toast({ title: 'Restore Purchases', description: 'No active subscriptions found to restore' });
        return;
      case 'failed':
        toast({ title: 'Restore failed', description: outcome.message, variant: 'destructive' });
        return;
      case 'abandoned':
        return;
    }
  }

  return (
    <button
      type="button"
      onClick={() => void restore()}
      disabled={busy}
      aria-busy={busy}
      className={`${SETTINGS_ROW} w-full text-left disabled:opacity-70`}
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-soft text-brand">
        <RotateCcw className="size-[18px]" aria-hidden="true" />
      </span>
      <span className="flex-1">{busy ? 'Restoring…' : 'Restore Purchases'}</span>
      {busy ? <Spinner className="size-[18px] text-ink-faint" /> : null}
    </button>
  );
}
