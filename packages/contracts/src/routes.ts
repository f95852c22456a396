import type { z } from 'zod';
import type { ErrorCode } from './errors';
import { routeAddresses, type RouteAddress, type RouteName } from './route-addresses';
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
  createTryOnRequestSchema,
  demoPhotoListSchema,
  directUploadResponseSchema,
  downloadResponseSchema,
  healthResponseSchema,
  idempotencyKeyHeadersSchema,
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

/** One call of the API: its address, its schemas and what the OpenAPI document says of it. */
export interface RouteDefinition extends RouteAddress {
  readonly summary: string;
  /** Path parameters, for paths with `{id}`. */
  readonly params?: z.ZodType;
  /** JSON request body. */
  readonly body?: z.ZodType;
  /** Request headers the call reads besides Authorization (names in lower case, as Node gives them). */
  readonly headers?: z.ZodType;
  /** Status of a successful answer; 200 when absent. */
  readonly successStatus?: 200 | 201 | 202;
  readonly response: z.ZodType;
  /** Error codes specific to this call, besides validation, auth, not-found, rate-limit and internal ones. */
  readonly errors?: readonly ErrorCode[];
}

export const routes = {
  health: {
    ...routeAddresses.health,
    summary: 'Health of the database, storage and hair model (503 when one fails)',
    response: healthResponseSchema,
  },
  listDemoPhotos: {
    ...routeAddresses.listDemoPhotos,
    summary: "The Home screen's demo photos (empty when no demo source is configured)",
    response: demoPhotoListSchema,
  },
  getPrivacyFacts: {
    ...routeAddresses.getPrivacyFacts,
    summary:
      "What the privacy policy says that depends on this server's configuration (retention, processors)",
    response: privacyFactsSchema,
  },
  getLiveColorModel: {
    ...routeAddresses.getLiveColorModel,
    summary: 'The hair model live colour runs on the device: its address, size and sha256',
    response: liveColorModelSchema,
  },
  registerDevice: {
    ...routeAddresses.registerDevice,
    summary: 'Register a device and receive its bearer token',
    body: registerDeviceRequestSchema,
    response: registerDeviceResponseSchema,
  },
  syncSubscription: {
    ...routeAddresses.syncSubscription,
    summary: 'Ask the server to re-check the subscription with the purchase provider',
    body: subscriptionSyncRequestSchema,
    errors: ['STORE_UNAVAILABLE'],
    response: successResponseSchema,
  },
  getSubscriptionStatus: {
    ...routeAddresses.getSubscriptionStatus,
    summary: 'Subscription and free-usage status of the device',
    response: subscriptionStatusResponseSchema,
  },
  uploadPhoto: {
    ...routeAddresses.uploadPhoto,
    summary: 'Upload a photo directly (multipart, field photo)',
    successStatus: 201,
    errors: ['FILE_TOO_LARGE', 'UNSUPPORTED_IMAGE'],
    response: directUploadResponseSchema,
  },
  getUploadUrl: {
    ...routeAddresses.getUploadUrl,
    summary: 'Address and preset for a Cloudinary-compatible upload',
    response: uploadUrlResponseSchema,
  },
  createPhoto: {
    ...routeAddresses.createPhoto,
    summary: 'Record a photo already stored by a cloud upload',
    body: createPhotoRequestSchema,
    successStatus: 201,
    response: photoSchema,
  },
  listPhotos: {
    ...routeAddresses.listPhotos,
    summary: "The device's photos",
    response: photoListSchema,
  },
  getPhoto: {
    ...routeAddresses.getPhoto,
    summary: 'One photo',
    params: idParamsSchema,
    response: photoSchema,
  },
  getPreviewPlanes: {
    ...routeAddresses.getPreviewPlanes,
    summary:
      "Signed address of the photo's hair analysis for the live preview (premium only). Analyses the photo first when needed; NOT_READY with Retry-After while a worker elsewhere still analyses it",
    params: idParamsSchema,
    errors: ['PREMIUM_REQUIRED', 'NOT_READY'],
    response: previewPlanesResponseSchema,
  },
  getPhotoAppearance: {
    ...routeAddresses.getPhotoAppearance,
    summary:
      "What the engine measures of the photo's skin and hair ('Suits you', salon card). Measures the photo first when needed; NOT_READY with Retry-After while a worker elsewhere still analyses it",
    params: idParamsSchema,
    errors: ['NOT_READY'],
    response: photoAppearanceSchema,
  },
  getSkinTone: {
    ...routeAddresses.getSkinTone,
    summary:
      "The device's own skin tone for 'Suits you' and Dice Roll ('Not right?'); null when it is measured",
    response: deviceSkinToneSchema,
  },
  saveSkinTone: {
    ...routeAddresses.saveSkinTone,
    summary:
      "Set the device's own skin tone (depth 1–6, undertone), used instead of each photo's measurement",
    body: skinToneChoiceSchema,
    response: deviceSkinToneSchema,
  },
  resetSkinTone: {
    ...routeAddresses.resetSkinTone,
    summary: "Forget the device's own skin tone: 'Suits you' measures each photo again",
    response: deviceSkinToneSchema,
  },
  getHairCorrection: {
    ...routeAddresses.getHairCorrection,
    summary: "The photo's touch-up brush strokes (none when it uses the automatic hair area)",
    params: idParamsSchema,
    response: hairCorrectionSchema,
  },
  saveHairCorrection: {
    ...routeAddresses.saveHairCorrection,
    summary:
      "Save the photo's touch-up brush strokes; every later render of the photo uses them. Free for every device: no change is spent",
    params: idParamsSchema,
    body: hairCorrectionRequestSchema,
    errors: ['REQUEST_TOO_LARGE'],
    response: hairCorrectionSchema,
  },
  resetHairCorrection: {
    ...routeAddresses.resetHairCorrection,
    summary: "Reset the photo to the automatic hair area ('Reset to automatic')",
    params: idParamsSchema,
    response: hairCorrectionSchema,
  },
  listTryOns: {
    ...routeAddresses.listTryOns,
    summary: "The device's hair colour try-ons, newest first",
    response: hairColorTryOnListSchema,
  },
  createTryOn: {
    ...routeAddresses.createTryOn,
    summary:
      "Start a hair colour try-on (spends a free change unless premium; intensity and shine are premium only). Waits up to 1.5 s for the render: answers the try-on 'completed' (with resultUrl) or 'failed' as GET would when it is done by then, else 'processing'. A POST sent again with the same Idempotency-Key answers the try-on the first one created, as it stands now, and spends nothing. With correctionOf, a try-on of the photo and shade rendered again after a saved hair correction, spending nothing (once per save)",
    body: createTryOnRequestSchema,
    headers: idempotencyKeyHeadersSchema,
    successStatus: 202,
    errors: ['FREE_LIMIT_REACHED', 'PREMIUM_REQUIRED'],
    response: hairColorTryOnSchema,
  },
  getTryOn: {
    ...routeAddresses.getTryOn,
    summary: 'One try-on; polled until completed or failed',
    params: idParamsSchema,
    response: hairColorTryOnSchema,
  },
  deleteTryOn: {
    ...routeAddresses.deleteTryOn,
    summary: 'Delete one try-on',
    params: idParamsSchema,
    response: successResponseSchema,
  },
  downloadTryOn: {
    ...routeAddresses.downloadTryOn,
    summary: 'Signed address of the full-resolution result (premium only)',
    params: idParamsSchema,
    errors: ['PREMIUM_REQUIRED', 'NOT_READY'],
    response: downloadResponseSchema,
  },
  getDiceUsage: {
    ...routeAddresses.getDiceUsage,
    summary: "Today's Dice Roll allowance (none without premium)",
    response: diceUsageSchema,
  },
  createDiceRoll: {
    ...routeAddresses.createDiceRoll,
    summary:
      "Roll 6 colours on one photo (premium only). Waits up to 1.5 s for the renders: answers every colour 'completed' or 'failed' when they are done by then, else the colours as they stand. With suitsMe, draws from the shades that suit the photo (NOT_READY with Retry-After while a worker elsewhere still measures it). A POST sent again with the same Idempotency-Key answers the roll the first one made, as it stands now, and spends no roll",
    body: createDiceRollRequestSchema,
    headers: idempotencyKeyHeadersSchema,
    successStatus: 202,
    errors: ['PREMIUM_REQUIRED', 'DICE_LIMIT_REACHED', 'NOT_READY'],
    response: diceRollSchema,
  },
  getDiceRoll: {
    ...routeAddresses.getDiceRoll,
    summary: 'One Dice Roll; polled until every colour is completed or failed',
    params: idParamsSchema,
    response: diceRollSchema,
  },
  getSandboxOfferings: {
    ...routeAddresses.getSandboxOfferings,
    summary: 'The sandbox store offering: weekly and monthly with its trial (PURCHASES=sandbox only)',
    errors: ['STORE_UNAVAILABLE'],
    response: offeringsResponseSchema,
  },
  getSandboxCustomerInfo: {
    ...routeAddresses.getSandboxCustomerInfo,
    summary: "The sandbox store's customer info for this device",
    errors: ['STORE_UNAVAILABLE'],
    response: customerInfoResponseSchema,
  },
  purchaseSandboxPackage: {
    ...routeAddresses.purchaseSandboxPackage,
    summary: 'Buy a package in the sandbox store; the monthly plan starts with a 3-day trial once per device',
    body: sandboxPurchaseRequestSchema,
    errors: ['STORE_UNAVAILABLE'],
    response: customerInfoResponseSchema,
  },
  cancelSandboxSubscription: {
    ...routeAddresses.cancelSandboxSubscription,
    summary: 'Turn off renewal: the subscription runs to its expiry and then ends',
    errors: ['STORE_UNAVAILABLE'],
    response: customerInfoResponseSchema,
  },
} as const satisfies Record<RouteName, RouteDefinition>;

/** Every route, for a server or a document generator to iterate. */
export const routeList: readonly (RouteDefinition & { readonly name: RouteName })[] = (
  Object.keys(routes) as RouteName[]
).map((name) => ({ name, ...routes[name] }));

type RouteOf<N extends RouteName> = (typeof routes)[N];

/** What a client receives from a route. */
export type RouteResponse<N extends RouteName> = z.infer<RouteOf<N>['response']>;

/** The JSON a client sends to a route (defaults may be left out); never for a route without a body. */
export type RouteBody<N extends RouteName> =
  RouteOf<N> extends { readonly body: z.ZodType } ? z.input<RouteOf<N>['body']> : never;

/** The headers a client may send a route besides Authorization; never for a route that reads none. */
export type RouteHeaders<N extends RouteName> =
  RouteOf<N> extends { readonly headers: z.ZodType } ? z.input<RouteOf<N>['headers']> : never;
