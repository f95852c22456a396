/** Object storage for photos, masks and renders: a local folder or any S3-compatible store. */
export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or `undefined` when nothing is stored under `key`. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` and returns how many were removed. */
  deletePrefix(prefix: string): Promise<number>;
  exists(key: string): Promise<boolean>;
  /**
   * An address that serves the object without a bearer header, valid for `expiresInSeconds`: a whole URL
   * (S3's presigned one), or a path on this server starting with `/` (local files), which the caller puts
   * on the address its client reached us at.
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
  /** Resolves when the storage is reachable and usable; rejects otherwise (used by /health). */
  check(): Promise<void>;
}

export interface SignedUrlOptions {
  expiresInSeconds: number;
}

/** S3 refuses presigned URLs that live longer than a week; the local backend keeps the same bound. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

const MAX_KEY_LENGTH = 1024;
const KEY_CHARACTERS = /^[A-Za-z0-9/_.-]+$/;

export class InvalidStorageKeyError extends Error {
  override readonly name = 'InvalidStorageKeyError';

  constructor(
    readonly key: string,
    readonly reason: string,
  ) {
    super(`Invalid storage key ${JSON.stringify(key)}: ${reason}`);
  }
}

function keyProblem(key: string, kind: 'key' | 'prefix'): string | undefined {
  if (key.length === 0) return 'it is empty';
  if (key.length > MAX_KEY_LENGTH) return `it is longer than ${MAX_KEY_LENGTH} characters`;
  if (!KEY_CHARACTERS.test(key)) return 'only A-Z, a-z, 0-9, "/", "_", "." and "-" are allowed';
  if (key.startsWith('/')) return 'it starts with "/"';
  if (key.includes('..')) return 'it contains ".."';
  if (key.includes('//')) return 'it contains an empty path segment';
  // A prefix may end at a folder boundary ("photos/"); a key names a file, so it may not.
  if (kind === 'key' && key.endsWith('/')) return 'it ends with "/"';
  if (key.split('/').includes('.')) return 'it contains a "." path segment';
  return undefined;
}

export function isValidStorageKey(key: string): boolean {
  return keyProblem(key, 'key') === undefined;
}

export function assertValidStorageKey(key: string): void {
  const problem = keyProblem(key, 'key');
  if (problem !== undefined) throw new InvalidStorageKeyError(key, problem);
}

export function assertValidStoragePrefix(prefix: string): void {
  const problem = keyProblem(prefix, 'prefix');
  if (problem !== undefined) throw new InvalidStorageKeyError(prefix, problem);
}

export function assertValidExpiry(expiresInSeconds: number): void {
  if (
    !Number.isInteger(expiresInSeconds) ||
    expiresInSeconds < 1 ||
    expiresInSeconds > MAX_SIGNED_URL_SECONDS
  ) {
    throw new RangeError(
      `expiresInSeconds must be an integer from 1 to ${MAX_SIGNED_URL_SECONDS}, got ${expiresInSeconds}`,
    );
  }
}
