import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PaywallOverlay } from '@/components/paywall/paywall-overlay';
import type { PaywallTrigger } from '@/components/paywall/paywall-triggers';
import type { PurchaseResult, Purchases } from '@/lib/purchases';
import { INACTIVE_STATUS, type SubscriptionStatus } from '@/lib/subscription';
import type { Offering } from '@/platform/purchases/types';

vi.mock('@/lib/app-purchases', () => ({ purchases: null }));
const confetti = vi.fn();
const confettiReset = vi.fn();
vi.mock('canvas-confetti', () => ({
  default: Object.assign((options: unknown) => confetti(options), { reset: () => confettiReset() }),
}));

const ACTIVE: SubscriptionStatus = { ...INACTIVE_STATUS, isActive: true, canDownloadPhotos: true };
const OFFERING: Offering = {
  identifier: 'default',
  weekly: {
    identifier: '$rc_weekly',
    plan: 'weekly',
    productId: 'hairhue_premium_weekly',
    title: 'Weekly',
    priceString: '$9.99',
    freeTrialDays: null,
  },
  monthly: {
    identifier: '$rc_monthly',
    plan: 'monthly',
    productId: 'hairhue_premium_monthly',
    title: 'Monthly',
    priceString: '$29.99',
    freeTrialDays: 3,
  },
};

function fakePurchases(
  overrides: Partial<Purchases> = {},
): Purchases & { [K in keyof Purchases]: Purchases[K] } {
  return {
    initialize: vi.fn(async () => undefined),
    getSubscriptionStatus: vi.fn(async () => INACTIVE_STATUS),
    getOfferings: vi.fn(async () => OFFERING),
    purchasePackage: vi.fn(async (): Promise<PurchaseResult> => ({ success: true })),
    restorePurchases: vi.fn(async (): Promise<PurchaseResult> => ({ success: true })),
    getCustomerInfo: vi.fn(async () => null),
    subscribe: vi.fn(() => () => undefined),
    remember: vi.fn(),
    ...overrides,
  };
}

function open(trigger: PaywallTrigger, purchases = fakePurchases()) {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  render(<PaywallOverlay trigger={trigger} purchases={purchases} onClose={onClose} onSuccess={onSuccess} />);
  return { onClose, onSuccess, purchases };
}

/** Runs the timers due in `ms`, with the promises they start. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const dialog = () => document.querySelector<HTMLElement>('[data-variant]') ?? document.body;
const screenKind = () => dialog().getAttribute('data-screen');
const storyStep = () => document.querySelector('[data-story-step]')?.getAttribute('data-story-step');

/**
 * Takes the page's frames over: none comes until `paint` runs the frame that shows the new beat and the one
 * after it, whose wait the story's stages begin with. Held back, they stand for a device too busy to paint.
 */
function holdFrames() {
  let waiting: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => waiting.push(callback));
  const frame = () => {
    const due = waiting;
    waiting = [];
    for (const callback of due) callback(performance.now());
  };
  return {
    paint: () =>
      act(async () => {
        frame();
        frame();
        await vi.advanceTimersByTimeAsync(0);
      }),
  };
}

describe('the paywall overlay (SPEC §2, §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    confetti.mockReset();
    confettiReset.mockReset();
  });
  afterEach(() => {
    // In this order: the stub replaced the fake clock's frames, which useRealTimers then takes away.
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('tells the story: sad 3 s, magic 850 ms, happy 3 s with 10 confetti for 2 s, then the plans', async () => {
    const frames = holdFrames();
    open('hair_color_limit');
    await advance(0);
    expect(storyStep()).toBe('sad');
    expect(screen.getByText("You've used all 3 free changes")).toBeInTheDocument();
    await frames.paint();
    await advance(2999);
    expect(storyStep()).toBe('sad');
    await advance(1);
    expect(storyStep()).toBe('magic');
    await frames.paint();
    await advance(849);
    expect(storyStep()).toBe('magic');
    expect(confetti).not.toHaveBeenCalled();
    await advance(1);
    expect(storyStep()).toBe('happy');
    expect(confetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 10, ticks: 120 }));
    await frames.paint();
    await advance(2999);
    expect(screenKind()).toBe('story');
    await advance(1);
    expect(screenKind()).toBe('plans');
    expect(screen.getByRole('button', { name: 'Restore Purchases' })).toBeInTheDocument();
  });

  it('counts each beat from the frame that shows it, however late a busy device paints it', async () => {
    const frames = holdFrames();
    open('hair_color_limit');
    await advance(3000);
    await frames.paint();
    await advance(3000);
    expect(storyStep()).toBe('magic');
    // The magic beat's first frame comes 600 ms late: its 850 ms start then, not when it was dispatched.
    await advance(600);
    await frames.paint();
    await advance(849);
    expect(storyStep()).toBe('magic');
    await advance(1);
    expect(storyStep()).toBe('happy');
  });

  it('uses the card, with the renewal notice, for the other triggers', async () => {
    open('settings_upgrade');
    await advance(0);
    expect(dialog()).toHaveAttribute('data-variant', 'card');
    expect(screen.getByText('Upgrade to Premium')).toBeInTheDocument();
    expect(screen.getByText(/Cancel anytime in Settings/)).toHaveTextContent(
      /renews automatically unless cancelled at least 24 hours before the end of the current period/,
    );
    expect(screen.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    expect(screen.getByText('3-day free trial, then $29.99/month')).toBeInTheDocument();
  });

  it('lets someone already subscribed through with a message', async () => {
    const { onSuccess } = open(
      'download_attempt',
      fakePurchases({ getSubscriptionStatus: vi.fn(async () => ACTIVE) }),
    );
    await advance(0);
    expect(
      screen.getByText('You already have an active subscription! Closing this window...'),
    ).toBeInTheDocument();
    await advance(1500);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('buys: processing, Welcome to Premium!, a forced refresh after 1 s, success after 2 s more', async () => {
    let finish: (result: PurchaseResult) => void = () => undefined;
    const purchases = fakePurchases({
      purchasePackage: vi.fn(() => new Promise<PurchaseResult>((resolve) => (finish = resolve))),
    });
    const { onSuccess, onClose } = open('subscription_info', purchases);
    await advance(0);
    fireEvent.click(screen.getByRole('radio', { name: /Weekly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    await advance(0);
    expect(purchases.purchasePackage).toHaveBeenCalledWith(OFFERING.weekly);
    expect(screen.getByText('Processing Your Purchase')).toBeInTheDocument();
    // Closing is blocked while processing.
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => finish({ success: true }));
    expect(screen.getByText('Welcome to Premium!')).toBeInTheDocument();
    expect(purchases.getSubscriptionStatus).toHaveBeenCalledTimes(1);
    await advance(999);
    expect(purchases.getSubscriptionStatus).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(purchases.getSubscriptionStatus).toHaveBeenLastCalledWith(true);
    await advance(1999);
    expect(onSuccess).not.toHaveBeenCalled();
    // The card then leaves over 300 ms.
    await advance(1);
    expect(dialog()).toHaveAttribute('data-closing', 'true');
    await advance(300);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('returns to the plans with an alert when a purchase fails', async () => {
    const purchases = fakePurchases({
      purchasePackage: vi.fn(async () => ({ success: false, error: 'Purchase was cancelled' })),
    });
    const { onClose } = open('app_launch', purchases);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await advance(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Purchase was cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(300);
    expect(screenKind()).toBe('plans');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Subscription failed. Please try again.' when the failure has no message", async () => {
    const purchases = fakePurchases({ purchasePackage: vi.fn(async () => ({ success: false })) });
    open('default', purchases);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await advance(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Subscription failed. Please try again.');
  });

  it('closes the dice flow via skip after a failed purchase', async () => {
    const purchases = fakePurchases({
      purchasePackage: vi.fn(async () => ({ success: false, error: 'Payment is pending approval' })),
    });
    const { onClose, onSuccess } = open('dice_roll_premium', purchases);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    await advance(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Payment is pending approval');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(300);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("says 'Monthly plan not available' in the dice flow when the store has no monthly plan", async () => {
    const purchases = fakePurchases({ getOfferings: vi.fn(async () => ({ ...OFFERING, monthly: null })) });
    const { onClose } = open('dice_roll_premium', purchases);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Monthly plan not available');
    expect(purchases.purchasePackage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await advance(300);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Weekly plan not available' and 'No subscription plans available'", async () => {
    open('default', fakePurchases({ getOfferings: vi.fn(async () => ({ ...OFFERING, weekly: null })) }));
    await advance(0);
    fireEvent.click(screen.getByRole('radio', { name: /Weekly/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Weekly plan not available');
  });

  it("says 'No subscription plans available' when the store has no offering", async () => {
    open('default', fakePurchases({ getOfferings: vi.fn(async () => null) }));
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('No subscription plans available');
  });

  it('restores: waits 2 s, refreshes, and succeeds 1.5 s later when active', async () => {
    const status = vi.fn(async (): Promise<SubscriptionStatus> => INACTIVE_STATUS);
    const purchases = fakePurchases({ getSubscriptionStatus: status });
    const { onSuccess } = open('settings_upgrade', purchases);
    await advance(0);
    status.mockResolvedValue(ACTIVE);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Purchases' }));
    await advance(0);
    expect(screen.getByText('Processing Your Purchase')).toBeInTheDocument();
    await advance(1999);
    expect(status).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(status).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('Welcome to Premium!')).toBeInTheDocument();
    await advance(1500 + 300);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it("tells a device that never bought: 'No active subscriptions found to restore'", async () => {
    const { onSuccess } = open('settings_upgrade');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Purchases' }));
    await advance(2000);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('No active subscriptions found to restore');
    expect(screenKind()).toBe('plans');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a failed restore with its message or the default', async () => {
    const purchases = fakePurchases({ restorePurchases: vi.fn(async () => ({ success: false })) });
    open('settings_upgrade', purchases);
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Restore Purchases' }));
    await advance(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Failed to restore purchases');
  });

  it("animates the card out over 300 ms on 'Maybe Later', and the story closes at once", async () => {
    const card = open('onboarding');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
    await advance(299);
    expect(card.onClose).not.toHaveBeenCalled();
    await advance(1);
    expect(card.onClose).toHaveBeenCalledTimes(1);
  });

  it("stops the story's stages and its confetti on 'See plans' (issue 10 §5.2)", async () => {
    open('hair_color_limit');
    await advance(1000);
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    await advance(0);
    expect(screenKind()).toBe('plans');
    await advance(10_000);
    expect(confetti).not.toHaveBeenCalled();
    expect(screenKind()).toBe('plans');
  });

  it("clears the confetti still falling when 'See plans' is tapped in the happy stage", async () => {
    const frames = holdFrames();
    open('download_attempt');
    await frames.paint();
    await advance(3000);
    await frames.paint();
    await advance(850);
    expect(confetti).toHaveBeenCalledTimes(1);
    expect(confettiReset).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'See plans' }));
    await advance(0);
    expect(confettiReset).toHaveBeenCalledTimes(1);
    await advance(10_000);
    expect(confetti).toHaveBeenCalledTimes(1);
  });

  it('closes the story at once', async () => {
    const story = open('download_attempt');
    await advance(0);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await advance(0);
    expect(story.onClose).toHaveBeenCalledTimes(1);
  });
});
