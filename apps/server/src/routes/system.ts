import { buildOpenApiDocument, routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';
import type { HealthMonitor } from '../services/health-monitor';

export function registerSystemRoutes(
  app: FastifyInstance,
  services: AppServices,
  health: Pick<HealthMonitor, 'report'>,
): void {
  contractRoute(app, services.devices, routes.health, ({ reply }) => {
    const report = health.report();
    reply.header('cache-control', 'no-store').code(report.status === 'ok' ? 200 : 503);
    return report;
  });

  const document = buildOpenApiDocument();
  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document),
  );
  app.get('/api/openapi.json', async (_request, reply) => reply.send(document));
}
