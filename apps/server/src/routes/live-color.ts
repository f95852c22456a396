import { routes } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route';
import { errorBody } from '../http/errors';
import { IMAGE_ROUTE } from '../http/security-headers';
import type { AppServices } from '../http/services';
import { LIVE_MODEL_PATH } from '../services/live-color-model';

/** The description may name another file after a restart with another model: a client re-reads it daily. */
const DESCRIPTION_CACHE = 'public, max-age=86400';
/** The file's name is its sha256: it never changes, so it is kept for good. */
const MODEL_CACHE = 'public, max-age=31536000, immutable';

/** The hair model that live colour runs on the device. Neither call needs a bearer token. */
export function registerLiveColorRoutes(app: FastifyInstance, services: AppServices): void {
  contractRoute(app, services.devices, routes.getLiveColorModel, async ({ request, reply }) => {
    const model = await services.liveColorModel.describe(request.urlBase);
    reply.header('cache-control', DESCRIPTION_CACHE);
    return model;
  });

  app.get<{ Params: { file: string } }>(`${LIVE_MODEL_PATH}/:file`, IMAGE_ROUTE, async (request, reply) => {
    const bytes = await services.liveColorModel.read(request.params.file);
    if (bytes === undefined) return reply.code(404).send(errorBody('NOT_FOUND', 'Model not found'));
    return reply
      .header('content-type', 'application/octet-stream')
      .header('cache-control', MODEL_CACHE)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
