import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, createS3Storage, type ObjectStorage } from '../storage';

export interface ConfiguredStorage {
  storage: ObjectStorage;
  /** The files live on this machine's disk, and the HTTP app serves them itself (signed links). */
  local: boolean;
}

/** S3 when it is configured, else the data folder on this machine. */
export function createConfiguredStorage(
  config: Config,
  signingSecret: string,
  now: () => Date,
): ConfiguredStorage {
  if (config.s3) return { storage: createS3Storage({ ...config.s3, now }), local: false };
  return {
    storage: createLocalStorage({
      rootDir: path.join(config.dataDir, 'files'),
      signingSecret,
      now,
    }),
    local: true,
  };
}
