import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/schema';
import { createDiceRollRepository } from '../repositories/dice-rolls';
import { createFreeUseByAddress } from '../repositories/free-use-by-address';
import { createPhotoRepository } from '../repositories/photos';
import { createTryOnRepository } from '../repositories/try-ons';
import { createWebhookEventRepository } from '../repositories/webhook-events';
import { utcDay } from '../services/limits';
import { storageKeys } from '../services/storage-keys';
import type { ObjectStorage } from '../storage';
import { JobName, type JobQueue } from './job-types';

export interface MaintenanceOptions {
  db: Kysely<Database>;
  storage: ObjectStorage;
  log: Logger;
  retentionDays: number;
  /** Past this age a render still processing has outlived every attempt its job could make. */
  staleRenderMs: number;
  failTryOn: (tryOnId: string, reason: string) => Promise<void>;
  /** Told about each photo removed, so in-memory copies of it are dropped. */
  onPhotoRemoved?: (photoId: string) => void;
  now?: () => Date;
}

export interface MaintenanceReport {
  photosRemoved: number;
  staleTryOnsFailed: number;
  staleDiceColorsFailed: number;
  unclaimedUploadsRemoved: number;
  webhookEventsForgotten: number;
}

const BATCH = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Cloud-flow uploads not claimed by `POST /photos` within a day or two are dropped. */
const UNCLAIMED_UPLOAD_DAYS = 2;
/**
 * Webhook event ids are kept to recognise redeliveries; RevenueCat stops retrying within hours, so a month
 * is ample and the table stays small.
 */
const WEBHOOK_EVENT_DAYS = 30;

export function createMaintenance(options: MaintenanceOptions) {
  const { db, storage, log } = options;
  const now = options.now ?? (() => new Date());

  /** Removes photos past retention with everything made from them: rows first, then their files. */
  async function removeExpiredPhotos(): Promise<number> {
    const photos = createPhotoRepository(db);
    const cutoff = new Date(now().getTime() - options.retentionDays * DAY_MS);
    let removed = 0;
    for (;;) {
      const batch = await photos.listCreatedBefore(cutoff, BATCH);
      if (batch.length === 0) return removed;
      await photos.deleteByIds(batch.map((photo) => photo.id));
      for (const photo of batch) {
        await storage.deletePrefix(storageKeys.photoFolder(photo.id));
        options.onPhotoRemoved?.(photo.id);
      }
      removed += batch.length;
    }
  }

  async function failStaleRenders(): Promise<{ tryOns: number; diceColors: number }> {
    const cutoff = new Date(now().getTime() - options.staleRenderMs);
    const stale = await createTryOnRepository(db).listProcessingBefore(cutoff, BATCH);
    for (const tryOn of stale) await options.failTryOn(tryOn.id, 'The render was lost');
    const rolls = createDiceRollRepository(db);
    let diceColors = 0;
    for (const rollId of await rolls.listStaleRollIds(cutoff, BATCH)) {
      diceColors += await rolls.markColorsFailed(rollId, 'The render was lost');
    }
    return { tryOns: stale.length, diceColors };
  }

  async function removeUnclaimedUploads(): Promise<number> {
    let removed = 0;
    // Uploads are filed by day; look back a week past the allowance, which covers any pause in maintenance.
    for (let age = UNCLAIMED_UPLOAD_DAYS; age < UNCLAIMED_UPLOAD_DAYS + 7; age++) {
      removed += await storage.deletePrefix(
        storageKeys.uploadDay(utcDay(new Date(now().getTime() - age * DAY_MS))),
      );
    }
    return removed;
  }

  async function run(): Promise<MaintenanceReport> {
    const photosRemoved = await removeExpiredPhotos();
    const stale = await failStaleRenders();
    const unclaimedUploadsRemoved = await removeUnclaimedUploads();
    const webhookEventsForgotten = await createWebhookEventRepository(db).removeReceivedBefore(
      new Date(now().getTime() - WEBHOOK_EVENT_DAYS * DAY_MS),
    );
    // Past days' per-address counts are never read again (kept a day longer for late refunds).
    await createFreeUseByAddress(db).forgetBefore(utcDay(new Date(now().getTime() - 2 * DAY_MS)));
    const report = {
      photosRemoved,
      staleTryOnsFailed: stale.tryOns,
      staleDiceColorsFailed: stale.diceColors,
      unclaimedUploadsRemoved,
      webhookEventsForgotten,
    };
    log.info(report, 'maintenance done');
    return report;
  }

  return {
    run,
    async register(queue: JobQueue): Promise<void> {
      await queue.work(JobName.Maintenance, 1, async () => {
        await run();
      });
    },
  };
}
