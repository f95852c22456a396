import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLaunchPaywall } from '@/app/use-launch-paywall';
import type { PaywallRequest } from '@/components/paywall/paywall-context';
import { INACTIVE_STATUS, type SubscriptionStatus } from '@/lib/subscription';

const openPaywall = vi.fn<(request: PaywallRequest) => void>();
let isPaywallOpen = false;
vi.mock('@/components/paywall/paywall-context', () => ({
  usePaywall: () => ({ openPaywall, isPaywallOpen }),
}));
let status: SubscriptionStatus = INACTIVE_STATUS;
const getSubscriptionStatus = vi.fn(async () => status);
vi.mock('@/lib/app-purchases', () => ({
  purchases: { getSubscriptionStatus: () => getSubscriptionStatus() },
}));

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function launch(options: { onboarded?: boolean; deviceReady?: boolean } = {}) {
  let resume: () => void = () => undefined;
  const onResume = (listener: () => void) => {
    resume = listener;
    return () => undefined;
  };
  const hook = renderHook(
    (props: { onboarded: boolean; deviceReady: boolean }) => useLaunchPaywall({ ...props, onResume }),
    {
      initialProps: { onboarded: options.onboarded ?? true, deviceReady: options.deviceReady ?? true },
    },
  );
  return { ...hook, resume: () => act(() => resume()) };
}

describe('the app-launch paywall check (SPEC §4, §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    openPaywall.mockReset();
    getSubscriptionStatus.mockClear();
    isPaywallOpen = false;
    status = INACTIVE_STATUS;
    localStorage.setItem('hairhue-auth-token', 'token');
  });
  afterEach(() => vi.useRealTimers());

  it('opens the app_launch paywall 1 s after opening for a free device with no changes left', async () => {
    launch();
    await advance(999);
    expect(openPaywall).not.toHaveBeenCalled();
    await advance(1);
    expect(openPaywall).toHaveBeenCalledWith(expect.objectContaining({ trigger: 'app_launch' }));
  });

  it.each([
    ['free changes remain', { ...INACTIVE_STATUS, usageRemaining: 1 }],
    ['the subscription is active', { ...INACTIVE_STATUS, isActive: true }],
  ])('stays shut when %s', async (_, current) => {
    status = current;
    launch();
    await advance(5000);
    expect(getSubscriptionStatus).toHaveBeenCalledTimes(1);
    expect(openPaywall).not.toHaveBeenCalled();
  });

  it('waits for onboarding to finish, then checks 1 s later', async () => {
    const { rerender } = launch({ onboarded: false });
    await advance(5000);
    expect(getSubscriptionStatus).not.toHaveBeenCalled();
    rerender({ onboarded: true, deviceReady: true });
    await advance(1000);
    expect(openPaywall).toHaveBeenCalledTimes(1);
  });

  it('needs the device and its token', async () => {
    launch({ deviceReady: false });
    await advance(3000);
    localStorage.removeItem('hairhue-auth-token');
    launch();
    await advance(3000);
    expect(getSubscriptionStatus).not.toHaveBeenCalled();
  });

  it('does nothing while another paywall is showing', async () => {
    isPaywallOpen = true;
    launch();
    await advance(3000);
    expect(openPaywall).not.toHaveBeenCalled();
  });

  it('runs once per opening, and may run on the next opening 5 s after the launch paywall closed', async () => {
    const { rerender, resume } = launch();
    await advance(1000);
    expect(openPaywall).toHaveBeenCalledTimes(1);
    rerender({ onboarded: true, deviceReady: true });
    await advance(3000);
    expect(openPaywall).toHaveBeenCalledTimes(1);

    act(() => openPaywall.mock.calls[0]?.[0].onClose?.());
    await advance(4999);
    resume();
    await advance(1000);
    expect(openPaywall).toHaveBeenCalledTimes(1);

    await advance(1);
    resume();
    await advance(1000);
    expect(openPaywall).toHaveBeenCalledTimes(2);
  });
});
