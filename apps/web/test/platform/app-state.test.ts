import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAppStateChange } from '@/platform/app-state';
import type * as CapacitorCore from '@capacitor/core';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CapacitorCore>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => platform.native } };
});
const app = vi.hoisted(() => ({ addListener: vi.fn() }));
vi.mock('@capacitor/app', () => ({ App: app }));

type StateListener = (state: { isActive: boolean }) => void;

/** The App plugin's listener registration, answered by the bridge when `answer` is called. */
function nativeAppPlugin() {
  const remove = vi.fn(async () => undefined);
  let answer = () => {};
  let callback: StateListener = () => {};
  app.addListener.mockImplementation((_event: string, listener: StateListener) => {
    callback = listener;
    return new Promise((resolve) => (answer = () => resolve({ remove })));
  });
  return { remove, answer: () => answer(), send: (isActive: boolean) => callback({ isActive }) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => {
  platform.native = false;
  app.addListener.mockReset();
  setVisibility('visible');
});

describe('the app-state listener', () => {
  it("follows the system's app state in the native app, until unsubscribed", async () => {
    platform.native = true;
    const plugin = nativeAppPlugin();
    const listener = vi.fn();
    const stop = onAppStateChange(listener);
    plugin.answer();
    await Promise.resolve();

    expect(app.addListener).toHaveBeenCalledWith('appStateChange', expect.any(Function));
    plugin.send(false);
    plugin.send(true);
    expect(listener.mock.calls).toEqual([[false], [true]]);
    stop();
    expect(plugin.remove).toHaveBeenCalledTimes(1);
  });

  it('removes a native listener that the bridge registers only after the unsubscribe', async () => {
    platform.native = true;
    const plugin = nativeAppPlugin();
    const stop = onAppStateChange(vi.fn());
    stop();
    expect(plugin.remove).not.toHaveBeenCalled();
    plugin.answer();
    await vi.waitFor(() => expect(plugin.remove).toHaveBeenCalledTimes(1));
  });

  it("follows the page's visibility on the web, until unsubscribed", () => {
    const listener = vi.fn();
    const stop = onAppStateChange(listener);
    setVisibility('hidden');
    setVisibility('visible');
    stop();
    setVisibility('hidden');
    expect(listener.mock.calls).toEqual([[false], [true]]);
    expect(app.addListener).not.toHaveBeenCalled();
  });
});
