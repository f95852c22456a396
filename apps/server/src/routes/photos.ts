import { routes } from '@hairhue/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../http/contract-route';
import type { AppServices } from '../http/services';
import { readMultipartForm } from '../http/multipart';
import { ValidationError } from '../services/errors';

/** Reads the one file of a multipart request, refusing other field names and anything over the limit. */
export async function readMultipartFile(request: FastifyRequest, field: string): Promise<Uint8Array> {
  if (!request.isMultipart())
    throw new ValidationError(`body: a multipart/form-data upload with a "${field}" file is required`);
  const { files } = await readMultipartForm(request);
  const file = files.get(field);
  if (file !== undefined) return file;
  const [other] = files.keys();
  throw new ValidationError(
    other === undefined ? `${field}: is required` : `${field}: is required (got a file named "${other}")`,
  );
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
  contractRoute(app, devices, routes.getPreviewPlanes, ({ device, params, request }) =>
    services.previewPlanes.get(device, params.id, request.urlBase),
  );
  contractRoute(app, devices, routes.getPhotoAppearance, ({ device, params }) =>
    services.photoAppearances.get(device, params.id),
  );
  contractRoute(app, devices, routes.listDemoPhotos, ({ request }) =>
    services.demoPhotos.list(request.urlBase),
  );
}
