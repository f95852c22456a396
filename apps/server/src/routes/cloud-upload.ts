import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../http/services';
import { CLOUD_UPLOAD_PATH, CloudinaryStyleError } from '../services/cloud-uploads';
import { MAX_UPLOAD_BYTES } from '../services/limits';

/**
 * Our Cloudinary-compatible upload endpoint: multipart `file`, `upload_preset`, `folder`, answered as
 * Cloudinary answers, errors included (`{ error: { message } }`).
 */
export function registerCloudUploadRoute(app: FastifyInstance, services: AppServices): void {
  app.post(CLOUD_UPLOAD_PATH, async (request, reply) => {
    const fields: Record<string, string> = {};
    let file: Uint8Array | undefined;
    const base = request.urlBase;
    try {
      if (!request.isMultipart()) throw new CloudinaryStyleError(400, 'Missing required parameter - file');
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === 'file' && file === undefined) file = bytes;
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      const uploaded = await services.cloudUploads.receive(
        {
          preset: fields.upload_preset,
          folder: fields.folder,
          file,
        },
        base,
      );
      return await reply.code(200).send(uploaded);
    } catch (error) {
      if (error instanceof CloudinaryStyleError) {
        return reply.code(error.statusCode).send({ error: { message: error.message } });
      }
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply
          .code(413)
          .send({ error: { message: `File size too large. Maximum is ${MAX_UPLOAD_BYTES}.` } });
      }
      throw error;
    }
  });
}
