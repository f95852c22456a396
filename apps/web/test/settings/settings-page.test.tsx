import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaywallRequest } from '@/components/paywall/paywall-context';
import { SettingsPage } from '@/features/settings/settings-page';
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

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/settings']}>
      <SettingsPage />
    </MemoryRouter>,
  );
}

describe('SettingsPage', () => {
  beforeEach(() => {
    openPaywall.mockReset();
    subscription = { status: INACTIVE_STATUS, isLoading: false };
  });

  it('opens our privacy policy inside the app, like the FAQ: the same screen on the web and in the native app', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).not.toHaveAttribute('target');
    expect(within(link).queryByText('(opens in a new tab)')).not.toBeInTheDocument();
  });

  it("links Terms of use to Apple's standard licence", () => {
    renderPage();
    const link = screen.getByRole('link', { name: /Terms of use/ });
    expect(link).toHaveAttribute('href', 'https://www.apple.com/legal/internet-services/itunes/dev/stdeula/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByText('(opens in a new tab)')).toBeInTheDocument();
  });

  it('links FAQ to /faq inside the app', () => {
    renderPage();
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).not.toHaveAttribute('target');
  });

  it("reports a bug by mail to support with the subject 'Hairhue bug report'", () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Report a bug' })).toHaveAttribute(
      'href',
      'mailto:support@hairhue.app?subject=Hairhue%20bug%20report',
    );
  });

  it("opens the paywall with trigger 'settings_upgrade' from Go Premium", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Go Premium/ }));
    expect(openPaywall).toHaveBeenCalledWith({ trigger: 'settings_upgrade' });
  });

  it('hides Go Premium from subscribers and while the status loads', () => {
    subscription = { status: { ...INACTIVE_STATUS, isActive: true }, isLoading: false };
    const { unmount } = renderPage();
    expect(screen.queryByRole('button', { name: /Go Premium/ })).not.toBeInTheDocument();
    unmount();
    subscription = { status: INACTIVE_STATUS, isLoading: true };
    renderPage();
    expect(screen.queryByRole('button', { name: /Go Premium/ })).not.toBeInTheDocument();
  });

  it('shows the app version 1.0.0', () => {
    renderPage();
    expect(screen.getByText('Version 1.0.0')).toBeInTheDocument();
  });
});
