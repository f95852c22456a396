import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from '../../src/storage';
import { describeObjectStorage, type StorageBackend } from './object-storage-suite';

const BUCKET = 'hairhue-test';

let directory: string;
let s3rver: S3rver;
let options: S3StorageOptions;
let backend: StorageBackend;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'hairhue-s3rver-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  options = {
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    // s3rver's fixed credentials; it checks signatures made with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  backend = {
    create: (overrides) => createS3Storage({ ...options, ...overrides }),
    signatureParam: 'X-Amz-Signature',
  };
});

afterAll(async () => {
  await s3rver.close();
  await rm(directory, { recursive: true, force: true });
});

// s3rver 3.7 checks a presigned URL's expiry but not its SigV4 signature ("Signature version 4 calculation is
// unimplemented" in its authentication middleware), so the tampering cases cannot fail against it.
describeObjectStorage('S3', () => backend, { serverChecksSignatures: false });

describe('S3 storage', () => {
  it('fails its health check when the bucket does not exist', async () => {
    await expect(createS3Storage({ ...options, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
  });
});
