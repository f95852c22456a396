import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

/** The sandbox store (PURCHASES=sandbox); 503 STORE_UNAVAILABLE when the server sells through RevenueCat. */
export function registerSandboxStoreRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, sandboxStore } = services;
  contractRoute(app, devices, routes.getSandboxOfferings, ({ device }) => sandboxStore.offerings(device));
  contractRoute(app, devices, routes.getSandboxCustomerInfo, ({ device }) =>
    sandboxStore.customerInfo(device),
  );
  contractRoute(app, devices, routes.purchaseSandboxPackage, ({ device, body }) =>
    sandboxStore.purchase(device, body.packageIdentifier),
  );
  contractRoute(app, devices, routes.cancelSandboxSubscription, ({ device }) => sandboxStore.cancel(device));
}
