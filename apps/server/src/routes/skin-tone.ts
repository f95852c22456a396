import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerSkinToneRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, skinTones } = services;
  contractRoute(app, devices, routes.getSkinTone, ({ device }) => skinTones.get(device));
  contractRoute(app, devices, routes.saveSkinTone, ({ device, body }) => skinTones.save(device, body));
  contractRoute(app, devices, routes.resetSkinTone, ({ device }) => skinTones.reset(device));
}
