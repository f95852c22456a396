import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EdgeAnswerObserver } from '../http/framework-errors';
import type { Metrics } from './registry';

export interface HttpMetricsOptions {
  metrics: Metrics;
  /**
   * METRICS_TOKEN, when the metrics are to be scraped from this (public) port at `/metrics` with
   * `Authorization: Bearer <token>`. Without it they are served on METRICS_PORT only (metrics/server.ts).
   */
  publicToken?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`; compared by digest, in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const presented = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** Counts the answers no route saw (framework-errors.ts, request-limits.ts) with the unmatched ones. */
export function edgeAnswerObserver({ metrics }: HttpMetricsOptions): EdgeAnswerObserver {
  return (method, status, seconds) =>
    metrics.httpDuration.observe({ method, route: 'unmatched', status: String(status) }, seconds);
}

/**
 * Times every answer by its route pattern (`/api/photos/:photoId`), never its raw URL, so the number of
 * series stays bounded; addresses no route matched are counted together as 'unmatched'.
 */
export function installHttpMetrics(app: FastifyInstance, { metrics, publicToken }: HttpMetricsOptions): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  if (publicToken === undefined) return;
  app.get('/metrics', async (request: FastifyRequest, reply) => {
    reply.header('cache-control', 'no-store');
    if (!hasMetricsToken(request.headers.authorization, publicToken)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' });
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).send(body);
  });
}
