import { Capacitor } from '@capacitor/core';

/** True inside the iOS app (Capacitor's native shell); false in every browser, installed PWA included. */
export function isNativeApp(): boolean {
  return Capacitor.isNativePlatform();
}
