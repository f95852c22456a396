import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the SPA never owns: an unknown one of these is a real 404, not a client-side route. */
export const SERVER_PATHS = /^\/(api|files|cloud|demo-photos|onboarding)(\/|$)/;

/**
 * Serves the built web app (apps/web/dist): its hashed assets for a year, and index.html — never cached,
 * so a deploy is picked up at once — for every other GET (see the not-found handler), where the app's
 * router takes over.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Our own Cache-Control (below) instead of send's default max-age=0.
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = /[\\/]assets[\\/]/.test(filePath);
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
