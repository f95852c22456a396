import type { SubscriptionStatus } from '@/lib/subscription';

export type PillKind = 'premium' | 'trial' | 'free' | 'upgrade';

export interface PillText {
  kind: PillKind;
  label: string;
  /** Trial only: '| Trial: N days left'. */
  detail?: string;
}

/** What the subscription pill at the top of the editor says (SPEC §2). */
export function subscriptionPillText(status: SubscriptionStatus): PillText {
  if (status.isActive && status.isInTrial) {
    const days = status.trialDaysRemaining;
    return {
      kind: 'trial',
      label: 'Trial active',
      detail: `| Trial: ${days} ${days === 1 ? 'day' : 'days'} left`,
    };
  }
  if (status.isActive) return { kind: 'premium', label: 'Premium' };
  if (status.usageRemaining === 1) return { kind: 'free', label: '1 free change left' };
  if (status.usageRemaining > 0) return { kind: 'free', label: `${status.usageRemaining} free changes left` };
  return { kind: 'upgrade', label: 'Upgrade for unlimited changes' };
}
