import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PremiumBanner } from '@/features/home/premium-banner';
import { freeChangesLine } from '@/features/home/premium-banner-text';
import type * as subscriptionModule from '@/lib/subscription';
import { INACTIVE_STATUS, type SubscriptionStatus } from '@/lib/subscription';
import { renderWithApp } from './render';

const subscription = vi.hoisted(() => ({ status: {} as SubscriptionStatus, isLoading: false }));
vi.mock('@/lib/subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof subscriptionModule>()),
  useSubscription: () => subscription,
}));

function showBanner(status: Partial<SubscriptionStatus>) {
  subscription.status = { ...INACTIVE_STATUS, ...status };
  return renderWithApp(<PremiumBanner />);
}

describe('the Go Premium banner', () => {
  it('names the free changes left: none, one, several', () => {
    expect(freeChangesLine(0)).toBe('Unlock unlimited hair colors');
    expect(freeChangesLine(1)).toBe('1 free change left');
    expect(freeChangesLine(2)).toBe('2 free changes left');
    expect(freeChangesLine(3)).toBe('3 free changes left');
  });

  it('shows the line, the price and the trial, and leads to /premium', () => {
    showBanner({ usageRemaining: 1 });
    const banner = screen.getByRole('link', { name: /Go Premium/ });
    expect(banner).toHaveAttribute('href', '/premium');
    expect(banner).toHaveTextContent('1 free change left');
    expect(banner).toHaveTextContent('$29.99');
    expect(banner).toHaveTextContent('3-day free trial');
  });

  it("says 'Unlock unlimited hair colors' when no free change is left", () => {
    showBanner({ usageRemaining: 0 });
    expect(screen.getByText('Unlock unlimited hair colors')).toBeInTheDocument();
  });

  it('is hidden for a subscriber', () => {
    showBanner({ isActive: true, usageRemaining: 0 });
    expect(screen.queryByText('Go Premium')).not.toBeInTheDocument();
  });
});
