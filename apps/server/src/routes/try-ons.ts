import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerTryOnRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, tryOns } = services;
  contractRoute(app, devices, routes.listTryOns, ({ device, request }) =>
    tryOns.list(device, request.urlBase),
  );
  contractRoute(app, devices, routes.createTryOn, ({ device, body, headers, request }) =>
    tryOns.create(device, body, request.urlBase, request.ip, headers['idempotency-key']),
  );
  contractRoute(app, devices, routes.getTryOn, ({ device, params, request }) =>
    tryOns.get(device, params.id, request.urlBase),
  );
  contractRoute(app, devices, routes.deleteTryOn, async ({ device, params }) => {
    await tryOns.delete(device, params.id);
    return { success: true };
  });
  contractRoute(app, devices, routes.downloadTryOn, ({ device, params, request }) =>
    tryOns.download(device, params.id, request.urlBase),
  );
}
