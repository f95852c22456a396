import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/storage';

export interface RunningS3 {
  endpoint: string;
  /** Storage options for the started bucket, with s3rver's fixed credentials (it checks signatures made with them). */
  options: S3StorageOptions;
  close(): Promise<void>;
}

/** A real S3-protocol server on loopback, with one empty bucket, in a temp folder. */
export async function startS3rver(bucket: string): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'hairhue-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    options: {
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
