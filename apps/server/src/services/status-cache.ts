import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { LruCache } from './lru';

interface Entry {
  status: SubscriptionStatusResponse;
  /** On the monotonic clock: the cache's own lifetime. */
  expiresAt: number;
  /** On the service's clock (ms): the subscription's expiry, when it has one. */
  validUntil: number;
}

/**
 * Subscription status per device id, kept a moment so an app polling it does not cost two queries a call.
 * Only for PGlite, where every write happens in this process and so passes through `invalidate`: spending
 * or refunding a free change, and every change to a stored subscription (purchase, restore, sync, webhook,
 * re-check). An entry never outlives the subscription's expiry. Spending still checks the entitlement in
 * its own transaction; this cache only answers reads.
 */
export class StatusCache {
  private readonly entries: LruCache<string, Entry>;
  /** The invalidation count when each device was last invalidated, so a read begun before is not stored. */
  private readonly invalidated = new LruCache<string, number>(10_000);
  private invalidations = 0;

  constructor(
    private readonly ttlMs: number,
    capacity = 50_000,
  ) {
    this.entries = new LruCache(ttlMs > 0 ? capacity : 0);
  }

  /** `now` is the service's clock, which the subscription's expiry is compared with. */
  get(clientDeviceId: string, now: number): SubscriptionStatusResponse | undefined {
    const entry = this.entries.get(clientDeviceId);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > performance.now() && entry.validUntil > now) return entry.status;
    this.entries.delete(clientDeviceId);
    return undefined;
  }

  /** Call before reading from the database; pass the answer to `store` with the read's result. */
  beginRead(): number {
    return this.invalidations;
  }

  /**
   * Keeps a status read at `readBegan` unless the device was invalidated since, for the cache's lifetime
   * (on the monotonic clock) and never past `validUntil` on the service's clock (the subscription's expiry).
   */
  store(
    clientDeviceId: string,
    readBegan: number,
    status: SubscriptionStatusResponse,
    validUntil = Number.POSITIVE_INFINITY,
  ): void {
    if (this.ttlMs <= 0) return;
    if ((this.invalidated.get(clientDeviceId) ?? -1) > readBegan) return;
    this.entries.set(clientDeviceId, { status, expiresAt: performance.now() + this.ttlMs, validUntil });
  }

  invalidate(clientDeviceId: string): void {
    this.invalidations += 1;
    this.invalidated.set(clientDeviceId, this.invalidations);
    this.entries.delete(clientDeviceId);
  }
}
