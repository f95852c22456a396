import type { HairStroke, SkinToneChoice } from '@hairhue/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

/** One registration: a token, and the device that owns what was made with it. */
export interface DevicesTable {
  id: Generated<string>;
  /** The id the app sends; the purchase provider's user id. Not a secret, so it never grants access. */
  client_device_id: string;
  token_hash: string;
  app_version: string;
  created_at: CreatedAt;
}

/** A device's own skin tone for 'Suits you' ('Not right?'): depth 1..6 of the swatches and the undertone. */
export interface DeviceSkinTonesTable {
  device_id: string;
  depth: number;
  undertone: SkinToneChoice['undertone'];
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type PhotoSource = 'upload' | 'cloud' | 'demo';

export interface PhotosTable {
  id: Generated<string>;
  device_id: string;
  /** What the client calls the photo's storage public id (its `objectPath`). */
  object_path: string;
  /** Our storage key of the normalised JPEG. */
  storage_key: string;
  source: PhotoSource;
  /**
   * The upload this photo was made from (our upload's storage key, or the cloud's public id), unique: one
   * upload claimed by many requests at once still becomes one photo. Null for direct uploads and demos.
   */
  claimed_upload: ColumnType<string | null, string | null | undefined, never>;
  width: number;
  height: number;
  bytes: number;
  created_at: CreatedAt;
}

export interface PhotoAnalysesTable {
  photo_id: string;
  /** Storage key of the analysis (the engine's encoded analysis, whatever its version). */
  mask_key: string;
  hair_fraction: number;
  /** The hair-engine version that made it (ENGINE_VERSION); 1 for analyses from before the column. */
  engine_version: Generated<number>;
  created_at: CreatedAt;
  /**
   * What the engine measured of the skin and hair ('Suits you'): JSON `{engineVersion, hairLevel,
   * appearance}`, null until measured. Written through `cast(… as jsonb)` only (repositories/photos.ts).
   */
  appearance: ColumnType<unknown, never, unknown>;
}

/** One photo's touch-up brush correction; a reset leaves the row with no strokes and a raised revision. */
export interface HairCorrectionsTable {
  photo_id: string;
  /** jsonb: written as JSON text, read back as the array. */
  strokes: ColumnType<HairStroke[], string, string>;
  revision: number;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The last corrected analysis made, with the revision and engine version it was made for. */
  analysis_key: ColumnType<string | null, string | null | undefined, string | null>;
  analysis_revision: ColumnType<number | null, number | null | undefined, number | null>;
  analysis_engine_version: ColumnType<number | null, number | null | undefined, number | null>;
  /** jsonb: the 'add' strokes that analysis found nothing like hair under (indices); null with no analysis. */
  analysis_strokes_without_hair: ColumnType<number[] | null, string | null | undefined, string | null>;
}

export type RenderStatus = 'processing' | 'completed' | 'failed';
/**
 * How a try-on was paid for: a free change (which a failure gives back), the subscription, or nothing (a
 * try-on rendered again after a saved hair correction).
 */
export type TryOnCharge = 'free' | 'premium' | 'correction';

export interface TryOnsTable {
  id: Generated<string>;
  device_id: string;
  photo_id: string;
  shade_id: string;
  color_name: string;
  color_value: string;
  status: RenderStatus;
  charge: TryOnCharge;
  result_key: string | null;
  preview_key: string | null;
  failure_reason: string | null;
  created_at: CreatedAt;
  finished_at: Date | null;
  /** Premium tuning in whole percent, as sent; null when not sent (the render's defaults apply). */
  intensity: ColumnType<number | null, number | null | undefined, never>;
  shine: ColumnType<number | null, number | null | undefined, never>;
  /** The app's key for the tap that created it (Idempotency-Key), unique per device; null when none was sent. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
}

export interface DiceRollsTable {
  id: Generated<string>;
  device_id: string;
  client_device_id: string;
  photo_id: string;
  /** The UTC day the roll counts against. */
  roll_day: string;
  created_at: CreatedAt;
  /** The app's key for the tap that rolled (Idempotency-Key), unique per device; null when none was sent. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
  /** Asked as 'Roll shades that suit me': whether the six were drawn from the suiting shades. Else null. */
  suits_me: ColumnType<boolean | null, boolean | null | undefined, never>;
}

export interface DiceRollColorsTable {
  roll_id: string;
  position: number;
  shade_id: string;
  name: string;
  color: string;
  description: string;
  status: RenderStatus;
  result_key: string | null;
  preview_key: string | null;
  failure_reason: string | null;
  finished_at: Date | null;
}

/** One free change spent; a refund stamps `refunded_at`, so each try-on is refunded at most once. */
export interface FreeUseLedgerTable {
  id: Generated<string>;
  client_device_id: string;
  try_on_id: string;
  spent_at: CreatedAt;
  refunded_at: Date | null;
  /** The address bucket and UTC day the change was counted against (free_use_by_address); null before. */
  address: string | null;
  address_day: string | null;
}

/** Free changes spent from one address (an IPv4 address or an IPv6 /64) on one UTC day. */
export interface FreeUseByAddressTable {
  address: string;
  day: string;
  spent: number;
}

/** The subscription the purchase provider last reported for an app user (the client device id). */
export interface SubscriptionsTable {
  client_device_id: string;
  provider: string;
  product_id: string;
  period_type: string;
  expires_at: Date | null;
  updated_at: Date;
}

/** Purchases made in the sandbox store (PURCHASES=sandbox). */
export interface PurchasesTable {
  id: Generated<string>;
  client_device_id: string;
  product_id: string;
  period_type: string;
  purchased_at: Date;
  expires_at: Date;
  cancelled_at: Date | null;
}

export interface WebhookEventsTable {
  id: string;
  provider: string;
  type: string;
  app_user_id: string | null;
  received_at: CreatedAt;
}

export interface Database {
  devices: DevicesTable;
  device_skin_tones: DeviceSkinTonesTable;
  photos: PhotosTable;
  photo_analyses: PhotoAnalysesTable;
  hair_corrections: HairCorrectionsTable;
  try_ons: TryOnsTable;
  dice_rolls: DiceRollsTable;
  dice_roll_colors: DiceRollColorsTable;
  free_use_ledger: FreeUseLedgerTable;
  free_use_by_address: FreeUseByAddressTable;
  subscriptions: SubscriptionsTable;
  purchases: PurchasesTable;
  webhook_events: WebhookEventsTable;
}

export type DeviceRow = Selectable<DevicesTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type TryOnRow = Selectable<TryOnsTable>;
export type NewTryOn = Insertable<TryOnsTable>;
export type DiceRollRow = Selectable<DiceRollsTable>;
export type DiceRollColorRow = Selectable<DiceRollColorsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
