import { errorStatus } from '@hairhue/contracts';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_CORS } from '../http/cors';
import { readMultipartForm } from '../http/multipart';
import type { AppServices } from '../http/services';
import { CLOUD_UPLOAD_PATH, CloudinaryStyleError } from '../services/cloud-uploads';
import { AppError } from '../services/errors';
import { MAX_UPLOAD_BYTES } from '../services/limits';

/** @fastify/multipart's limit errors (parts, files, fields) carry a 4xx status of their own. */
function clientStatusOf(error: unknown): number | undefined {
  const { statusCode } = error as { statusCode?: unknown };
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 ? statusCode : undefined;
}

/**
 * Our Cloudinary-compatible upload endpoint: multipart `file`, `upload_preset`, `folder`, answered as
 * Cloudinary answers, errors included (`{ error: { message } }`).
 */
export function registerCloudUploadRoute(app: FastifyInstance, services: AppServices): void {
  app.post(CLOUD_UPLOAD_PATH, { config: { cors: UPLOAD_CORS } }, async (request, reply) => {
    const base = request.urlBase;
    try {
      if (!request.isMultipart()) throw new CloudinaryStyleError(400, 'Missing required parameter - file');
      const { files, fields } = await readMultipartForm(request);
      const uploaded = await services.cloudUploads.receive(
        { preset: fields.get('upload_preset'), folder: fields.get('folder'), file: files.get('file') },
        base,
      );
      return await reply.code(200).send(uploaded);
    } catch (error) {
      if (error instanceof CloudinaryStyleError) {
        return reply.code(error.statusCode).send({ error: { message: error.message } });
      }
      if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') {
        return reply
          .code(413)
          .send({ error: { message: `File size too large. Maximum is ${MAX_UPLOAD_BYTES}.` } });
      }
      if (error instanceof AppError && errorStatus[error.code] < 500) {
        return reply.code(errorStatus[error.code]).send({ error: { message: error.message } });
      }
      const status = clientStatusOf(error);
      if (status !== undefined) {
        return reply
          .code(status === 406 ? 400 : status)
          .send({ error: { message: (error as Error).message } });
      }
      throw error;
    }
  });
}
