import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerDiceRollRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, diceRolls } = services;
  contractRoute(app, devices, routes.getDiceUsage, ({ device }) => diceRolls.usage(device));
  contractRoute(app, devices, routes.createDiceRoll, ({ device, body, headers, request }) =>
    diceRolls.create(
      device,
      { photoId: body.photoId, suitsMe: body.suitsMe, idempotencyKey: headers['idempotency-key'] },
      request.urlBase,
    ),
  );
  contractRoute(app, devices, routes.getDiceRoll, ({ device, params, request }) =>
    diceRolls.get(device, params.id, request.urlBase),
  );
}
