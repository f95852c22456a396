import type { FastifyInstance } from 'fastify';
import { errorBody } from '../http/errors';
import type { AppServices } from '../http/services';
import type { ObjectStorage } from '../storage';
import { verifyFileSignature } from '../storage';
import { IMAGE_ROUTE } from '../http/security-headers';
import { onboardingPreviewKey } from '../jobs/onboarding-previews';

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

export interface FileRouteOptions {
  /** The local storage, when files are ours to serve (S3 serves its own presigned URLs). */
  localStorage?: ObjectStorage;
  /** The storage in use, local or S3: public renders (onboarding previews) are read from it. */
  storage: ObjectStorage;
  signingSecret: string;
  now?: () => Date;
}

/** Signed file URLs of the local storage, and the public demo photos. Neither needs a bearer token. */
export function registerFileRoutes(
  app: FastifyInstance,
  services: AppServices,
  options: FileRouteOptions,
): void {
  const now = options.now ?? (() => new Date());
  const { localStorage } = options;
  if (localStorage) {
    app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
      '/files/*',
      IMAGE_ROUTE,
      async (request, reply) => {
        const key = request.params['*'];
        const { expires = '', signature = '' } = request.query;
        if (!verifyFileSignature(options.signingSecret, key, expires, signature, now())) {
          return reply.code(403).send(errorBody('UNAUTHORIZED', 'This file link is invalid or has expired'));
        }
        const bytes = await localStorage.get(key);
        if (bytes === undefined) return reply.code(404).send(errorBody('NOT_FOUND', 'File not found'));
        const maxAge = Math.max(0, Number(expires) - Math.floor(now().getTime() / 1000));
        return reply
          .header('content-type', contentTypeOf(key))
          .header('cache-control', `private, max-age=${maxAge}, immutable`)
          .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      },
    );
  }

  app.get<{ Params: { modelId: string; colourFile: string } }>(
    '/onboarding/:modelId/:colourFile',
    IMAGE_ROUTE,
    async (request, reply) => {
      const { modelId, colourFile } = request.params;
      const colourId = /^([a-z0-9-]{1,64})\.jpg$/.exec(colourFile)?.[1];
      const bytes =
        colourId && /^[a-z0-9-]{1,64}$/.test(modelId)
          ? await options.storage.get(onboardingPreviewKey(modelId, colourId))
          : undefined;
      if (bytes === undefined) return reply.code(404).send(errorBody('NOT_FOUND', 'Preview not found'));
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );

  app.get<{ Params: { file: string } }>('/demo-photos/:file', IMAGE_ROUTE, async (request, reply) => {
    const bytes = await services.demoPhotos.readFile(request.params.file);
    if (bytes === undefined) return reply.code(404).send(errorBody('NOT_FOUND', 'Demo photo not found'));
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
