import type { z } from 'zod';
import type {
  diceColorSchema,
  diceRollSchema,
  diceUsageSchema,
  hairColorTryOnSchema,
  photoSchema,
  subscriptionSchema,
  subscriptionStatusResponseSchema,
  tryOnStatusSchema,
} from './entities';
import type { errorBodySchema } from './errors';
import type {
  customerInfoSchema,
  entitlementInfoSchema,
  offeringsResponseSchema,
  packageIdentifierSchema,
  storePackageSchema,
} from './purchases';
import type {
  cloudinaryUploadResponseSchema,
  createDiceRollRequestSchema,
  createPhotoRequestSchema,
  createTryOnRequestSchema,
  demoPhotoEntrySchema,
  directUploadResponseSchema,
  downloadResponseSchema,
  healthResponseSchema,
  previewPlanesResponseSchema,
  privacyFactsSchema,
  liveColorModelSchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  subscriptionSyncRequestSchema,
  successResponseSchema,
  uploadUrlResponseSchema,
} from './requests';

export * from './constants';
export * from './device-id';
export * from './entities';
export * from './errors';
export * from './requests';
export * from './route-addresses';
export * from './routes';
export * from './purchases';
export * from './hair-correction';
export * from './appearance';
export { buildOpenApiDocument } from './openapi';

export type Photo = z.infer<typeof photoSchema>;
export type TryOnStatus = z.infer<typeof tryOnStatusSchema>;
export type HairColorTryOn = z.infer<typeof hairColorTryOnSchema>;
export type DiceColor = z.infer<typeof diceColorSchema>;
export type DiceRoll = z.infer<typeof diceRollSchema>;
export type DiceUsage = z.infer<typeof diceUsageSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

export type StorePackage = z.infer<typeof storePackageSchema>;
export type OfferingsResponse = z.infer<typeof offeringsResponseSchema>;
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
export type EntitlementInfo = z.infer<typeof entitlementInfoSchema>;
export type PackageIdentifier = z.infer<typeof packageIdentifierSchema>;

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** What a client sends (defaults may be left out). */
export type RegisterDeviceRequest = z.input<typeof registerDeviceRequestSchema>;
export type RegisterDeviceResponse = z.infer<typeof registerDeviceResponseSchema>;
export type SubscriptionSyncRequest = z.infer<typeof subscriptionSyncRequestSchema>;
export type SuccessResponse = z.infer<typeof successResponseSchema>;
export type CreatePhotoRequest = z.infer<typeof createPhotoRequestSchema>;
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;
export type DirectUploadResponse = z.infer<typeof directUploadResponseSchema>;
export type CloudinaryUploadResponse = z.infer<typeof cloudinaryUploadResponseSchema>;
export type CreateTryOnRequest = z.infer<typeof createTryOnRequestSchema>;
export type CreateDiceRollRequest = z.infer<typeof createDiceRollRequestSchema>;
export type DownloadResponse = z.infer<typeof downloadResponseSchema>;
export type PreviewPlanesResponse = z.infer<typeof previewPlanesResponseSchema>;
export type HealthResponse = z.infer<typeof healthResponseSchema>;
export type DemoPhotoEntry = z.infer<typeof demoPhotoEntrySchema>;
export type PrivacyFacts = z.infer<typeof privacyFactsSchema>;
export type LiveColorModel = z.infer<typeof liveColorModelSchema>;
