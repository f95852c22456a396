import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from '../../src/storage';
import { describeObjectStorage, type StorageBackend } from './object-storage-suite';
import { startS3rver, type RunningS3 } from './s3rver';

const BUCKET = 'hairhue-test';

let s3: RunningS3;
let options: S3StorageOptions;
let backend: StorageBackend;

beforeAll(async () => {
  s3 = await startS3rver(BUCKET);
  options = s3.options;
  backend = {
    create: (overrides) => createS3Storage({ ...options, ...overrides }),
    signatureParam: 'X-Amz-Signature',
  };
});

afterAll(() => s3.close());

// s3rver 3.7 checks a presigned URL's expiry but not its SigV4 signature ("Signature version 4 calculation is
// unimplemented" in its authentication middleware), so the tampering cases cannot fail against it.
describeObjectStorage('S3', () => backend, { serverChecksSignatures: false });

describe('S3 storage', () => {
  it('fails its health check when the bucket does not exist', async () => {
    await expect(createS3Storage({ ...options, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
  });
});
