import { z } from 'zod';

/**
 * What a device id may be: 1-128 of ASCII letters, digits and `.`, `_`, `:`, `-`. The ids real clients send
 * fit it: the web's `crypto.randomUUID()`, iOS's identifierForVendor (an upper-case UUID), Android's
 * ANDROID_ID (hex), and RevenueCat app user ids, which the app sets to the device id. Anything else (spaces,
 * control characters, lone surrogates, other scripts) is refused rather than normalised, so two distinct ids
 * can never collapse into one free tier or subscription.
 */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

export const deviceIdSchema = z
  .string()
  .regex(DEVICE_ID_PATTERN, 'must be 1-128 characters of A-Z, a-z, 0-9, ".", "_", ":" or "-"');

export function isDeviceId(value: string): boolean {
  return DEVICE_ID_PATTERN.test(value);
}
