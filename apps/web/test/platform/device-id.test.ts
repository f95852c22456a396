import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId } from '@/platform/device-id';
import type * as CapacitorCore from '@capacitor/core';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CapacitorCore>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => platform.native } };
});
const device = vi.hoisted(() => ({ getId: vi.fn() }));
vi.mock('@capacitor/device', () => ({ Device: device }));

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  platform.native = false;
  device.getId.mockReset();
});

describe('the device id (SPEC §1)', () => {
  it("is the device's own identifier in the native app, kept out of web storage", async () => {
    platform.native = true;
    device.getId.mockResolvedValue({ identifier: 'C0FFEE00-1111-4222-8333-444455556666' });
    await expect(getDeviceId()).resolves.toBe('C0FFEE00-1111-4222-8333-444455556666');
    expect(localStorage.length).toBe(0);
  });

  it('is a random UUID on the web, made once and then kept in local storage', async () => {
    const first = await getDeviceId();
    expect(first).toMatch(UUID_V4);
    await expect(getDeviceId()).resolves.toBe(first);
    expect(localStorage.getItem('hairhue-device-id')).toBe(first);
    expect(device.getId).not.toHaveBeenCalled();
  });

  it('is made without crypto.randomUUID, which a page over plain HTTP at a LAN address does not have', async () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      localStorage.clear();
      const id = await getDeviceId();
      expect(id).toMatch(UUID_V4);
      ids.add(id);
    }
    expect(ids.size).toBe(20);
  });
});
