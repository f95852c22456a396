import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerTryOnRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, tryOns } = services;
  contractRoute(app, devices, routes.listTryOns, ({ device }) => tryOns.list(device));
  contractRoute(app, devices, routes.createTryOn, ({ device, body }) => tryOns.create(device, body));
  contractRoute(app, devices, routes.getTryOn, ({ device, params }) => tryOns.get(device, params.id));
  contractRoute(app, devices, routes.deleteTryOn, async ({ device, params }) => {
    await tryOns.delete(device, params.id);
    return { success: true };
  });
  contractRoute(app, devices, routes.downloadTryOn, ({ device, params }) =>
    tryOns.download(device, params.id),
  );
}
