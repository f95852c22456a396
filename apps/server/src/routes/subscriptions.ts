import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerSubscriptionRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, subscriptions } = services;
  contractRoute(app, devices, routes.getSubscriptionStatus, ({ device }) => subscriptions.status(device));
  contractRoute(app, devices, routes.syncSubscription, async ({ device }) => {
    await subscriptions.refresh(device);
    return { success: true };
  });
}
