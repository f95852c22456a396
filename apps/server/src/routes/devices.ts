import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';

export function registerDeviceRoutes(app: FastifyInstance, services: AppServices, perMinute: number): void {
  contractRoute(
    app,
    services.devices,
    routes.registerDevice,
    async ({ body }) => ({
      success: true,
      token: await services.devices.register(body.deviceId, body.appVersion),
    }),
    {
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: '1 minute',
          // Thrown by the plugin and answered by our error handler, which reads `statusCode` and `message`.
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many registrations from this address; try again in ${context.after}`,
          }),
        },
      },
    },
  );
}
