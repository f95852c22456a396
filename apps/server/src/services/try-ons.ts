import type { Kysely } from 'kysely';
import { findTryOnShade } from '@hairhue/catalogue';
import { savedFileName } from '@hairhue/contracts/constants';
import type { CreateTryOnRequest, DownloadResponse, HairColorTryOn } from '@hairhue/contracts';
import type { Database, TryOnRow } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/job-types';
import type { RenderSignals } from '../jobs/render-signals';
import { createFreeUseByAddress } from '../repositories/free-use-by-address';
import { createFreeUseLedger } from '../repositories/free-use-ledger';
import { createPhotoRepository } from '../repositories/photos';
import { createTryOnRepository } from '../repositories/try-ons';
import type { ObjectStorage } from '../storage';
import type { AuthenticatedDevice } from './devices';
import { AppError, LimitReachedError, NotFoundError, PremiumRequiredError, ValidationError } from './errors';
import type { FileUrls } from './file-urls';
import { addressBucket } from './address-buckets';
import { FREE_COLOR_CHANGES, RENDER_ANSWER_WAIT_MS, utcDay } from './limits';
import { LruCache } from './lru';
import { loadEntitlement } from './subscriptions';
import type { UrlBase } from './url-base';
import { requestedTuning } from './try-on-tuning';
import { tryOnView } from './views';

export interface TryOnServiceOptions {
  db: Kysely<Database>;
  queue: JobQueue;
  /** Says when a render has finished, so create() can answer with its result. */
  signals: RenderSignals;
  storage: ObjectStorage;
  urls: FileUrls;
  /** Keep finished try-ons in memory: only safe when this process is the database's only user (PGlite). */
  cacheFinished: boolean;
  /** Free changes one address (IPv4, or IPv6 /64) may spend per UTC day, whatever device ids it shows. */
  freeChangesPerAddressPerDay: number;
  now?: () => Date;
  /** Told after a free change was spent (committed): metrics, and the device's cached status is dropped. */
  onFreeChangeSpent?: (clientDeviceId: string) => void;
}

function freeLimitReached(): LimitReachedError {
  return new LimitReachedError(
    'FREE_LIMIT_REACHED',
    `You've used all ${FREE_COLOR_CHANGES} free changes. Go Premium for unlimited hair colors.`,
  );
}

export function createTryOnService(options: TryOnServiceOptions) {
  const { db, queue, urls, signals } = options;
  const now = options.now ?? (() => new Date());
  const tryOns = createTryOnRepository(db);
  const finished = new LruCache<string, TryOnRow>(options.cacheFinished ? 20_000 : 0);

  async function findOwned(device: AuthenticatedDevice, tryOnId: string): Promise<TryOnRow> {
    const cached = finished.get(tryOnId);
    if (cached) {
      if (cached.device_id === device.id) return cached;
      throw new NotFoundError('Try-on');
    }
    const row = await tryOns.findOwned(device.id, tryOnId);
    if (!row) throw new NotFoundError('Try-on');
    if (row.status !== 'processing') finished.set(row.id, row);
    return row;
  }

  return {
    /**
     * Creates the try-on and waits up to RENDER_ANSWER_WAIT_MS (1.5 s) for its render: the answer is then the finished
     * try-on (completed or failed, as GET would answer), otherwise still 'processing'.
     * Intensity and shine are premium: a free device sending either is refused before it spends anything.
     * `clientAddress`: the address the request came from (behind TRUST_PROXY, the forwarded one).
     */
    async create(
      device: AuthenticatedDevice,
      request: CreateTryOnRequest,
      base: UrlBase,
      clientAddress: string,
    ): Promise<HairColorTryOn> {
      const shade = findTryOnShade(request.colorName, request.colorValue);
      if (!shade) {
        throw new ValidationError(
          'colorName: colorName and colorValue must name a colour or effect of the catalogue',
        );
      }
      const tuning = requestedTuning(request);
      const photo = await createPhotoRepository(db).findOwned(device.id, request.photoId);
      if (!photo) throw new NotFoundError('Photo');

      // Entitlement check, free-change reservation, the try-on and its job: one transaction, all or nothing.
      const created = await db.transaction().execute(async (trx) => {
        const entitlement = await loadEntitlement(trx, device.clientDeviceId, now());
        const ledger = createFreeUseLedger(trx);
        const counted = { address: addressBucket(clientAddress), day: utcDay(now()) };
        if (!entitlement.active) {
          // Refused before anything is reserved: asking for tuning must not cost a free change.
          if (tuning) throw new PremiumRequiredError('Premium required for intensity and shine');
          await ledger.lock(device.clientDeviceId);
          if ((await ledger.countSpent(device.clientDeviceId)) >= FREE_COLOR_CHANGES)
            throw freeLimitReached();
          // Same answer when the address has used its day's budget: new device ids from it get no more.
          const budget = options.freeChangesPerAddressPerDay;
          if (!(await createFreeUseByAddress(trx).take(counted.address, counted.day, budget))) {
            throw freeLimitReached();
          }
        }
        const tryOn = await createTryOnRepository(trx).insert({
          device_id: device.id,
          photo_id: photo.id,
          shade_id: shade.id,
          color_name: shade.name,
          color_value: shade.color,
          status: 'processing',
          charge: entitlement.active ? 'premium' : 'free',
          intensity: tuning?.intensity ?? null,
          shine: tuning?.shine ?? null,
        });
        if (!entitlement.active) await ledger.spend(device.clientDeviceId, tryOn.id, counted);
        await queue.send(JobName.RenderTryOn, { tryOnId: tryOn.id }, trx);
        return tryOn;
      });
      // Listening before the workers are woken, so a quick render cannot finish unheard.
      const rendered = signals.waitFor('try-on', created.id, RENDER_ANSWER_WAIT_MS);
      queue.notify(JobName.RenderTryOn);
      if (created.charge === 'free') options.onFreeChangeSpent?.(device.clientDeviceId);
      if (!(await rendered)) return tryOnView(created, urls, base);
      // Deleted while it rendered: the row as created is all there is to answer with.
      const finishedRow = await tryOns.findOwned(device.id, created.id);
      return tryOnView(finishedRow ?? created, urls, base);
    },

    async get(device: AuthenticatedDevice, tryOnId: string, base: UrlBase): Promise<HairColorTryOn> {
      return tryOnView(await findOwned(device, tryOnId), urls, base);
    },

    async list(device: AuthenticatedDevice, base: UrlBase): Promise<HairColorTryOn[]> {
      const rows = await tryOns.listOwned(device.id);
      return Promise.all(rows.map((row) => tryOnView(row, urls, base)));
    },

    /** Deletes the try-on and its images. A change spent on it stays spent. */
    async delete(device: AuthenticatedDevice, tryOnId: string): Promise<void> {
      const row = await tryOns.deleteOwned(device.id, tryOnId);
      if (!row) throw new NotFoundError('Try-on');
      finished.delete(tryOnId);
      for (const key of [row.result_key, row.preview_key]) {
        if (key === null) continue;
        urls.forget(key);
        await options.storage.delete(key);
      }
    },

    async download(device: AuthenticatedDevice, tryOnId: string, base: UrlBase): Promise<DownloadResponse> {
      const row = await findOwned(device, tryOnId);
      if (!(await loadEntitlement(db, device.clientDeviceId, now())).active) {
        throw new PremiumRequiredError('Premium required for downloads');
      }
      if (row.status !== 'completed' || row.result_key === null) {
        throw new AppError('NOT_READY', 'The try-on has no result to download yet');
      }
      const { url, expiresAt } = await urls.urlWithExpiry(row.result_key, base);
      return { url, fileName: savedFileName(row.color_name, now()), expiresAt: expiresAt.toISOString() };
    },

    /** The render job changed a try-on: drop any stale copy. */
    forget(tryOnId: string): void {
      finished.delete(tryOnId);
    },

    /** Retention removed photos (and their try-ons) behind the service's back. */
    forgetAll(): void {
      finished.clear();
    },
  };
}

export type TryOnService = ReturnType<typeof createTryOnService>;
