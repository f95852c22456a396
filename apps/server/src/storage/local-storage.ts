import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertValidExpiry,
  assertValidStorageKey,
  assertValidStoragePrefix,
  isValidStorageKey,
  type ObjectStorage,
} from './types';

export interface LocalStorageOptions {
  rootDir: string;
  signingSecret: string;
  /** Clock used to stamp signed URLs; tests pass a fixed one. */
  now?: () => Date;
}

// Keys cannot contain "~", so a file with it in its name is always one of our unfinished writes.
const TEMP_MARKER = '~';

function signatureOf(secret: string, key: string, expires: string): Buffer {
  // The newline keeps key and expiry apart: without it "a1"+"700" and "a"+"1700" would sign alike.
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest();
}

/**
 * Checks a signed file URL's parameters. Pure: the caller passes the current time.
 * `expires` is unix seconds; the URL is valid while `now` is before it.
 */
export function verifyFileSignature(
  secret: string,
  key: string,
  expires: string | number,
  signature: string,
  now: Date,
): boolean {
  const expiresText = String(expires);
  if (!isValidStorageKey(key)) return false;
  if (!/^\d{1,12}$/.test(expiresText)) return false;
  if (now.getTime() >= Number(expiresText) * 1000) return false;
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), signatureOf(secret, key, expiresText));
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    codes.includes(String((error as { code: unknown }).code))
  );
}

async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (hasCode(error, 'ENOENT', 'ENOTDIR')) return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else if (entry.isFile() && !entry.name.includes(TEMP_MARKER)) files.push(full);
  }
  return files;
}

export function createLocalStorage(options: LocalStorageOptions): ObjectStorage {
  const rootDir = path.resolve(options.rootDir);
  const now = options.now ?? (() => new Date());
  const fileOf = (key: string) => path.join(rootDir, ...key.split('/'));
  const keyOf = (file: string) => path.relative(rootDir, file).split(path.sep).join('/');

  async function removeEmptyParents(file: string): Promise<void> {
    let dir = path.dirname(file);
    while (dir !== rootDir && dir.startsWith(rootDir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): stop climbing
      }
      dir = path.dirname(dir);
    }
  }

  return {
    async put(key, bytes) {
      assertValidStorageKey(key);
      const file = fileOf(key);
      const temp = `${file}${TEMP_MARKER}${randomUUID()}`;
      // A concurrent delete may remove the emptied folder between mkdir and write; make it again then.
      for (let attempt = 1; ; attempt++) {
        try {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(temp, bytes);
          await rename(temp, file);
          return;
        } catch (error) {
          await rm(temp, { force: true });
          if (attempt >= 3 || !hasCode(error, 'ENOENT')) throw error;
        }
      }
    },

    async get(key) {
      assertValidStorageKey(key);
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR', 'EISDIR')) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertValidStorageKey(key);
      const file = fileOf(key);
      try {
        if (!(await stat(file)).isFile()) return;
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return;
        throw error;
      }
      await rm(file, { force: true });
      await removeEmptyParents(file);
    },

    async deletePrefix(prefix) {
      assertValidStoragePrefix(prefix);
      // Same meaning as an S3 prefix: a string prefix of the key, not necessarily a whole folder.
      const slash = prefix.lastIndexOf('/');
      const searchDir = slash === -1 ? rootDir : fileOf(prefix.slice(0, slash));
      const matches = (await listFiles(searchDir)).filter((file) => keyOf(file).startsWith(prefix));
      for (const file of matches) {
        await rm(file, { force: true });
        await removeEmptyParents(file);
      }
      return matches.length;
    },

    async exists(key) {
      assertValidStorageKey(key);
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (hasCode(error, 'ENOENT', 'ENOTDIR')) return false;
        throw error;
      }
    },

    async signedUrl(key, { expiresInSeconds }) {
      assertValidStorageKey(key);
      assertValidExpiry(expiresInSeconds);
      const expires = String(Math.floor(now().getTime() / 1000) + expiresInSeconds);
      const signature = signatureOf(options.signingSecret, key, expires).toString('hex');
      // A path on this server: each client gets it on the address it reached us at. The signature covers
      // the key and the expiry only, so a link works whichever of our addresses it is fetched through.
      return `/files/${key}?expires=${expires}&signature=${signature}`;
    },

    async check() {
      await mkdir(rootDir, { recursive: true });
      await access(rootDir, constants.R_OK | constants.W_OK);
    },
  };
}
