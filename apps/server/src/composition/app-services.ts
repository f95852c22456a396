import { provisionLiveHairModel } from '@hairhue/hair-engine';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import type { AppServices } from '../http/services';
import type { JobQueue } from '../jobs/job-types';
import { createPhotoAppearances, type PhotoAppearances } from '../jobs/photo-appearances';
import type { RenderSignals } from '../jobs/render-signals';
import type { Metrics } from '../metrics';
import { createPurchaseServices } from '../purchases';
import { createCloudUploadService } from '../services/cloud-uploads';
import { createDemoPhotoSource } from '../services/demo-photos';
import { createDeviceService } from '../services/devices';
import { createDiceRollService } from '../services/dice-rolls';
import type { FileUrls } from '../services/file-urls';
import { createHairCorrectionService } from '../services/hair-corrections';
import { createLiveColorModelSource } from '../services/live-color-model';
import { createPhotoAppearanceService } from '../services/photo-appearances';
import { createPhotoService } from '../services/photos';
import { createPreviewPlaneService } from '../services/preview-planes';
import { createSkinToneService } from '../services/skin-tones';
import { StatusCache } from '../services/status-cache';
import { createTryOnService } from '../services/try-ons';
import type { ObjectStorage } from '../storage';
import type { Rendering } from './rendering';

/** How long a device's subscription status may be answered from memory (PGlite only; status-cache.ts). */
const STATUS_CACHE_MS = 2000;

export interface AppServiceDependencies {
  config: Config;
  logger: Logger;
  db: DatabaseHandle['db'];
  storage: ObjectStorage;
  urls: FileUrls;
  queue: JobQueue;
  signals: RenderSignals;
  metrics: Metrics | undefined;
  signingSecret: string;
  /** PGlite: this is the only process, so what it remembers cannot go stale behind its back. */
  soleProcess: boolean;
  /** Present in a process that runs workers: requests then share the photos' analyses with the render jobs. */
  rendering: Rendering | undefined;
  now: () => Date;
}

export interface BuiltAppServices {
  services: AppServices;
  /** The photos' skin and hair measurements, computed in this process (present with `rendering`). */
  appearances: PhotoAppearances | undefined;
}

/** The services the routes call, each given what it reads and writes. */
export function buildAppServices(deps: AppServiceDependencies): BuiltAppServices {
  const { config, logger, db, storage, urls, queue, signals, metrics, now } = deps;
  // Every write of a free change or a subscription happens in this process only with PGlite.
  const statusCache = deps.soleProcess ? new StatusCache(STATUS_CACHE_MS) : undefined;
  const demoPhotos = createDemoPhotoSource({ dir: config.demoPhotosDir, urls: config.demoPhotoUrls });
  const photos = createPhotoService({ db, storage, urls, queue });
  const purchaseServices = createPurchaseServices({
    purchases: config.purchases,
    db,
    now,
    logger,
    metrics,
    statusCache,
  });
  const { subscriptions } = purchaseServices;
  const tryOns = createTryOnService({
    db,
    queue,
    signals,
    answerWaitMs: config.renderAnswerWaitMs,
    storage,
    urls,
    cacheFinished: deps.soleProcess,
    freeChangesPerAddressPerDay: config.freeChangesPerAddressPerDay,
    now,
    onFreeChangeSpent: (clientDeviceId) => {
      metrics?.freeChangesSpent.inc();
      subscriptions.forgetStatus(clientDeviceId);
    },
  });
  const appearances = deps.rendering && createPhotoAppearances({ db, ...deps.rendering });
  const photoAppearances = createPhotoAppearanceService({ db, queue, appearances, now });
  const skinTones = createSkinToneService(db);
  const services: AppServices = {
    devices: createDeviceService(db),
    ...purchaseServices,
    photos,
    cloudUploads: createCloudUploadService({
      storage,
      urls,
      photos,
      demoPhotos,
      signingSecret: deps.signingSecret,
      cloudinary: config.cloudinary,
      now,
    }),
    demoPhotos,
    liveColorModel: createLiveColorModelSource(() => provisionLiveHairModel()),
    tryOns,
    diceRolls: createDiceRollService({
      db,
      queue,
      signals,
      answerWaitMs: config.renderAnswerWaitMs,
      urls,
      appearances: photoAppearances,
      skinTones,
      now,
    }),
    previewPlanes: createPreviewPlaneService({ db, urls, queue, sources: deps.rendering?.sources, now }),
    hairCorrections: createHairCorrectionService({
      db,
      storage,
      queue,
      log: logger.child({ module: 'hair-corrections' }),
    }),
    photoAppearances,
    skinTones,
  };
  return { services, appearances };
}
