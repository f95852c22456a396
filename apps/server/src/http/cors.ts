import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { CLOUD_UPLOAD_PATH } from '../services/cloud-uploads';

/** Every method of the contract's routes (the brush's save is a PUT), and the preflight's own. */
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
const PREFLIGHT_CACHE_SECONDS = 600;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own CORS options, laid over the app's by @fastify/cors. */
    cors?: FastifyCorsOptions;
  }
}

/**
 * The Cloudinary-compatible upload endpoint answers any origin, without credentials, as Cloudinary does:
 * its preset is the credential, and the app posts to it from wherever it runs. For its route's `config`.
 */
export const UPLOAD_CORS: FastifyCorsOptions = {
  origin: '*',
  credentials: false,
  methods: ['POST'],
};

/**
 * CORS:
 * - the app's origins (APP_ORIGINS, the Vite dev server, `capacitor://localhost`) get their origin echoed
 *   and `Access-Control-Allow-Credentials`;
 * - the upload endpoint answers any origin (UPLOAD_CORS, on its route and on its preflight's route here);
 * - any other origin gets no CORS header at all (and its preflight a 404), credentials least of all.
 * The app served by this server calls it from its own origin, which needs none of this.
 *
 * Options set once, not a delegator: @fastify/cors normalises a delegator's answer again on every request,
 * which was 5 % of the server's CPU under the status poll.
 */
export async function installCors(app: FastifyInstance, appOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(appOrigins);
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false);
    },
    credentials: true,
    methods: METHODS,
    maxAge: PREFLIGHT_CACHE_SECONDS,
  });
  // A preflight is answered in @fastify/cors's hook, with the options of the route it lands on: the upload
  // path's own route carries UPLOAD_CORS (its catch-all OPTIONS route would carry the app's).
  app.options(CLOUD_UPLOAD_PATH, { config: { cors: UPLOAD_CORS } }, (_request, reply) => {
    reply.callNotFound();
  });
}
