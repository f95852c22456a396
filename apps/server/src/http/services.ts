import type { RevenueCatWebhooks } from '../purchases/revenuecat-webhook';
import type { SandboxStoreService } from '../purchases/sandbox-service';
import type { CloudUploadService } from '../services/cloud-uploads';
import type { DemoPhotoSource } from '../services/demo-photos';
import type { DeviceService } from '../services/devices';
import type { LiveColorModelSource } from '../services/live-color-model';
import type { DiceRollService } from '../services/dice-rolls';
import type { HairCorrectionService } from '../services/hair-corrections';
import type { PhotoAppearanceService } from '../services/photo-appearances';
import type { PhotoService } from '../services/photos';
import type { PreviewPlaneService } from '../services/preview-planes';
import type { SkinToneService } from '../services/skin-tones';
import type { SubscriptionService } from '../services/subscriptions';
import type { TryOnService } from '../services/try-ons';

/** What the HTTP layer calls. Routes hold no rules of their own. */
export interface AppServices {
  devices: DeviceService;
  subscriptions: SubscriptionService;
  sandboxStore: SandboxStoreService;
  /** Present with PURCHASES=revenuecat only. */
  revenueCatWebhooks?: RevenueCatWebhooks;
  photos: PhotoService;
  previewPlanes: PreviewPlaneService;
  hairCorrections: HairCorrectionService;
  photoAppearances: PhotoAppearanceService;
  skinTones: SkinToneService;
  cloudUploads: CloudUploadService;
  demoPhotos: DemoPhotoSource;
  liveColorModel: LiveColorModelSource;
  tryOns: TryOnService;
  diceRolls: DiceRollService;
}

export type HealthCheck = () => Promise<'ok' | 'failing' | 'not-used'>;

export interface HealthChecks {
  database: HealthCheck;
  storage: HealthCheck;
  model: HealthCheck;
}
