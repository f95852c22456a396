import { HAIR_CORRECTION_LIMITS, routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerHairCorrectionRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, hairCorrections } = services;
  contractRoute(app, devices, routes.getHairCorrection, ({ device, params }) =>
    hairCorrections.get(device, params.id),
  );
  contractRoute(
    app,
    devices,
    routes.saveHairCorrection,
    ({ device, params, body }) => hairCorrections.save(device, params.id, body),
    // Strokes run larger than the other JSON bodies; past this they are refused before being read.
    { bodyLimit: HAIR_CORRECTION_LIMITS.maxBodyBytes },
  );
  contractRoute(app, devices, routes.resetHairCorrection, ({ device, params }) =>
    hairCorrections.reset(device, params.id),
  );
}
