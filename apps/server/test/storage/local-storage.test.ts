import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedUrlBase, absoluteUrl } from '../../src/services/url-base';
import { createLocalStorage, verifyFileSignature, type ObjectStorage } from '../../src/storage';
import { describeObjectStorage, type StorageBackend } from './object-storage-suite';

const SECRET = 'test-signing-secret';

let rootDir: string;
let server: Server;
let backend: StorageBackend;

// A stand-in for the server's file route, so signed URLs are exercised over real HTTP.
function startFileServer(): Promise<string> {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const key = url.pathname.replace(/^\/files\//, '');
    const valid = verifyFileSignature(
      SECRET,
      key,
      url.searchParams.get('expires') ?? '',
      url.searchParams.get('signature') ?? '',
      new Date(),
    );
    if (!valid) {
      response.writeHead(403).end();
      return;
    }
    backend
      .create()
      .get(key)
      .then(
        (bytes) => (bytes === undefined ? response.writeHead(404).end() : response.writeHead(200).end(bytes)),
        () => response.writeHead(500).end(),
      );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

beforeAll(async () => {
  rootDir = await mkdtemp(path.join(tmpdir(), 'hairhue-local-storage-'));
  const fileServer = fixedUrlBase(await startFileServer());
  // Local storage signs paths on this server; the suite fetches them from the stand-in file route.
  const onFileServer = (storage: ObjectStorage): ObjectStorage => ({
    ...storage,
    signedUrl: async (key, options) => absoluteUrl(fileServer, await storage.signedUrl(key, options)),
  });
  backend = {
    create: (options) => onFileServer(createLocalStorage({ rootDir, signingSecret: SECRET, ...options })),
    signatureParam: 'signature',
  };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(rootDir, { recursive: true, force: true });
});

describeObjectStorage('local', () => backend, { serverChecksSignatures: true });

describe('local storage files', () => {
  it('stores a key as a file under rootDir and leaves no temporary files behind', async () => {
    const storage = backend.create();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        storage.put('files-test/same.jpg', Uint8Array.of(i), 'image/jpeg'),
      ),
    );
    expect(await readdir(path.join(rootDir, 'files-test'))).toEqual(['same.jpg']);
    expect((await storage.get('files-test/same.jpg'))?.length).toBe(1);
  });

  it('signs a path on this server, /files/{key} with the expiry and signature, and no host', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const storage = createLocalStorage({ rootDir, signingSecret: SECRET, now: () => now });
    const signed = await storage.signedUrl('photos/a.jpg', { expiresInSeconds: 300 });
    expect(signed).toMatch(/^\/files\/photos\/a\.jpg\?/);
    const url = new URL(signed, 'http://any.host');
    expect(url.searchParams.get('expires')).toBe(String(now.getTime() / 1000 + 300));
    expect(url.searchParams.get('signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('verifyFileSignature', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const storage = createLocalStorage({ rootDir: tmpdir(), signingSecret: SECRET, now: () => now });

  async function signed(key: string) {
    const url = new URL(await storage.signedUrl(key, { expiresInSeconds: 60 }), 'https://hairhue.example');
    return {
      expires: url.searchParams.get('expires') ?? '',
      signature: url.searchParams.get('signature') ?? '',
    };
  }

  it('accepts the URL it signed until it expires', async () => {
    const { expires, signature } = await signed('photos/a1.jpg');
    expect(verifyFileSignature(SECRET, 'photos/a1.jpg', expires, signature, now)).toBe(true);
    expect(
      verifyFileSignature(
        SECRET,
        'photos/a1.jpg',
        Number(expires),
        signature,
        new Date(now.getTime() + 59_999),
      ),
    ).toBe(true);
  });

  it('refuses it once expired', async () => {
    const { expires, signature } = await signed('photos/a1.jpg');
    expect(
      verifyFileSignature(SECRET, 'photos/a1.jpg', expires, signature, new Date(now.getTime() + 60_000)),
    ).toBe(false);
  });

  it('refuses a tampered key, expiry, signature or secret', async () => {
    const { expires, signature } = await signed('photos/a1.jpg');
    const flipped = signature.slice(0, -1) + (signature.endsWith('0') ? '1' : '0');
    expect(verifyFileSignature(SECRET, 'photos/a2.jpg', expires, signature, now)).toBe(false);
    expect(verifyFileSignature(SECRET, 'photos/a1.jpg', String(Number(expires) + 3600), signature, now)).toBe(
      false,
    );
    expect(verifyFileSignature(SECRET, 'photos/a1.jpg', expires, flipped, now)).toBe(false);
    expect(verifyFileSignature('another-secret', 'photos/a1.jpg', expires, signature, now)).toBe(false);
  });

  it('refuses moving digits between the key and the expiry', async () => {
    const { expires, signature } = await signed('photos/a1');
    expect(verifyFileSignature(SECRET, 'photos/a', `1${expires}`, signature, now)).toBe(false);
  });

  it('refuses malformed input without throwing', async () => {
    const { expires, signature } = await signed('photos/a.jpg');
    expect(verifyFileSignature(SECRET, '../a.jpg', expires, signature, now)).toBe(false);
    expect(verifyFileSignature(SECRET, 'photos/a.jpg', 'soon', signature, now)).toBe(false);
    expect(verifyFileSignature(SECRET, 'photos/a.jpg', expires, signature.slice(2), now)).toBe(false);
    expect(verifyFileSignature(SECRET, 'photos/a.jpg', expires, '', now)).toBe(false);
    expect(verifyFileSignature(SECRET, 'photos/a.jpg', expires, signature.toUpperCase() + 'zz', now)).toBe(
      false,
    );
  });
});
