import { Crown, Sparkles } from 'lucide-react';
import { usePaywall } from '@/components/paywall/paywall-context';
import { useSubscription } from '@/lib/subscription';
import { subscriptionPillText } from './subscription-pill-text';

const PILL = 'inline-flex min-h-9 max-w-full items-center gap-1.5 rounded-full px-3.5 font-semibold';
/**
 * 'Upgrade for unlimited changes' stays on one line between the header's two buttons: 12 px, set tight,
 * and below 360 px without the icon and at 11 px (it fits 204 px even in a wide font such as DejaVu Sans).
 */
const ONE_LINE = 'whitespace-nowrap text-[12px] tracking-tight max-[359px]:px-2.5 max-[359px]:text-[11px]';
/**
 * 'Trial active | Trial: N days left' stays on one line too: 13 px from 375 px up (it needs 245 px there),
 * set tighter at 12 px on a 360 px phone, and at 11 px without the crown below that.
 */
const TRIAL_ONE_LINE =
  'whitespace-nowrap text-[13px] max-[374px]:text-[12px] max-[374px]:tracking-tight max-[359px]:px-2.5 max-[359px]:text-[11px]';

/** The subscription info at the top of the editor; for free devices it opens the paywall. */
export function SubscriptionPill() {
  const { status, isLoading } = useSubscription();
  const { openPaywall } = usePaywall();

  // A placeholder of the same size, so the header does not show 'Upgrade…' before the status is known.
  if (isLoading) return <span className={`${PILL} w-36 animate-pulse bg-line/70`} aria-hidden="true" />;

  const text = subscriptionPillText(status);
  if (text.kind === 'premium' || text.kind === 'trial') {
    return (
      <span className={`${PILL} ${TRIAL_ONE_LINE} bg-ink text-white shadow-card`}>
        <Crown className="size-3.5 shrink-0 text-amber-300 max-[359px]:hidden" aria-hidden="true" />
        <span>
          {text.label}
          {text.detail ? <span className="font-medium text-white/70"> {text.detail}</span> : null}
        </span>
      </span>
    );
  }
  const upgrade = text.kind === 'upgrade';
  return (
    <button
      type="button"
      onClick={() => openPaywall({ trigger: 'subscription_info' })}
      className={`${PILL} ${ONE_LINE} min-h-11 transition active:scale-[0.97] ${
        upgrade
          ? 'bg-brand-gradient text-white shadow-card'
          : 'border border-line bg-surface text-ink shadow-card'
      }`}
    >
      <Sparkles
        className={`size-3.5 shrink-0 max-[359px]:hidden ${upgrade ? 'text-white' : 'text-brand'}`}
        aria-hidden="true"
      />
      <span>{text.label}</span>
    </button>
  );
}
