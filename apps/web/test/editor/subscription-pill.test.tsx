import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionPillText } from '@/features/editor/subscription-pill-text';
import { SubscriptionPill } from '@/features/editor/subscription-pill';
import { account, freeChanges, PREMIUM } from '../helpers/subscription';

vi.mock(
  '@/components/paywall/paywall-context',
  async () => (await import('../helpers/subscription')).paywallModule,
);
vi.mock('@/lib/subscription', async (importOriginal) =>
  (await import('../helpers/subscription')).subscriptionModule(importOriginal),
);

describe('subscription pill text', () => {
  it("says 'N free changes left', and '1 free change left' for one", () => {
    expect(subscriptionPillText(freeChanges(3)).label).toBe('3 free changes left');
    expect(subscriptionPillText(freeChanges(2)).label).toBe('2 free changes left');
    expect(subscriptionPillText(freeChanges(1)).label).toBe('1 free change left');
  });

  it("says 'Upgrade for unlimited changes' when no free changes are left", () => {
    expect(subscriptionPillText(freeChanges(0))).toEqual({
      kind: 'upgrade',
      label: 'Upgrade for unlimited changes',
    });
  });

  it("says 'Trial active' with '| Trial: N days left' in a trial", () => {
    const trial = { ...PREMIUM, isInTrial: true, trialDaysRemaining: 3 };
    expect(subscriptionPillText(trial)).toEqual({
      kind: 'trial',
      label: 'Trial active',
      detail: '| Trial: 3 days left',
    });
  });

  it('says premium for an active subscription outside a trial', () => {
    expect(subscriptionPillText({ ...PREMIUM, usageRemaining: 0 }).kind).toBe('premium');
  });
});

describe('SubscriptionPill', () => {
  beforeEach(() => account.openPaywall.mockReset());

  it("opens the paywall with trigger 'subscription_info' when tapped with no changes left", async () => {
    account.status = freeChanges(0);
    render(<SubscriptionPill />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade for unlimited changes' }));
    expect(account.openPaywall).toHaveBeenCalledWith({ trigger: 'subscription_info' });
  });

  it('shows the trial days beside Trial active, and is not a button for subscribers', () => {
    account.status = { ...PREMIUM, isInTrial: true, trialDaysRemaining: 2 };
    render(<SubscriptionPill />);
    expect(screen.getByText('Trial active')).toBeInTheDocument();
    expect(screen.getByText('| Trial: 2 days left')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
