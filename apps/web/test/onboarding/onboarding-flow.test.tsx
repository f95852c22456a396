import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaywallRequest } from '@/components/paywall/paywall-context';
import { OnboardingFlow } from '@/features/onboarding/onboarding-flow';

const openPaywall = vi.fn<(request: PaywallRequest) => void>();
vi.mock('@/components/paywall/paywall-context', () => ({
  usePaywall: () => ({ openPaywall, isPaywallOpen: false }),
}));

const stopTrack = vi.fn();
const getUserMedia = vi.fn();

function tap(name: string | RegExp) {
  fireEvent.click(screen.getByRole('button', { name }));
  // The slide animates for 400 ms before the next tap counts.
  act(() => vi.advanceTimersByTime(400));
}

/** Walks the three slides and returns the paywall request the last one made. */
function reachOffer(onComplete = vi.fn()) {
  render(<OnboardingFlow onComplete={onComplete} />);
  tap('Next');
  tap('Next');
  tap('Get Started');
  const request = openPaywall.mock.calls[0]?.[0];
  if (!request) throw new Error('the premium offer did not open');
  return { request, onComplete };
}

describe('OnboardingFlow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    openPaywall.mockReset();
    stopTrack.mockReset();
    getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [{ stop: stopTrack }] });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the first slide with its model photo and a colour name that changes every 2 s', () => {
    render(<OnboardingFlow onComplete={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Transform Your Look' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /golden blonde hair/i })).toHaveAttribute(
      'src',
      '/demo-photos/model-1.jpg',
    );
    expect(screen.getByRole('listitem', { name: 'Golden Blonde' })).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('listitem', { name: 'Copper Red' })).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it("opens the premium offer with trigger 'onboarding' after 'Get Started' on the last slide", () => {
    render(<OnboardingFlow onComplete={vi.fn()} />);
    tap('Next');
    expect(screen.getByRole('heading', { name: 'Endless Possibilities' })).toBeInTheDocument();
    tap('Next');
    expect(screen.getByRole('heading', { name: 'Find Your Style' })).toBeInTheDocument();
    expect(openPaywall).not.toHaveBeenCalled();
    tap('Get Started');
    expect(openPaywall).toHaveBeenCalledTimes(1);
    expect(openPaywall.mock.calls[0]?.[0].trigger).toBe('onboarding');
  });

  it('goes back a slide with Back', () => {
    render(<OnboardingFlow onComplete={vi.fn()} />);
    tap('Next');
    tap('Back');
    expect(screen.getByRole('button', { name: /^Next/ })).toBeInTheDocument();
    expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument();
  });

  it("after 'Maybe Later' announces 3 free changes, and closing it completes onboarding", async () => {
    const { request, onComplete } = reachOffer();
    act(() => request.onClose?.());
    expect(screen.getByRole('dialog', { name: "You're All Set!" })).toBeInTheDocument();
    expect(screen.getByText('You have 3 free hair color changes to start with.')).toBeInTheDocument();
    expect(localStorage.getItem('onboarding-completed')).toBeNull();
    expect(onComplete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: "Let's Go" }));
    expect(localStorage.getItem('onboarding-completed')).toBe('true');
    expect(getUserMedia).toHaveBeenCalledWith({ video: true });
    expect(onComplete).toHaveBeenCalledTimes(1);
    await act(async () => {
      await Promise.resolve();
    });
    expect(stopTrack).toHaveBeenCalled();
  });

  it('completes onboarding without the popup when the offer is bought', () => {
    const { request, onComplete } = reachOffer();
    act(() => request.onSuccess?.());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('onboarding-completed')).toBe('true');
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('still completes when camera access is refused', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { request, onComplete } = reachOffer();
    act(() => request.onClose?.());
    fireEvent.click(screen.getByRole('button', { name: "Let's Go" }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('onboarding-completed')).toBe('true');
  });
});
