import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';
import type { SiteConfig } from '../public-pages';

/** How long a client may keep the facts: they change only with the configuration, at a restart. */
const CACHE = 'public, max-age=300';

/**
 * What the privacy policy says that depends on this server's configuration, so the app's Privacy screen
 * states exactly what the public page states (both render catalogue/legal's privacyPolicy).
 */
export function registerPrivacyFactsRoute(
  app: FastifyInstance,
  services: AppServices,
  site: SiteConfig,
): void {
  const facts = { photoRetentionDays: site.photoRetentionDays, cloudinary: site.cloudinary, s3: site.s3 };
  contractRoute(app, services.devices, routes.getPrivacyFacts, ({ reply }) => {
    reply.header('cache-control', CACHE);
    return facts;
  });
}
