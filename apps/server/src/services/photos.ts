import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DirectUploadResponse, Photo } from '@hairhue/contracts';
import type { Database, PhotoSource } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/queue';
import { createPhotoRepository } from '../repositories/photos';
import type { ObjectStorage } from '../storage';
import type { AuthenticatedDevice } from './devices';
import { NotFoundError } from './errors';
import type { FileUrls } from './file-urls';
import { intakePhoto } from './photo-intake';
import { storageKeys } from './storage-keys';
import type { UrlBase } from './url-base';
import { photoView } from './views';

export interface PhotoServiceOptions {
  db: Kysely<Database>;
  storage: ObjectStorage;
  urls: FileUrls;
  queue: JobQueue;
}

export interface StoredPhotoInput {
  /** Raw bytes as received; they are checked and normalised here. */
  bytes: Uint8Array;
  objectPath?: string;
  source: PhotoSource;
}

export function createPhotoService({ db, storage, urls, queue }: PhotoServiceOptions) {
  const photos = createPhotoRepository(db);

  /** Normalises the image, stores it, then records it: a row never points at a file that is not there. */
  async function store(device: AuthenticatedDevice, input: StoredPhotoInput) {
    const normalised = await intakePhoto(input.bytes);
    const id = randomUUID();
    const key = storageKeys.photo(id);
    await storage.put(key, normalised.jpeg, 'image/jpeg');
    let photo;
    try {
      photo = await photos.insert({
        id,
        device_id: device.id,
        object_path: input.objectPath ?? `hair-photos/${id}`,
        storage_key: key,
        source: input.source,
        width: normalised.width,
        height: normalised.height,
        bytes: normalised.jpeg.length,
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    // Best effort: should the job not be queued, the first try-on finds the hair itself.
    await queue.send(JobName.AnalysePhoto, { photoId: id }).then(
      () => queue.notify(JobName.AnalysePhoto),
      () => undefined,
    );
    return photo;
  }

  return {
    store,

    async upload(
      device: AuthenticatedDevice,
      bytes: Uint8Array,
      base: UrlBase,
    ): Promise<DirectUploadResponse> {
      const photo = await store(device, { bytes, source: 'upload' });
      const view = await photoView(photo, urls, base);
      return { photo: view, secureUrl: view.originalUrl, publicId: photo.object_path };
    },

    async create(device: AuthenticatedDevice, input: StoredPhotoInput, base: UrlBase): Promise<Photo> {
      return photoView(await store(device, input), urls, base);
    },

    async list(device: AuthenticatedDevice, base: UrlBase): Promise<Photo[]> {
      const rows = await photos.listOwned(device.id);
      return Promise.all(rows.map((row) => photoView(row, urls, base)));
    },

    async get(device: AuthenticatedDevice, photoId: string, base: UrlBase): Promise<Photo> {
      const photo = await photos.findOwned(device.id, photoId);
      if (!photo) throw new NotFoundError('Photo');
      return photoView(photo, urls, base);
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
