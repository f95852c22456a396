import type { HairColorTryOn } from '@hairhue/contracts';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_TAB_KEY, resolveHomeTab, useHomeTab } from '@/features/home/home-tab';
import { PhotoTabs } from '@/features/home/photo-tabs';
import { renderWithApp } from './render';

const tryOnsState = vi.hoisted(() => ({ current: { isPending: false, data: [] as unknown[] } }));
vi.mock('@/api/try-ons', () => ({ useTryOns: () => tryOnsState.current }));
vi.mock('@/api/demo-photos', () => ({
  useDemoPhotos: () => ({ data: [{ id: 1, url: '/demo-photos/demo-1.jpg', alt: 'Demo one' }] }),
}));

const tryOn = (n: number): HairColorTryOn => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  photoId: '00000000-0000-4000-8000-0000000000aa',
  status: 'completed',
  resultUrl: `/files/result-${n}.jpg`,
  colorName: `Colour ${n}`,
  colorValue: '#aa3355',
  createdAt: `2026-11-0${n}T10:00:00.000Z`,
  intensity: 100,
  shine: 50,
});

describe('the Home tab rule', () => {
  it('defaults to Recent when the person has try-ons and to Demo when not', () => {
    expect(resolveHomeTab(null, true)).toBe('recent');
    expect(resolveHomeTab(null, false)).toBe('demo');
  });

  it('keeps a stored choice over the default', () => {
    expect(resolveHomeTab('demo', true)).toBe('demo');
    expect(resolveHomeTab('recent', false)).toBe('recent');
  });

  it('has no tab while the try-ons are unknown and nothing is stored', () => {
    const { result } = renderHook(() => useHomeTab(undefined));
    expect(result.current[0]).toBeNull();
  });

  it("reads the stored choice from 'home-active-tab' and ignores unknown values", () => {
    localStorage.setItem(HOME_TAB_KEY, 'recent');
    expect(renderHook(() => useHomeTab(false)).result.current[0]).toBe('recent');
    localStorage.setItem(HOME_TAB_KEY, 'gallery');
    expect(renderHook(() => useHomeTab(true)).result.current[0]).toBe('recent');
  });

  it("stores a chosen tab under 'home-active-tab'", () => {
    const { result } = renderHook(() => useHomeTab(false));
    act(() => result.current[1]('recent'));
    expect(result.current[0]).toBe('recent');
    expect(localStorage.getItem(HOME_TAB_KEY)).toBe('recent');
  });
});

describe('PhotoTabs', () => {
  beforeEach(() => {
    tryOnsState.current = { isPending: false, data: [] };
  });

  it('opens on Demo with its hint for someone without try-ons', () => {
    renderWithApp(<PhotoTabs onAddPhoto={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Demo' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Try these demo photos to see how hair colors look')).toBeInTheDocument();
  });

  it('opens on Recent with the 3 latest results and the history link when there are more than 3', () => {
    tryOnsState.current = { isPending: false, data: [tryOn(1), tryOn(2), tryOn(3), tryOn(4)] };
    renderWithApp(<PhotoTabs onAddPhoto={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
    const links = screen.getAllByRole('link', { name: /try-on$/ });
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Colour 4 try-on',
      'Colour 3 try-on',
      'Colour 2 try-on',
    ]);
    expect(links[0]).toHaveAttribute('href', '/hair-color/00000000-0000-4000-8000-0000000000aa');
    expect(screen.getByRole('link', { name: 'See full try-on history' })).toHaveAttribute(
      'href',
      '/try-on-history',
    );
  });

  it('shows no history link for 3 try-ons and a placeholder for one without a result', () => {
    tryOnsState.current = { isPending: false, data: [tryOn(1), { ...tryOn(2), resultUrl: null }, tryOn(3)] };
    renderWithApp(<PhotoTabs onAddPhoto={() => {}} />);
    expect(screen.queryByRole('link', { name: 'See full try-on history' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('result-placeholder')).toHaveLength(1);
  });

  it('remembers the tab the person switches to', async () => {
    renderWithApp(<PhotoTabs onAddPhoto={() => {}} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    expect(localStorage.getItem(HOME_TAB_KEY)).toBe('recent');
    expect(screen.getByRole('tab', { name: 'Recent' })).toHaveAttribute('aria-selected', 'true');
  });
});
