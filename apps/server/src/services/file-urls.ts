import type { ObjectStorage } from '../storage';
import { LruCache } from './lru';
import { absoluteUrl, type UrlBase } from './url-base';

export interface FileUrls {
  /** A signed URL, on `base` when the storage serves through us, valid for at least the configured lifetime. */
  url(key: string, base: UrlBase): Promise<string>;
  /** The same, with the moment it stops working. */
  urlWithExpiry(key: string, base: UrlBase): Promise<{ url: string; expiresAt: Date }>;
  forget(key: string): void;
}

interface Issued {
  /** As the storage signed it: a path on this server (local files) or a whole URL (S3). Never a client's host. */
  url: string;
  expiresAt: Date;
  reuseUntil: number;
}

/**
 * Signs file URLs, handing out the same URL for a while: a client polling a try-on sees one stable address
 * (its image is not fetched again), and signing — a presign on S3 — is not redone on every poll. What is
 * kept has no host in it; each answer adds its own client's, so one client's address never reaches another.
 */
export function createFileUrls(
  storage: ObjectStorage,
  lifetimeSeconds: number,
  now = () => new Date(),
): FileUrls {
  const issued = new LruCache<string, Issued>(50_000);
  // Each URL lives 1.5 lifetimes and is reused for half of one, so every URL handed out has a full lifetime left.
  const signedSeconds = Math.floor(lifetimeSeconds * 1.5);
  const reuseMs = (lifetimeSeconds * 1000) / 2;

  async function issue(key: string): Promise<Issued> {
    const at = now().getTime();
    const kept = issued.get(key);
    if (kept && kept.reuseUntil > at) return kept;
    const url = await storage.signedUrl(key, { expiresInSeconds: signedSeconds });
    const fresh = { url, expiresAt: new Date(at + signedSeconds * 1000), reuseUntil: at + reuseMs };
    issued.set(key, fresh);
    return fresh;
  }

  return {
    async url(key, base) {
      return absoluteUrl(base, (await issue(key)).url);
    },
    async urlWithExpiry(key, base) {
      const { url, expiresAt } = await issue(key);
      return { url: absoluteUrl(base, url), expiresAt };
    },
    forget(key) {
      issued.delete(key);
    },
  };
}
