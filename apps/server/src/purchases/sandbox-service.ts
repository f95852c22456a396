import type { CustomerInfo, OfferingsResponse, PackageIdentifier } from '@hairhue/contracts';
import type { Metrics } from '../metrics';
import type { AuthenticatedDevice } from '../services/devices';
import type { SubscriptionService } from '../services/subscriptions';
import { StoreUnavailableError } from './errors';
import type { SandboxStore } from './sandbox-store';

export interface SandboxStoreServiceOptions {
  /** Absent with PURCHASES=revenuecat: the app then buys through the App Store only. */
  store: SandboxStore | undefined;
  subscriptions: SubscriptionService;
  metrics?: Metrics;
}

/**
 * What the app's sandbox purchase sheet calls. A purchase or cancellation is stored as the device's
 * subscription at once, so the next status read already tells.
 */
export function createSandboxStoreService({ store, subscriptions, metrics }: SandboxStoreServiceOptions) {
  function open(): SandboxStore {
    if (!store)
      throw new StoreUnavailableError('The sandbox store is off: this server sells through the App Store');
    return store;
  }

  return {
    offerings(device: AuthenticatedDevice): Promise<OfferingsResponse> {
      return open().offerings(device.clientDeviceId);
    },

    async customerInfo(device: AuthenticatedDevice): Promise<{ customerInfo: CustomerInfo }> {
      return { customerInfo: await open().customerInfo(device.clientDeviceId) };
    },

    async purchase(
      device: AuthenticatedDevice,
      packageIdentifier: PackageIdentifier,
    ): Promise<{ customerInfo: CustomerInfo }> {
      const customerInfo = await open().purchase(device.clientDeviceId, packageIdentifier);
      metrics?.purchases.inc({ provider: 'sandbox' });
      await subscriptions.refresh(device);
      return { customerInfo };
    },

    async cancel(device: AuthenticatedDevice): Promise<{ customerInfo: CustomerInfo }> {
      const customerInfo = await open().cancel(device.clientDeviceId);
      await subscriptions.refresh(device);
      return { customerInfo };
    },
  };
}

export type SandboxStoreService = ReturnType<typeof createSandboxStoreService>;
