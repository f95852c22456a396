import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOnboardingMachine } from '@/features/onboarding/onboarding-state';

describe('onboarding clocks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('switches the colour every 2 s', () => {
    const { result } = renderHook(() => useOnboardingMachine());
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0].colourIndex).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0].colourIndex).toBe(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0].colourIndex).toBe(2);
  });

  it('ends a slide transition after 400 ms, and only then accepts the next tap', () => {
    const { result } = renderHook(() => useOnboardingMachine());
    act(() => result.current[1]({ type: 'next' }));
    act(() => vi.advanceTimersByTime(399));
    expect(result.current[0].transitioning).toBe(true);
    act(() => result.current[1]({ type: 'next' }));
    expect(result.current[0].slide).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0].transitioning).toBe(false);
    act(() => result.current[1]({ type: 'next' }));
    expect(result.current[0].slide).toBe(2);
  });

  it('gives a new slide a full 2 s on its first colour', () => {
    const { result } = renderHook(() => useOnboardingMachine());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current[1]({ type: 'next' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0].colourIndex).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0].colourIndex).toBe(1);
  });

  it('stops cycling once the slides give way to the offer', () => {
    const { result } = renderHook(() => useOnboardingMachine());
    for (let i = 0; i < 3; i += 1) {
      act(() => result.current[1]({ type: 'next' }));
      act(() => vi.advanceTimersByTime(400));
    }
    expect(result.current[0].phase).toBe('offer');
    const colour = result.current[0].colourIndex;
    act(() => vi.advanceTimersByTime(6000));
    expect(result.current[0].colourIndex).toBe(colour);
  });
});
