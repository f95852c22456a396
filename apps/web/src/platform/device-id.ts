import { Device } from '@capacitor/device';
import { isNativeApp } from './native';

const DEVICE_ID_KEY = 'hairhue-device-id';

/**
 * The device id registered with the server (SPEC §1). The native app uses the device's own id, which
 * survives clearing the web view's storage; the web keeps a random UUID in local storage.
 */
export async function getDeviceId(): Promise<string> {
  if (isNativeApp()) return (await Device.getId()).identifier;
  let id = localStorage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = randomUuid();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

/**
 * A version 4 UUID. `crypto.randomUUID` exists only in secure contexts, and a phone opening the app at the
 * machine's LAN address over plain HTTP (README) is not one; `getRandomValues` works everywhere.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
