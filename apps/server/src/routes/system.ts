import { buildOpenApiDocument, routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices, HealthChecks } from '../http/services';

export function registerSystemRoutes(
  app: FastifyInstance,
  services: AppServices,
  checks: HealthChecks,
): void {
  contractRoute(app, services.devices, routes.health, async ({ reply }) => {
    const [database, storage, model] = await Promise.all([
      checks.database().catch(() => 'failing' as const),
      checks.storage().catch(() => 'failing' as const),
      checks.model().catch(() => 'failing' as const),
    ]);
    const healthy = [database, storage, model].every((check) => check !== 'failing');
    reply.code(healthy ? 200 : 503);
    return { status: healthy ? ('ok' as const) : ('failing' as const), checks: { database, storage, model } };
  });

  const document = buildOpenApiDocument();
  app.get('/api/docs', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document),
  );
  app.get('/api/openapi.json', async (_request, reply) => reply.send(document));
}
