import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../http/services';
import { parseWith } from '../http/validation';
import { revenueCatWebhookSchema } from '../purchases/revenuecat-webhook';

/**
 * `POST /api/webhooks/revenuecat`, with PURCHASES=revenuecat only (otherwise the address does not exist).
 * Not in the contract: RevenueCat, not our app, defines its body.
 */
export function registerRevenueCatWebhookRoute(app: FastifyInstance, services: AppServices): void {
  const webhooks = services.revenueCatWebhooks;
  if (!webhooks) return;
  app.post(
    '/api/webhooks/revenuecat',
    // Checked before the body is read: a stranger learns nothing about what we accept.
    { onRequest: async (request) => webhooks.authenticate(request.headers.authorization) },
    async (request) => webhooks.receive(parseWith(revenueCatWebhookSchema, request.body, 'body')),
  );
}
