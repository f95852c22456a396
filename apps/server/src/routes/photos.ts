import type { MultipartFile } from '@fastify/multipart';
import { routes } from '@hairhue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';
import { FileTooLargeError, ValidationError } from '../services/errors';
import { MAX_UPLOAD_TEXT } from '../services/limits';

const TOO_LARGE = `File too large: the maximum is ${MAX_UPLOAD_TEXT}`;

/** Reads the one file of a multipart request, refusing other field names and anything over the limit. */
export async function readMultipartFile(request: FastifyRequest, field: string): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw new ValidationError(`body: a multipart/form-data upload with a "${field}" file is required`);
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new FileTooLargeError(TOO_LARGE);
    throw error;
  }
  if (file === undefined) throw new ValidationError(`${field}: is required`);
  if (file.fieldname !== field)
    throw new ValidationError(`${field}: is required (got a file named "${file.fieldname}")`);
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new FileTooLargeError(TOO_LARGE);
    throw error;
  }
}

export function registerPhotoRoutes(app: FastifyInstance, services: AppServices): void {
  const { devices, photos, cloudUploads } = services;
  contractRoute(app, devices, routes.uploadPhoto, async ({ device, request }) => {
    const base = request.urlBase;
    return photos.upload(device, await readMultipartFile(request, 'photo'), base);
  });
  contractRoute(app, devices, routes.getUploadUrl, ({ device, request }) =>
    cloudUploads.uploadTarget(device, request.urlBase),
  );
  contractRoute(app, devices, routes.createPhoto, ({ device, body, request }) =>
    cloudUploads.createPhoto(device, body.originalUrl, body.objectPath, request.urlBase),
  );
  contractRoute(app, devices, routes.listPhotos, ({ device, request }) =>
    photos.list(device, request.urlBase),
  );
  contractRoute(app, devices, routes.getPhoto, ({ device, params, request }) =>
    photos.get(device, params.id, request.urlBase),
  );
  contractRoute(app, devices, routes.listDemoPhotos, ({ request }) =>
    services.demoPhotos.list(request.urlBase),
  );
}
