import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenshotGuard } from '@/components/screenshot-guard';
import type * as CapacitorCore from '@capacitor/core';

const platform = vi.hoisted(() => ({ native: true }));
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CapacitorCore>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => platform.native } };
});
const app = vi.hoisted(() => ({
  listeners: [] as ((state: { isActive: boolean }) => void)[],
  addListener: vi.fn(),
}));
vi.mock('@capacitor/app', () => ({ App: app }));

const WARNING = 'Screenshots are a Premium feature';
const warning = () => screen.queryByRole('alert');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function deactivateApp() {
  act(() => app.listeners.forEach((listener) => listener({ isActive: false })));
}
function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
function blurWindow() {
  act(() => {
    window.dispatchEvent(new Event('blur'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  app.listeners = [];
  app.addListener.mockImplementation((_event: string, listener: (state: { isActive: boolean }) => void) => {
    app.listeners.push(listener);
    return Promise.resolve({
      remove: async () => {
        app.listeners = app.listeners.filter((other) => other !== listener);
      },
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  app.addListener.mockReset();
  platform.native = true;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

describe('the screenshot guard (SPEC §4, native app, free users)', () => {
  it('blurs and covers the page 100 ms after the app is deactivated, for 3 s', () => {
    const appRoot = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    render(<ScreenshotGuard enabled />, { container: appRoot });
    deactivateApp();
    advance(99);
    expect(warning()).toBeNull();
    expect(appRoot.style.filter).toBe('');
    advance(1);
    expect(warning()).toHaveTextContent(WARNING);
    expect(appRoot.style.filter).toBe('blur(24px)');
    advance(2_999);
    expect(warning()).not.toBeNull();
    advance(1);
    expect(warning()).toBeNull();
    expect(appRoot.style.filter).toBe('');
  });

  it('covers the page 100 ms after it is hidden', () => {
    render(<ScreenshotGuard enabled />);
    hidePage();
    advance(99);
    expect(warning()).toBeNull();
    advance(1);
    expect(warning()).not.toBeNull();
  });

  it('covers the page 200 ms after the window loses focus', () => {
    render(<ScreenshotGuard enabled />);
    blurWindow();
    advance(199);
    expect(warning()).toBeNull();
    advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent(WARNING);
    advance(3_000);
    expect(warning()).toBeNull();
  });

  it('shows one warning for the several signals of one app switch', () => {
    render(<ScreenshotGuard enabled />);
    deactivateApp();
    blurWindow();
    advance(100);
    hidePage();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    advance(3_000);
    expect(warning()).toBeNull();
    advance(1_000);
    expect(warning()).toBeNull();
  });

  it('guards again the next time the app is left', () => {
    render(<ScreenshotGuard enabled />);
    blurWindow();
    advance(3_200);
    expect(warning()).toBeNull();
    deactivateApp();
    advance(100);
    expect(warning()).not.toBeNull();
  });

  it('does nothing for Premium users or on the web (the shell passes enabled=false)', () => {
    platform.native = false;
    render(<ScreenshotGuard enabled={false} />);
    blurWindow();
    hidePage();
    advance(5_000);
    expect(warning()).toBeNull();
    expect(app.addListener).not.toHaveBeenCalled();
  });

  it('uncovers at once when Premium starts during a warning, and stops listening', () => {
    const view = render(<ScreenshotGuard enabled />);
    blurWindow();
    advance(200);
    expect(warning()).not.toBeNull();
    view.rerender(<ScreenshotGuard enabled={false} />);
    expect(warning()).toBeNull();
    blurWindow();
    advance(5_000);
    expect(warning()).toBeNull();
  });
});
