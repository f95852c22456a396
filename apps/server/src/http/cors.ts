import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLOUD_UPLOAD_PATH } from '../services/cloud-uploads';

const METHODS = ['GET', 'POST', 'DELETE', 'OPTIONS'];
const PREFLIGHT_CACHE_SECONDS = 600;

/**
 * CORS, decided per request:
 * - the Cloudinary-compatible upload endpoint answers any origin, without credentials, as Cloudinary does:
 *   its preset is the credential, and the app posts to it from wherever it runs;
 * - the app's origins (APP_ORIGINS, the Vite dev server, `capacitor://localhost`) get their origin echoed
 *   and `Access-Control-Allow-Credentials`;
 * - any other origin gets no CORS header at all (and its preflight a 404), credentials least of all.
 * The app served by this server calls it from its own origin, which needs none of this.
 */
export async function installCors(app: FastifyInstance, appOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(appOrigins);
  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    if (request.url.split('?')[0] === CLOUD_UPLOAD_PATH) {
      return { origin: '*', credentials: false, methods: ['POST'], maxAge: PREFLIGHT_CACHE_SECONDS };
    }
    const { origin } = request.headers;
    if (origin !== undefined && allowed.has(origin)) {
      return { origin, credentials: true, methods: METHODS, maxAge: PREFLIGHT_CACHE_SECONDS };
    }
    return { origin: false };
  };
  await app.register(cors, { delegator: (request, callback) => callback(null, optionsFor(request)) });
}
