import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertValidExpiry,
  assertValidStorageKey,
  assertValidStoragePrefix,
  type ObjectStorage,
} from './types';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** For S3-compatible stores (MinIO, R2, ...); omit for AWS. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
  /** Clock used to sign presigned URLs; tests pass one in the past to get an expired URL. */
  now?: () => Date;
}

function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3Storage(options: S3StorageOptions): ObjectStorage {
  const { bucket } = options;
  const now = options.now ?? (() => new Date());
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint === undefined ? {} : { endpoint: options.endpoint }),
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Many S3-compatible stores reject the SDK's default CRC32 trailers; send checksums only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    async put(key, bytes, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (response.Body === undefined) return new Uint8Array();
        return await response.Body.transformToByteArray();
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertValidStoragePrefix(prefix);
      let deleted = 0;
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: continuationToken }),
        );
        const keys = (page.Contents ?? []).flatMap((object) =>
          object.Key === undefined ? [] : [object.Key],
        );
        if (keys.length > 0) {
          // A listing page holds at most 1000 keys, which is also DeleteObjects' batch limit.
          const result = await client.send(
            new DeleteObjectsCommand({
              Bucket: bucket,
              Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
            }),
          );
          const errors = result.Errors ?? [];
          if (errors.length > 0) {
            const first = errors[0];
            throw new Error(
              `S3 could not delete ${errors.length} of ${keys.length} objects under ${JSON.stringify(prefix)}` +
                ` (first: ${first?.Key ?? '?'}: ${first?.Code ?? '?'} ${first?.Message ?? ''})`,
            );
          }
          deleted += keys.length;
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken !== undefined);
      return deleted;
    },

    async exists(key) {
      assertValidStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async signedUrl(key, { expiresInSeconds }) {
      assertValidStorageKey(key);
      assertValidExpiry(expiresInSeconds);
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: expiresInSeconds,
        signingDate: now(),
      });
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
