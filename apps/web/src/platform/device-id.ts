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
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}
