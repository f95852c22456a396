import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiJson, registerHeaderProvider } from '@/api/client';
import { registerAppHeaders } from '@/platform/app-headers';
import { requestMediaPermissions } from '@/platform/media-permissions';
import { createAppStore } from '@/platform/purchases';
import type * as CapacitorCore from '@capacitor/core';
import type * as CameraModule from '@capacitor/camera';
import type * as PurchasesModule from '@revenuecat/purchases-capacitor';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CapacitorCore>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => platform.native } };
});
const camera = vi.hoisted(() => ({ requestPermissions: vi.fn() }));
vi.mock('@capacitor/camera', async (importOriginal) => ({
  ...(await importOriginal<typeof CameraModule>()),
  Camera: camera,
}));
const purchases = vi.hoisted(() => ({ configure: vi.fn() }));
vi.mock('@revenuecat/purchases-capacitor', async (importOriginal) => ({
  ...(await importOriginal<typeof PurchasesModule>()),
  Purchases: purchases,
}));

afterEach(() => {
  platform.native = false;
  registerHeaderProvider(undefined);
  vi.restoreAllMocks();
  camera.requestPermissions.mockReset();
});

async function headersOfOneCall(): Promise<HeadersInit | undefined> {
  const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
  await apiJson('GET', '/subscriptions/status');
  return fetch.mock.calls[0]?.[1]?.headers;
}

describe('what the platform layer picks, native app or web', () => {
  it('sells through the App Store in the native app and the sandbox store on the web', async () => {
    expect((await createAppStore()).name).toBe('sandbox');
    platform.native = true;
    expect((await createAppStore()).name).toBe('app-store');
  });

  it('names the native app on every API call, and adds nothing in a browser', async () => {
    registerAppHeaders();
    expect(await headersOfOneCall()).toEqual({});
    vi.restoreAllMocks();

    platform.native = true;
    registerAppHeaders();
    expect(await headersOfOneCall()).toEqual({ 'X-Hairhue-App': 'HairhueApp/1.0.0' });
  });

  it('asks the native app for camera and photo-library access together', async () => {
    platform.native = true;
    camera.requestPermissions.mockResolvedValue({ camera: 'granted', photos: 'limited' });
    const getUserMedia = vi.fn();
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
    requestMediaPermissions();
    expect(camera.requestPermissions).toHaveBeenCalledWith({ permissions: ['camera', 'photos'] });
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('lets a refusal pass quietly in the native app', async () => {
    platform.native = true;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    camera.requestPermissions.mockRejectedValue(new Error('User denied access'));
    requestMediaPermissions();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
