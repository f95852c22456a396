export { createLocalStorage, verifyFileSignature, type LocalStorageOptions } from './local-storage';
export { createS3Storage, type S3StorageOptions } from './s3-storage';
export {
  assertValidStorageKey,
  InvalidStorageKeyError,
  isValidStorageKey,
  MAX_SIGNED_URL_SECONDS,
  type ObjectStorage,
  type SignedUrlOptions,
} from './types';
