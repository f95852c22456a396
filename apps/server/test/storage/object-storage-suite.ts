import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, type ObjectStorage } from '../../src/storage';

export interface StorageBackend {
  /** A storage over the backend started for the suite; `now` is the clock it signs URLs with. */
  create(options?: { now?: () => Date }): ObjectStorage;
  /** The query parameter of a signed URL that carries its signature. */
  signatureParam: string;
}

const INVALID_KEYS = [
  '',
  '/photos/a.jpg',
  '../a.jpg',
  'photos/../a.jpg',
  'a..b',
  'a b',
  'a\\b',
  'é.jpg',
  'a//b',
  'photos/',
  './a',
  'a?b',
];

function bytes(...values: number[]): Uint8Array {
  return Uint8Array.from(values);
}

function tamperHex(value: string): string {
  return value.slice(0, -1) + (value.endsWith('0') ? '1' : '0');
}

export interface SuiteOptions {
  /** False when the server under test accepts any signature (it still checks expiry). */
  serverChecksSignatures: boolean;
}

/** The behaviour every ObjectStorage backend must share; each backend's test file runs it. */
export function describeObjectStorage(
  name: string,
  getBackend: () => StorageBackend,
  { serverChecksSignatures }: SuiteOptions,
): void {
  describe(`${name} object storage`, () => {
    let storage: ObjectStorage;
    let base: string;

    beforeEach(() => {
      storage = getBackend().create();
      // Every test works under its own prefix, so tests never see each other's objects.
      base = `test-${randomUUID()}`;
    });

    it('returns the exact bytes that were put', async () => {
      const data = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
      await storage.put(`${base}/photos/a.jpg`, data, 'image/jpeg');
      expect(await storage.get(`${base}/photos/a.jpg`)).toEqual(data);
    });

    it('replaces an object that is put again', async () => {
      await storage.put(`${base}/a.bin`, bytes(1, 2, 3), 'application/octet-stream');
      await storage.put(`${base}/a.bin`, bytes(9), 'application/octet-stream');
      expect(await storage.get(`${base}/a.bin`)).toEqual(bytes(9));
    });

    it('returns undefined for a key that was never put', async () => {
      expect(await storage.get(`${base}/missing.jpg`)).toBeUndefined();
    });

    it('deletes an object, and deleting a missing one is not an error', async () => {
      await storage.put(`${base}/a.jpg`, bytes(1), 'image/jpeg');
      await storage.delete(`${base}/a.jpg`);
      expect(await storage.get(`${base}/a.jpg`)).toBeUndefined();
      expect(await storage.exists(`${base}/a.jpg`)).toBe(false);
      await expect(storage.delete(`${base}/a.jpg`)).resolves.toBeUndefined();
    });

    it('tells whether an object exists', async () => {
      await storage.put(`${base}/photos/a.jpg`, bytes(1), 'image/jpeg');
      expect(await storage.exists(`${base}/photos/a.jpg`)).toBe(true);
      expect(await storage.exists(`${base}/photos/b.jpg`)).toBe(false);
      expect(await storage.exists(`${base}/photos`)).toBe(false);
    });

    it('deletePrefix removes only the objects under that prefix and returns how many', async () => {
      const inside = [`${base}/p/a/1.jpg`, `${base}/p/a/2.jpg`, `${base}/p/a/masks/3.png`];
      const outside = [`${base}/p/ab/4.jpg`, `${base}/p/b/5.jpg`, `${base}/p/a.jpg`];
      for (const key of [...inside, ...outside]) await storage.put(key, bytes(7), 'image/jpeg');

      expect(await storage.deletePrefix(`${base}/p/a/`)).toBe(3);

      for (const key of inside) expect(await storage.exists(key)).toBe(false);
      for (const key of outside) expect(await storage.get(key)).toEqual(bytes(7));
    });

    it('deletePrefix matches key prefixes, not only whole folders, like S3', async () => {
      for (const key of [`${base}/ab/1`, `${base}/abc`, `${base}/b/2`])
        await storage.put(key, bytes(1), 'x/y');
      expect(await storage.deletePrefix(`${base}/ab`)).toBe(2);
      expect(await storage.exists(`${base}/b/2`)).toBe(true);
    });

    it('deletePrefix returns 0 when nothing matches', async () => {
      expect(await storage.deletePrefix(`${base}/nothing/`)).toBe(0);
    });

    it.each(INVALID_KEYS)('rejects the invalid key %j in every operation', async (key) => {
      const calls = [
        () => storage.put(key, bytes(1), 'image/jpeg'),
        () => storage.get(key),
        () => storage.delete(key),
        () => storage.exists(key),
        () => storage.signedUrl(key, { expiresInSeconds: 60 }),
      ];
      for (const call of calls) await expect(call()).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });

    it('rejects an empty or escaping prefix', async () => {
      for (const prefix of ['', '/', '../', 'a/../']) {
        await expect(storage.deletePrefix(prefix)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it('rejects a signed URL lifetime outside 1 s to 7 days', async () => {
      for (const expiresInSeconds of [0, -5, 1.5, 7 * 24 * 3600 + 1]) {
        await expect(storage.signedUrl(`${base}/a.jpg`, { expiresInSeconds })).rejects.toBeInstanceOf(
          RangeError,
        );
      }
    });

    it('passes its health check', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    describe('signed URLs', () => {
      const data = bytes(0, 1, 2, 254, 255);

      it('serve the object without any other credential', async () => {
        await storage.put(`${base}/a.jpg`, data, 'image/jpeg');
        const response = await fetch(await storage.signedUrl(`${base}/a.jpg`, { expiresInSeconds: 60 }));
        expect(response.status).toBe(200);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
      });

      it.skipIf(!serverChecksSignatures)('are refused when the signature is altered', async () => {
        await storage.put(`${base}/a.jpg`, data, 'image/jpeg');
        const url = new URL(await storage.signedUrl(`${base}/a.jpg`, { expiresInSeconds: 60 }));
        const { signatureParam } = getBackend();
        url.searchParams.set(signatureParam, tamperHex(url.searchParams.get(signatureParam) ?? ''));
        const response = await fetch(url);
        expect(response.status).toBe(403);
      });

      it.skipIf(!serverChecksSignatures)('are refused for another key', async () => {
        await storage.put(`${base}/a.jpg`, data, 'image/jpeg');
        await storage.put(`${base}/b.jpg`, bytes(42), 'image/jpeg');
        const url = await storage.signedUrl(`${base}/a.jpg`, { expiresInSeconds: 60 });
        const response = await fetch(url.replace(`${base}/a.jpg`, `${base}/b.jpg`));
        expect(response.status).toBe(403);
      });

      it('are refused after they expire', async () => {
        await storage.put(`${base}/a.jpg`, data, 'image/jpeg');
        const anHourAgo = getBackend().create({ now: () => new Date(Date.now() - 3600_000) });
        const response = await fetch(await anHourAgo.signedUrl(`${base}/a.jpg`, { expiresInSeconds: 60 }));
        expect(response.status).toBe(403);
      });
    });
  });
}
