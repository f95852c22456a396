import type { z } from 'zod';
import type { ErrorCode } from './errors';
import {
  diceRollSchema,
  diceUsageSchema,
  hairColorTryOnListSchema,
  hairColorTryOnSchema,
  photoListSchema,
  photoSchema,
  subscriptionStatusResponseSchema,
} from './entities';
import { deviceSkinToneSchema, photoAppearanceSchema, skinToneChoiceSchema } from './appearance';
import { hairCorrectionRequestSchema, hairCorrectionSchema } from './hair-correction';
import {
  createDiceRollRequestSchema,
  createPhotoRequestSchema,
  createTryOnHeadersSchema,
  createTryOnRequestSchema,
  demoPhotoListSchema,
  directUploadResponseSchema,
  downloadResponseSchema,
  healthResponseSchema,
  idParamsSchema,
  liveColorModelSchema,
  previewPlanesResponseSchema,
  privacyFactsSchema,
  registerDeviceRequestSchema,
  registerDeviceResponseSchema,
  subscriptionSyncRequestSchema,
  successResponseSchema,
  uploadUrlResponseSchema,
} from './requests';
import {
  customerInfoResponseSchema,
  offeringsResponseSchema,
  sandboxPurchaseRequestSchema,
} from './purchases';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API. Paths are relative to `/api` and written OpenAPI-style (`/photos/{id}`). */
export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  /** Whether the call needs `Authorization: bearer <token>`. */
  readonly auth: boolean;
  readonly summary: string;
  /** Path parameters, for paths with `{id}`. */
  readonly params?: z.ZodType;
  /** JSON request body. */
  readonly body?: z.ZodType;
  /** Request headers the call reads besides Authorization (names in lower case, as Node gives them). */
  readonly headers?: z.ZodType;
  /** Multipart request body: the name of the file field. */
  readonly multipartFileField?: string;
  /** Status of a successful answer; 200 when absent. */
  readonly successStatus?: 200 | 201 | 202;
  readonly response: z.ZodType;
  /** Error codes specific to this call, besides validation, auth, not-found, rate-limit and internal ones. */
  readonly errors?: readonly ErrorCode[];
}

export const routes = {
  health: {
    method: 'GET',
    path: '/health',
    auth: false,
    summary: 'Health of the database, storage and hair model (503 when one fails)',
    response: healthResponseSchema,
  },
  listDemoPhotos: {
    method: 'GET',
    path: '/demo-photos',
    auth: false,
    summary: "The Home screen's demo photos (empty when no demo source is configured)",
    response: demoPhotoListSchema,
  },
  getPrivacyFacts: {
    method: 'GET',
    path: '/privacy-facts',
    auth: false,
    summary:
      "What the privacy policy says that depends on this server's configuration (retention, processors)",
    response: privacyFactsSchema,
  },
  getLiveColorModel: {
    method: 'GET',
    path: '/live-color/model',
    auth: false,
    summary: 'The hair model live colour runs on the device: its address, size and sha256',
    response: liveColorModelSchema,
  },
  registerDevice: {
    method: 'POST',
    path: '/auth/register-device',
    auth: false,
    summary: 'Register a device and receive its bearer token',
    body: registerDeviceRequestSchema,
    response: registerDeviceResponseSchema,
  },
  syncSubscription: {
    method: 'POST',
    path: '/subscriptions/sync',
    auth: true,
    summary: 'Ask the server to re-check the subscription with the purchase provider',
    body: subscriptionSyncRequestSchema,
    errors: ['STORE_UNAVAILABLE'],
    response: successResponseSchema,
  },
  getSubscriptionStatus: {
    method: 'GET',
    path: '/subscriptions/status',
    auth: true,
    summary: 'Subscription and free-usage status of the device',
    response: subscriptionStatusResponseSchema,
  },
  uploadPhoto: {
    method: 'POST',
    path: '/photos/upload',
    auth: true,
    summary: 'Upload a photo directly (multipart, field photo)',
    multipartFileField: 'photo',
    successStatus: 201,
    errors: ['FILE_TOO_LARGE', 'UNSUPPORTED_IMAGE'],
    response: directUploadResponseSchema,
  },
  getUploadUrl: {
    method: 'POST',
    path: '/photos/upload-url',
    auth: true,
    summary: 'Address and preset for a Cloudinary-compatible upload',
    response: uploadUrlResponseSchema,
  },
  createPhoto: {
    method: 'POST',
    path: '/photos',
    auth: true,
    summary: 'Record a photo already stored by a cloud upload',
    body: createPhotoRequestSchema,
    successStatus: 201,
    response: photoSchema,
  },
  listPhotos: {
    method: 'GET',
    path: '/photos',
    auth: true,
    summary: "The device's photos",
    response: photoListSchema,
  },
  getPhoto: {
    method: 'GET',
    path: '/photos/{id}',
    auth: true,
    summary: 'One photo',
    params: idParamsSchema,
    response: photoSchema,
  },
  getPreviewPlanes: {
    method: 'GET',
    path: '/photos/{id}/preview-planes',
    auth: true,
    summary:
      "Signed address of the photo's hair analysis for the live preview (premium only). Analyses the photo first when needed; NOT_READY with Retry-After while a worker elsewhere still analyses it",
    params: idParamsSchema,
    errors: ['PREMIUM_REQUIRED', 'NOT_READY'],
    response: previewPlanesResponseSchema,
  },
  getPhotoAppearance: {
    method: 'GET',
    path: '/photos/{id}/appearance',
    auth: true,
    summary:
      "What the engine measures of the photo's skin and hair ('Suits you', salon card). Measures the photo first when needed; NOT_READY with Retry-After while a worker elsewhere still analyses it",
    params: idParamsSchema,
    errors: ['NOT_READY'],
    response: photoAppearanceSchema,
  },
  getSkinTone: {
    method: 'GET',
    path: '/device/skin-tone',
    auth: true,
    summary:
      "The device's own skin tone for 'Suits you' and Dice Roll ('Not right?'); null when it is measured",
    response: deviceSkinToneSchema,
  },
  saveSkinTone: {
    method: 'PUT',
    path: '/device/skin-tone',
    auth: true,
    summary:
      "Set the device's own skin tone (depth 1–6, undertone), used instead of each photo's measurement",
    body: skinToneChoiceSchema,
    response: deviceSkinToneSchema,
  },
  resetSkinTone: {
    method: 'DELETE',
    path: '/device/skin-tone',
    auth: true,
    summary: "Forget the device's own skin tone: 'Suits you' measures each photo again",
    response: deviceSkinToneSchema,
  },
  getHairCorrection: {
    method: 'GET',
    path: '/photos/{id}/hair-correction',
    auth: true,
    summary: "The photo's touch-up brush strokes (none when it uses the automatic hair area)",
    params: idParamsSchema,
    response: hairCorrectionSchema,
  },
  saveHairCorrection: {
    method: 'PUT',
    path: '/photos/{id}/hair-correction',
    auth: true,
    summary:
      "Save the photo's touch-up brush strokes; every later render of the photo uses them. Free for every device: no change is spent",
    params: idParamsSchema,
    body: hairCorrectionRequestSchema,
    errors: ['REQUEST_TOO_LARGE'],
    response: hairCorrectionSchema,
  },
  resetHairCorrection: {
    method: 'DELETE',
    path: '/photos/{id}/hair-correction',
    auth: true,
    summary: "Reset the photo to the automatic hair area ('Reset to automatic')",
    params: idParamsSchema,
    response: hairCorrectionSchema,
  },
  listTryOns: {
    method: 'GET',
    path: '/hair-color-try-ons',
    auth: true,
    summary: "The device's hair colour try-ons, newest first",
    response: hairColorTryOnListSchema,
  },
  createTryOn: {
    method: 'POST',
    path: '/hair-color-try-ons',
    auth: true,
    summary:
      "Start a hair colour try-on (spends a free change unless premium; intensity and shine are premium only). Waits up to 1.5 s for the render: answers the try-on 'completed' (with resultUrl) or 'failed' as GET would when it is done by then, else 'processing'. A POST sent again with the same Idempotency-Key answers the try-on the first one created, as it stands now, and spends nothing",
    body: createTryOnRequestSchema,
    headers: createTryOnHeadersSchema,
    successStatus: 202,
    errors: ['FREE_LIMIT_REACHED', 'PREMIUM_REQUIRED'],
    response: hairColorTryOnSchema,
  },
  getTryOn: {
    method: 'GET',
    path: '/hair-color-try-ons/{id}',
    auth: true,
    summary: 'One try-on; polled until completed or failed',
    params: idParamsSchema,
    response: hairColorTryOnSchema,
  },
  deleteTryOn: {
    method: 'DELETE',
    path: '/hair-color-try-ons/{id}',
    auth: true,
    summary: 'Delete one try-on',
    params: idParamsSchema,
    response: successResponseSchema,
  },
  downloadTryOn: {
    method: 'GET',
    path: '/hair-color-try-ons/{id}/download',
    auth: true,
    summary: 'Signed address of the full-resolution result (premium only)',
    params: idParamsSchema,
    errors: ['PREMIUM_REQUIRED', 'NOT_READY'],
    response: downloadResponseSchema,
  },
  getDiceUsage: {
    method: 'GET',
    path: '/dice-roll/usage',
    auth: true,
    summary: "Today's Dice Roll allowance (none without premium)",
    response: diceUsageSchema,
  },
  createDiceRoll: {
    method: 'POST',
    path: '/dice-roll',
    auth: true,
    summary:
      "Roll 6 colours on one photo (premium only). Waits up to 1.5 s for the renders: answers every colour 'completed' or 'failed' when they are done by then, else the colours as they stand. With suitsMe, draws from the shades that suit the photo (NOT_READY with Retry-After while a worker elsewhere still measures it)",
    body: createDiceRollRequestSchema,
    successStatus: 202,
    errors: ['PREMIUM_REQUIRED', 'DICE_LIMIT_REACHED', 'NOT_READY'],
    response: diceRollSchema,
  },
  getDiceRoll: {
    method: 'GET',
    path: '/dice-roll/{id}',
    auth: true,
    summary: 'One Dice Roll; polled until every colour is completed or failed',
    params: idParamsSchema,
    response: diceRollSchema,
  },
  getSandboxOfferings: {
    method: 'GET',
    path: '/sandbox-store/offerings',
    auth: true,
    summary: 'The sandbox store offering: weekly and monthly with its trial (PURCHASES=sandbox only)',
    errors: ['STORE_UNAVAILABLE'],
    response: offeringsResponseSchema,
  },
  getSandboxCustomerInfo: {
    method: 'GET',
    path: '/sandbox-store/customer-info',
    auth: true,
    summary: "The sandbox store's customer info for this device",
    errors: ['STORE_UNAVAILABLE'],
    response: customerInfoResponseSchema,
  },
  purchaseSandboxPackage: {
    method: 'POST',
    path: '/sandbox-store/purchases',
    auth: true,
    summary: 'Buy a package in the sandbox store; the monthly plan starts with a 3-day trial once per device',
    body: sandboxPurchaseRequestSchema,
    errors: ['STORE_UNAVAILABLE'],
    response: customerInfoResponseSchema,
  },
  cancelSandboxSubscription: {
    method: 'POST',
    path: '/sandbox-store/cancel',
    auth: true,
    summary: 'Turn off renewal: the subscription runs to its expiry and then ends',
    errors: ['STORE_UNAVAILABLE'],
    response: customerInfoResponseSchema,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/** Every route, for a server or a document generator to iterate. */
export const routeList: readonly (RouteDefinition & { readonly name: RouteName })[] = (
  Object.keys(routes) as RouteName[]
).map((name) => ({ name, ...routes[name] }));
