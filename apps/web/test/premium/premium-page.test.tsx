import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaywallRequest } from '@/components/paywall/paywall-context';
import { PremiumPage } from '@/features/premium/premium-page';
import type * as subscriptionModule from '@/lib/subscription';
import { INACTIVE_STATUS, type SubscriptionStatus } from '@/lib/subscription';

const openPaywall = vi.fn<(request: PaywallRequest) => void>();
vi.mock('@/components/paywall/paywall-context', () => ({
  usePaywall: () => ({ openPaywall, isPaywallOpen: false }),
}));

let subscription: { status: SubscriptionStatus; isLoading: boolean };
vi.mock('@/lib/subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof subscriptionModule>()),
  useSubscription: () => subscription,
}));

const FREE: SubscriptionStatus = { ...INACTIVE_STATUS, usageRemaining: 2, canUseHairColorChange: true };
const TRIAL: SubscriptionStatus = {
  ...INACTIVE_STATUS,
  isActive: true,
  isInTrial: true,
  trialDaysRemaining: 2,
  canDownloadPhotos: true,
  canUseHairColorChange: true,
};

function currentPlan() {
  return within(screen.getByRole('region', { name: 'Current Plan' }));
}

describe('PremiumPage', () => {
  beforeEach(() => {
    openPaywall.mockReset();
    subscription = { status: FREE, isLoading: false };
  });

  it('shows the title with the monthly price after the trial and the weekly alternative', () => {
    render(<PremiumPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Hairhue Premium' })).toBeInTheDocument();
    expect(screen.getByText(/\$29\.99\/month/)).toHaveTextContent('$29.99/month after a 3-day free trial');
    expect(screen.getByText('or $9.99/week')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Go Premium Today' })).toBeInTheDocument();
  });

  it("opens the paywall with trigger 'subscription_info' from Start Free Trial", () => {
    render(<PremiumPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(openPaywall).toHaveBeenCalledWith({ trigger: 'subscription_info' });
  });

  it('shows four feature cards', () => {
    render(<PremiumPage />);
    const features = within(screen.getByRole('region', { name: 'What you get' })).getAllByRole('listitem');
    expect(features).toHaveLength(4);
  });

  it("names the live preview in the 'advanced processing' card (issue 12)", () => {
    render(<PremiumPage />);
    const card = screen.getByRole('heading', { name: 'Advanced Processing' }).closest('li');
    expect(card).toHaveTextContent('Live preview of every shade on your photo');
    expect(card).toHaveTextContent('Dice Roll');
  });

  it('shows the Free Plan with the free changes remaining and no trial row', () => {
    render(<PremiumPage />);
    expect(currentPlan().getByText('Free Plan')).toBeInTheDocument();
    expect(currentPlan().getByText('Changes remaining').nextSibling).toHaveTextContent('2');
    expect(currentPlan().queryByText('Trial days remaining')).not.toBeInTheDocument();
  });

  it('shows the Premium Plan with unlimited changes and the trial days left, without the trial offer', () => {
    subscription = { status: TRIAL, isLoading: false };
    render(<PremiumPage />);
    expect(currentPlan().getByText('Premium Plan')).toBeInTheDocument();
    expect(currentPlan().getByText('Changes remaining').nextSibling).toHaveTextContent('Unlimited');
    expect(currentPlan().getByText('Trial days remaining').nextSibling).toHaveTextContent('2');
    expect(screen.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
  });

  it('shows neither plan while the status loads', () => {
    subscription = { status: INACTIVE_STATUS, isLoading: true };
    render(<PremiumPage />);
    expect(currentPlan().queryByText('Free Plan')).not.toBeInTheDocument();
    expect(currentPlan().queryByText('Premium Plan')).not.toBeInTheDocument();
  });
});
