import type { SandboxStore } from './sandbox-store';
import type { PurchaseProvider } from './types';

/** PURCHASES=sandbox: the provider's answer is the sandbox store's latest period for the app user. */
export function createSandboxProvider(store: SandboxStore): PurchaseProvider {
  return {
    name: 'sandbox',
    fetchEntitlement: (appUserId) => store.entitlement(appUserId),
  };
}
