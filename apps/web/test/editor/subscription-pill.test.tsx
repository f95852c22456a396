import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionPillText } from '@/features/editor/subscription-pill-text';
import { SubscriptionPill } from '@/features/editor/subscription-pill';
import type * as SubscriptionModule from '@/lib/subscription';
import { INACTIVE_STATUS, type SubscriptionStatus } from '@/lib/subscription';

const openPaywall = vi.fn();
let status: SubscriptionStatus = INACTIVE_STATUS;
vi.mock('@/components/paywall/paywall-context', () => ({ usePaywall: () => ({ openPaywall }) }));
vi.mock('@/lib/subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof SubscriptionModule>()),
  useSubscription: () => ({ status, isLoading: false }),
}));

const free = (usageRemaining: number): SubscriptionStatus => ({ ...INACTIVE_STATUS, usageRemaining });
const premium: SubscriptionStatus = { ...INACTIVE_STATUS, isActive: true, canDownloadPhotos: true };

describe('subscription pill text', () => {
  it("says 'N free changes left', and '1 free change left' for one", () => {
    expect(subscriptionPillText(free(3)).label).toBe('3 free changes left');
    expect(subscriptionPillText(free(2)).label).toBe('2 free changes left');
    expect(subscriptionPillText(free(1)).label).toBe('1 free change left');
  });

  it("says 'Upgrade for unlimited changes' when no free changes are left", () => {
    expect(subscriptionPillText(free(0))).toEqual({
      kind: 'upgrade',
      label: 'Upgrade for unlimited changes',
    });
  });

  it("says 'Trial active' with '| Trial: N days left' in a trial", () => {
    const trial = { ...premium, isInTrial: true, trialDaysRemaining: 3 };
    expect(subscriptionPillText(trial)).toEqual({
      kind: 'trial',
      label: 'Trial active',
      detail: '| Trial: 3 days left',
    });
  });

  it('says premium for an active subscription outside a trial', () => {
    expect(subscriptionPillText({ ...premium, usageRemaining: 0 }).kind).toBe('premium');
  });
});

describe('SubscriptionPill', () => {
  beforeEach(() => openPaywall.mockReset());

  it("opens the paywall with trigger 'subscription_info' when tapped with no changes left", async () => {
    status = free(0);
    render(<SubscriptionPill />);
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade for unlimited changes' }));
    expect(openPaywall).toHaveBeenCalledWith({ trigger: 'subscription_info' });
  });

  it('shows the trial days beside Trial active, and is not a button for subscribers', () => {
    status = { ...premium, isInTrial: true, trialDaysRemaining: 2 };
    render(<SubscriptionPill />);
    expect(screen.getByText('Trial active')).toBeInTheDocument();
    expect(screen.getByText('| Trial: 2 days left')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
