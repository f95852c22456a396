import { HAIR_CORRECTION_LIMITS, routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { bearerToken, contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerHairCorrectionRoutes(
  app: FastifyInstance,
  services: AppServices,
  savesPerMinute: number,
): void {
  const { devices, hairCorrections } = services;
  contractRoute(app, devices, routes.getHairCorrection, ({ device, params }) =>
    hairCorrections.get(device, params.id),
  );
  contractRoute(
    app,
    devices,
    routes.saveHairCorrection,
    ({ device, params, body }) => hairCorrections.save(device, params.id, body),
    {
      // Strokes run larger than the other JSON bodies; past this they are refused before being read.
      bodyLimit: HAIR_CORRECTION_LIMITS.maxBodyBytes,
      config: {
        // A save is free but queues a correction on a render thread (issue 23): counted per device, across
        // its registrations and photos. An unknown token is refused (401) before it is counted.
        rateLimit: {
          max: savesPerMinute,
          timeWindow: '1 minute',
          keyGenerator: async (request) =>
            `hair-correction:${(await devices.authenticate(bearerToken(request))).clientDeviceId}`,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many hair correction saves from this device; try again in ${context.after}`,
          }),
        },
      },
    },
  );
  contractRoute(app, devices, routes.resetHairCorrection, ({ device, params }) =>
    hairCorrections.reset(device, params.id),
  );
}
