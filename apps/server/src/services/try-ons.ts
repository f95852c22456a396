import type { Kysely } from 'kysely';
import { findTryOnShade, type Shade } from '@hairhue/catalogue';
import { savedFileName } from '@hairhue/contracts/constants';
import type { CreateTryOnRequest, DownloadResponse, HairColorTryOn, TryOnTuning } from '@hairhue/contracts';
import type { Database, TryOnRow } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/job-types';
import type { RenderSignals } from '../jobs/render-signals';
import { createFreeUseByAddress } from '../repositories/free-use-by-address';
import { createFreeUseLedger } from '../repositories/free-use-ledger';
import { createHairCorrectionRepository } from '../repositories/hair-corrections';
import { createPhotoRepository } from '../repositories/photos';
import { createTryOnRepository } from '../repositories/try-ons';
import type { Executor } from '../repositories/types';
import type { ObjectStorage } from '../storage';
import type { AuthenticatedDevice } from './devices';
import { AppError, LimitReachedError, NotFoundError, PremiumRequiredError, ValidationError } from './errors';
import type { FileUrls } from './file-urls';
import { addressBucket } from './address-buckets';
import { FREE_COLOR_CHANGES, utcDay } from './limits';
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
  /** How long create() waits for the renders before answering 'processing' (DESIGN.md: 1.5 s). */
  answerWaitMs: number;
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

/** What a POST asks for, with the key it was sent with. */
interface AskedTryOn {
  photoId: string;
  shadeId: string;
  key: string | undefined;
  /** The try-on to render again after a saved hair correction (`correctionOf`), if that is what is asked. */
  correctionOf: string | undefined;
}

/** The try-on a POST stands for: newly made, or found by its Idempotency-Key (`replayed`). */
interface Created {
  row: TryOnRow;
  replayed: boolean;
}

/** PostgreSQL's unique_violation (PGlite reports the same code). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** A key sent again must ask for the same thing: the same key for another photo or shade is a client bug. */
function sameRequest(found: TryOnRow, asked: AskedTryOn): TryOnRow {
  if (found.photo_id !== asked.photoId || found.shade_id !== asked.shadeId) {
    throw new ValidationError('Idempotency-Key: already used for another try-on');
  }
  return found;
}

/**
 * The try-on a correction's re-render copies (issue 23 §3): the device's own, of the same photo and shade,
 * and older than the photo's correction as last saved, which no try-on of the photo has used yet. So each
 * save allows one re-render, and saves are rate-limited per device.
 */
async function correctedTryOnSource(trx: Executor, device: AuthenticatedDevice, asked: AskedTryOn) {
  const sourceId = asked.correctionOf ?? '';
  const source = await createTryOnRepository(trx).findOwned(device.id, sourceId);
  if (!source) throw new NotFoundError('Try-on');
  if (source.photo_id !== asked.photoId || source.shade_id !== asked.shadeId) {
    throw new ValidationError('correctionOf: must be a try-on of this photo and color');
  }
  const savedAt = await createHairCorrectionRepository(trx).lockSavedAt(asked.photoId);
  const latest = await createTryOnRepository(trx).latestCreatedAt(asked.photoId);
  if (!savedAt || (latest && latest >= savedAt)) {
    throw new ValidationError(
      "correctionOf: the photo's hair correction has not changed since its latest try-on",
    );
  }
  return source;
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

  /**
   * Entitlement check, free-change reservation, the try-on and its job: one transaction, all or nothing.
   * A key already used answers its try-on before the limits are checked: its change was spent the first time.
   */
  function insertTryOn(
    device: AuthenticatedDevice,
    asked: AskedTryOn,
    shade: Shade,
    tuning: Partial<TryOnTuning> | undefined,
    clientAddress: string,
  ): Promise<Created> {
    return db.transaction().execute(async (trx) => {
      const entitlement = await loadEntitlement(trx, device.clientDeviceId, now());
      const ledger = createFreeUseLedger(trx);
      const counted = { address: addressBucket(clientAddress), day: utcDay(now()) };
      if (!entitlement.active) {
        // Refused before anything is reserved: asking for tuning must not cost a free change.
        if (tuning) throw new PremiumRequiredError('Premium required for intensity and shine');
        // Looked up under the device's lock, so a second send waits for the first and then finds it.
        await ledger.lock(device.clientDeviceId);
      }
      if (asked.key !== undefined) {
        const first = await createTryOnRepository(trx).findByIdempotencyKey(device.id, asked.key);
        if (first) return { row: sameRequest(first, asked), replayed: true };
      }
      /** The try-on row, processing, with its render job queued in the same transaction. */
      const start = async (
        charge: TryOnRow['charge'],
        tuned: { intensity: number | null; shine: number | null },
      ) => {
        const tryOn = await createTryOnRepository(trx).insert({
          device_id: device.id,
          photo_id: asked.photoId,
          shade_id: shade.id,
          color_name: shade.name,
          color_value: shade.color,
          status: 'processing',
          charge,
          ...tuned,
          idempotency_key: asked.key ?? null,
        });
        await queue.send(JobName.RenderTryOn, { tryOnId: tryOn.id }, trx);
        return tryOn;
      };
      if (asked.correctionOf !== undefined) {
        // Not a new colour change: nothing is spent, and the render keeps the try-on's own tuning.
        const source = await correctedTryOnSource(trx, device, asked);
        const tryOn = await start('correction', { intensity: source.intensity, shine: source.shine });
        return { row: tryOn, replayed: false };
      }
      if (!entitlement.active) {
        if ((await ledger.countSpent(device.clientDeviceId)) >= FREE_COLOR_CHANGES) throw freeLimitReached();
        // Same answer when the address has used its day's budget: new device ids from it get no more.
        const budget = options.freeChangesPerAddressPerDay;
        if (!(await createFreeUseByAddress(trx).take(counted.address, counted.day, budget))) {
          throw freeLimitReached();
        }
      }
      const tryOn = await start(entitlement.active ? 'premium' : 'free', {
        intensity: tuning?.intensity ?? null,
        shine: tuning?.shine ?? null,
      });
      if (!entitlement.active) await ledger.spend(device.clientDeviceId, tryOn.id, counted);
      return { row: tryOn, replayed: false };
    });
  }

  return {
    /**
     * Creates the try-on and waits up to `answerWaitMs` (1.5 s unless configured) for its render: the answer is then the finished
     * try-on (completed or failed, as GET would answer), otherwise still 'processing'.
     * Intensity and shine are premium: a free device sending either is refused before it spends anything.
     * `clientAddress`: the address the request came from (behind TRUST_PROXY, the forwarded one).
     * `idempotencyKey`: the app's key for this tap. A POST sent again with it (its first answer was lost, say
     * to a restart) answers the try-on the first one created, as it stands now, and spends nothing more.
     * `correctionOf`: a try-on rendered again with the photo's newly saved hair correction, spending nothing.
     */
    async create(
      device: AuthenticatedDevice,
      request: CreateTryOnRequest,
      base: UrlBase,
      clientAddress: string,
      idempotencyKey?: string,
    ): Promise<HairColorTryOn> {
      const shade = findTryOnShade(request.colorName, request.colorValue);
      if (!shade) {
        throw new ValidationError(
          'colorName: colorName and colorValue must name a colour or effect of the catalogue',
        );
      }
      const tuning = requestedTuning(request);
      if (tuning && request.correctionOf !== undefined) {
        throw new ValidationError(
          "correctionOf: the render keeps the try-on's intensity and shine; send neither",
        );
      }
      const photo = await createPhotoRepository(db).findOwned(device.id, request.photoId);
      if (!photo) throw new NotFoundError('Photo');
      const asked = {
        photoId: photo.id,
        shadeId: shade.id,
        key: idempotencyKey,
        correctionOf: request.correctionOf,
      };

      let outcome: Created;
      try {
        outcome = await insertTryOn(device, asked, shade, tuning, clientAddress);
      } catch (error) {
        // A premium device's two sends of one key raced past the lookup; the index let one in: answer with it.
        if (idempotencyKey === undefined || !isUniqueViolation(error)) throw error;
        const first = await tryOns.findByIdempotencyKey(device.id, idempotencyKey);
        if (!first) throw error;
        outcome = { row: sameRequest(first, asked), replayed: true };
      }
      if (outcome.replayed) return tryOnView(outcome.row, urls, base);
      const created = outcome.row;
      // Listening before the workers are woken, so a quick render cannot finish unheard.
      const rendered = signals.waitFor('try-on', created.id, options.answerWaitMs);
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
