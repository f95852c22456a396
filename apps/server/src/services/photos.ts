import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DirectUploadResponse, Photo } from '@hairhue/contracts';
import type { Database, PhotoRow, PhotoSource } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/job-types';
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
  /** The upload the photo is made from, when it is claimed from one: one upload makes at most one photo. */
  claimedUpload?: string;
}

export function createPhotoService({ db, storage, urls, queue }: PhotoServiceOptions) {
  const photos = createPhotoRepository(db);

  /** The photo already made from an upload; another device's is not found (the upload is not theirs). */
  async function findClaimed(device: AuthenticatedDevice, claimedUpload: string) {
    const photo = await photos.findByClaimedUpload(claimedUpload);
    if (photo && photo.device_id !== device.id) throw new NotFoundError('Upload');
    return photo;
  }

  /** Normalises the image, stores it, then records it: a row never points at a file that is not there. */
  async function store(device: AuthenticatedDevice, input: StoredPhotoInput): Promise<PhotoRow> {
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
        claimed_upload: input.claimedUpload ?? null,
        width: normalised.width,
        height: normalised.height,
        bytes: normalised.jpeg.length,
      });
    } catch (error) {
      await storage.delete(key);
      throw error;
    }
    if (photo === undefined) {
      // A concurrent claim of the same upload won the unique index: its photo is the one.
      await storage.delete(key);
      const winner =
        input.claimedUpload === undefined ? undefined : await findClaimed(device, input.claimedUpload);
      if (!winner) throw new NotFoundError('Upload');
      return winner;
    }
    // Best effort: should the job not be queued, the first try-on finds the hair itself.
    await queue.send(JobName.AnalysePhoto, { photoId: id }).catch(() => undefined);
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

    /** The photo this device already made from the upload, if any (see `findClaimed`). */
    async findClaimed(
      device: AuthenticatedDevice,
      claimedUpload: string,
      base: UrlBase,
    ): Promise<Photo | undefined> {
      const photo = await findClaimed(device, claimedUpload);
      return photo && photoView(photo, urls, base);
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
