import { DEFAULT_APP_VERSION } from '@hairhue/contracts/constants';
import { authToken } from '@/api/client';
import { registerDevice } from '@/api/register-device';
import { getDeviceId } from '@/platform/device-id';
import { logError } from './log';

/**
 * Device start (SPEC §4): use the stored token, otherwise register and store the new one. Calls needing the
 * token wait while it registers. A failed registration is only logged; the app still opens and calls needing
 * a token wait for the next start.
 */
export function startDevice(): Promise<string | null> {
  const stored = authToken.get();
  if (stored) return Promise.resolve(stored);
  const registered = register();
  authToken.registering(registered);
  return registered;
}

async function register(): Promise<string | null> {
  try {
    const response = await registerDevice({ deviceId: await getDeviceId(), appVersion: DEFAULT_APP_VERSION });
    if (!response.success || !response.token) throw new Error(response.error ?? 'Registration failed');
    authToken.set(response.token);
    return response.token;
  } catch (error) {
    logError('Device registration failed', error instanceof Error ? error : new Error('Registration failed'));
    return null;
  }
}
