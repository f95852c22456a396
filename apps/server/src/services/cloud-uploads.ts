import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CloudinaryUploadResponse, Photo, UploadUrlResponse } from '@hairhue/contracts';
import type { CloudinaryConfig } from '../config';
import type { ObjectStorage } from '../storage';
import type { DemoPhotoSource } from './demo-photos';
import type { AuthenticatedDevice } from './devices';
import { AppError, FileTooLargeError, NotFoundError, ValidationError } from './errors';
import { fetchTrustedImage } from './fetch-image';
import type { FileUrls } from './file-urls';
import { utcDay } from './limits';
import { intakePhoto } from './photo-intake';
import type { PhotoService } from './photos';
import { storageKeys } from './storage-keys';
import { absoluteUrl, type UrlBase } from './url-base';

/** Cloudinary answers upload problems with `{ error: { message } }` and a 400; so does our endpoint. */
export class CloudinaryStyleError extends Error {
  override readonly name = 'CloudinaryStyleError';

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface CloudUploadOptions {
  storage: ObjectStorage;
  urls: FileUrls;
  photos: PhotoService;
  demoPhotos: DemoPhotoSource;
  signingSecret: string;
  cloudinary?: CloudinaryConfig;
  now?: () => Date;
}

/** The path of our Cloudinary-compatible endpoint; Cloudinary's SDKs reach it by changing only their prefix. */
export const CLOUD_UPLOAD_PATH = '/cloud/v1_1/hairhue/image/upload';

const PRESET_LIFETIME_SECONDS = 3600;
const DEMO_OBJECT_PATH = /^demo-\d{1,16}-[A-Za-z0-9]{1,32}$/;
const CLOUD_PUBLIC_ID = /^(?:[A-Za-z0-9_-]{1,64}\/){0,4}(\d{8})_([a-f0-9]{32})$/;
const FOLDER = /^[A-Za-z0-9_-]{1,64}(?:\/[A-Za-z0-9_-]{1,64}){0,3}$/;

/**
 * The decoded path of an address; a malformed percent escape (`/%zz`) or an address that is no URL is the
 * client's mistake, answered with 400 rather than the URIError it would throw.
 */
function pathOf(originalUrl: string): string {
  try {
    return decodeURIComponent(new URL(originalUrl).pathname);
  } catch {
    throw new ValidationError('originalUrl: not a well-formed address (a malformed percent escape?)');
  }
}

/**
 * Both upload flows of the spec's cloud path. Our own endpoint takes an "unsigned preset" the way Cloudinary
 * does, but each preset is issued to one device and expires in an hour, so only that device can upload with
 * it and only it can claim what was uploaded.
 */
export function createCloudUploadService(options: CloudUploadOptions) {
  const now = options.now ?? (() => new Date());

  function presetSignature(deviceId: string, expires: string): Buffer {
    return createHmac('sha256', options.signingSecret)
      .update(`upload-preset\n${deviceId}\n${expires}`)
      .digest();
  }

  function issuePreset(deviceId: string): string {
    const expires = String(Math.floor(now().getTime() / 1000) + PRESET_LIFETIME_SECONDS);
    const signature = presetSignature(deviceId, expires).subarray(0, 16).toString('base64url');
    return `hairhue.${deviceId}.${expires}.${signature}`;
  }

  function deviceOfPreset(preset: string): string | undefined {
    const [prefix, deviceId, expires, signature, ...rest] = preset.split('.');
    if (prefix !== 'hairhue' || rest.length > 0 || !deviceId || !expires || !signature) return undefined;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now().getTime()) return undefined;
    const expected = presetSignature(deviceId, expires).subarray(0, 16);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : undefined;
  }

  async function claimOwnUpload(
    device: AuthenticatedDevice,
    originalUrl: string,
    objectPath: string,
    base: UrlBase,
  ) {
    const match = CLOUD_PUBLIC_ID.exec(objectPath);
    if (!match) throw new ValidationError('objectPath: not the public_id of an upload');
    const [, day = '', uploadId = ''] = match;
    const uploadDay = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}`;
    const key = storageKeys.upload(uploadDay, device.id, uploadId);
    const path = pathOf(originalUrl);
    if (!path.endsWith(`/${key}`)) {
      // The same upload under another device's key: it may exist, but it is not this device's to claim.
      const othersUpload =
        path.includes(`/${storageKeys.uploadDay(uploadDay)}`) && path.endsWith(`/${uploadId}.jpg`);
      if (othersUpload) throw new NotFoundError('Upload');
      throw new ValidationError('originalUrl: does not match objectPath');
    }
    // Claiming again (a retry, a second tap) answers with the photo already made.
    const claimed = await options.photos.findClaimed(device, key, base);
    if (claimed) return claimed;
    const bytes = await options.storage.get(key);
    if (bytes === undefined) {
      // A concurrent claim may have just made the photo and removed the upload.
      const madeMeanwhile = await options.photos.findClaimed(device, key, base);
      if (madeMeanwhile) return madeMeanwhile;
      throw new NotFoundError('Upload');
    }
    const photo = await options.photos.create(
      device,
      { bytes, objectPath, source: 'cloud', claimedUpload: key },
      base,
    );
    await options.storage.delete(key);
    return photo;
  }

  return {
    /** Where the client uploads: Cloudinary when configured, else our endpoint on the client's `base`. */
    uploadTarget(device: AuthenticatedDevice, base: UrlBase): UploadUrlResponse {
      const { cloudinary } = options;
      if (cloudinary) {
        return {
          uploadUrl: `${cloudinary.apiBase}/v1_1/${cloudinary.cloudName}/image/upload`,
          uploadPreset: cloudinary.uploadPreset,
        };
      }
      return {
        uploadUrl: absoluteUrl(base, CLOUD_UPLOAD_PATH),
        uploadPreset: issuePreset(device.id),
      };
    },

    /** Our Cloudinary-compatible upload endpoint. */
    async receive(
      fields: {
        preset: string | undefined;
        folder: string | undefined;
        file: Uint8Array | undefined;
      },
      base: UrlBase,
    ): Promise<CloudinaryUploadResponse> {
      if (fields.preset === undefined || fields.preset === '') {
        throw new CloudinaryStyleError(400, 'Upload preset must be specified when using unsigned upload');
      }
      const deviceId = deviceOfPreset(fields.preset);
      if (deviceId === undefined) throw new CloudinaryStyleError(400, 'Upload preset not found');
      if (fields.file === undefined) throw new CloudinaryStyleError(400, 'Missing required parameter - file');
      const folder = fields.folder ?? '';
      if (folder !== '' && !FOLDER.test(folder)) throw new CloudinaryStyleError(400, 'Invalid folder');
      let normalised;
      try {
        normalised = await intakePhoto(fields.file);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        throw new CloudinaryStyleError(
          error instanceof FileTooLargeError ? 413 : 400,
          `Invalid image file. ${error.message}`,
        );
      }
      const at = now();
      const day = utcDay(at);
      const uploadId = randomBytes(16).toString('hex');
      const key = storageKeys.upload(day, deviceId, uploadId);
      await options.storage.put(key, normalised.jpeg, 'image/jpeg');
      const publicId = `${folder === '' ? '' : `${folder}/`}${day.replaceAll('-', '')}_${uploadId}`;
      return {
        secure_url: await options.urls.url(key, base),
        public_id: publicId,
        width: normalised.width,
        height: normalised.height,
        format: 'jpg',
        bytes: normalised.jpeg.length,
      };
    },

    /** `POST /photos`: records a photo from our storage, the configured cloud or the demo source — nothing else. */
    async createPhoto(
      device: AuthenticatedDevice,
      originalUrl: string,
      objectPath: string,
      base: UrlBase,
    ): Promise<Photo> {
      if (DEMO_OBJECT_PATH.test(objectPath)) {
        const bytes = await options.demoPhotos.read(originalUrl, base);
        if (bytes === undefined) throw new ValidationError('originalUrl: not one of the demo photos');
        return options.photos.create(device, { bytes, objectPath, source: 'demo' }, base);
      }
      const { cloudinary } = options;
      if (
        cloudinary &&
        originalUrl.startsWith(`${cloudinary.deliveryBase}/${cloudinary.cloudName}/image/upload/`)
      ) {
        // The asset's address without its query: one Cloudinary upload makes at most one photo too.
        const claimedUpload = `cloudinary:${new URL(originalUrl).pathname}`;
        const claimed = await options.photos.findClaimed(device, claimedUpload, base);
        if (claimed) return claimed;
        const bytes = await fetchTrustedImage(originalUrl);
        return options.photos.create(device, { bytes, objectPath, source: 'cloud', claimedUpload }, base);
      }
      if (!cloudinary) return claimOwnUpload(device, originalUrl, objectPath, base);
      throw new ValidationError('originalUrl: must be an address of our storage or of the configured cloud');
    },
  };
}

export type CloudUploadService = ReturnType<typeof createCloudUploadService>;
