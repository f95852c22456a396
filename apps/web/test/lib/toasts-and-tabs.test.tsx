import { act, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BottomTabBar, isTabActive } from '@/components/bottom-tab-bar';
import { Toaster } from '@/components/toaster';
import { dismissToast, toast, TOAST_REMOVE_DELAY_MS, useToasts } from '@/lib/toast-store';

afterEach(() => vi.useRealTimers());

describe('toasts (SPEC §4)', () => {
  it('shows one at a time', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Upload failed', description: 'Please try again' }));
    act(() => void toast({ title: 'Saved!', description: 'Image saved to photo library' }));
    expect(screen.queryByText('Upload failed')).toBeNull();
    expect(screen.getByText('Saved!')).toBeInTheDocument();
  });

  it('centres a title-only toast on its close button; a toast with a description reads from the top', () => {
    render(<Toaster />);
    const toastRoot = (title: string) => screen.getByText(title).closest('li');
    act(() => void toast({ title: 'Premium required for downloads' }));
    expect(toastRoot('Premium required for downloads')).toHaveClass('items-center');
    expect(toastRoot('Premium required for downloads')).not.toHaveClass('items-start');
    act(() => void toast({ title: 'Free limit reached', description: "You've used all 3 free changes" }));
    expect(toastRoot('Free limit reached')).toHaveClass('items-start');
  });

  it('keeps a dismissed toast, closed, for 1000 ms before removing it', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(
      () =>
        void (id = toast({ title: 'Error', description: 'Failed to save image', variant: 'destructive' })),
    );
    act(() => dismissToast(id));
    expect(result.current).toEqual([expect.objectContaining({ id, open: false })]);
    act(() => void vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toEqual([]);
  });
});

describe('the tab bar (SPEC §2)', () => {
  it('keeps Home highlighted on the camera and the editor', () => {
    expect(isTabActive('/', '/camera')).toBe(true);
    expect(isTabActive('/', '/hair-color/abc')).toBe(true);
    expect(isTabActive('/', '/dice-roll')).toBe(false);
    expect(isTabActive('/dice-roll', '/dice-roll')).toBe(true);
  });

  it('marks the current tab for assistive technology', () => {
    render(
      <MemoryRouter initialEntries={['/premium']}>
        <BottomTabBar />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Premium' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
