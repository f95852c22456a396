import type { ObjectStorage } from '../storage';
import { LruCache } from './lru';

export interface FileUrls {
  /** A signed URL valid for at least the configured lifetime. */
  url(key: string): Promise<string>;
  /** The same, with the moment it stops working. */
  urlWithExpiry(key: string): Promise<{ url: string; expiresAt: Date }>;
  forget(key: string): void;
}

interface Issued {
  url: string;
  expiresAt: Date;
  reuseUntil: number;
}

/**
 * Signs file URLs, handing out the same URL for a while: a client polling a try-on sees one stable address
 * (its image is not fetched again), and signing — a presign on S3 — is not redone on every poll.
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
    async url(key) {
      return (await issue(key)).url;
    },
    async urlWithExpiry(key) {
      const { url, expiresAt } = await issue(key);
      return { url, expiresAt };
    },
    forget(key) {
      issued.delete(key);
    },
  };
}
