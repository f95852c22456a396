import { APP_USER_AGENT_TOKEN, DEFAULT_APP_VERSION } from '@hairhue/contracts/constants';
import { registerHeaderProvider } from '@/api/client';
import { isNativeApp } from './native';

/** The header naming the native app on every API call, beside the token in its user agent. */
export const APP_HEADER = 'X-Hairhue-App';

/** The app's identification, the same value the shell appends to its user agent (capacitor.config.ts). */
export const APP_IDENTIFICATION = `${APP_USER_AGENT_TOKEN}/${DEFAULT_APP_VERSION}`;

/**
 * Makes every API call from the native app carry its identification (SPEC §7: extra headers from a
 * registered provider). A browser sends none: it is told apart by not being an app.
 */
export function registerAppHeaders(): void {
  if (!isNativeApp()) return;
  const headers = { [APP_HEADER]: APP_IDENTIFICATION };
  registerHeaderProvider(() => headers);
}
