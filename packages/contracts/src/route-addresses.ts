/**
 * Where each call of the API lives: method, path, whether it needs the token, its multipart field. Kept
 * apart from the schemas in routes.ts, which spreads it, so a client can import it without bundling zod.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteAddress {
  readonly method: HttpMethod;
  /** Relative to `/api`, written OpenAPI-style (`/photos/{id}`). */
  readonly path: string;
  /** Whether the call needs `Authorization: bearer <token>`. */
  readonly auth: boolean;
  /** Multipart request body: the name of the file field. */
  readonly multipartFileField?: string;
}

export const routeAddresses = {
  health: { method: 'GET', path: '/health', auth: false },
  listDemoPhotos: { method: 'GET', path: '/demo-photos', auth: false },
  getPrivacyFacts: { method: 'GET', path: '/privacy-facts', auth: false },
  getLiveColorModel: { method: 'GET', path: '/live-color/model', auth: false },
  registerDevice: { method: 'POST', path: '/auth/register-device', auth: false },
  syncSubscription: { method: 'POST', path: '/subscriptions/sync', auth: true },
  getSubscriptionStatus: { method: 'GET', path: '/subscriptions/status', auth: true },
  uploadPhoto: { method: 'POST', path: '/photos/upload', auth: true, multipartFileField: 'photo' },
  getUploadUrl: { method: 'POST', path: '/photos/upload-url', auth: true },
  createPhoto: { method: 'POST', path: '/photos', auth: true },
  listPhotos: { method: 'GET', path: '/photos', auth: true },
  getPhoto: { method: 'GET', path: '/photos/{id}', auth: true },
  getPreviewPlanes: { method: 'GET', path: '/photos/{id}/preview-planes', auth: true },
  getPhotoAppearance: { method: 'GET', path: '/photos/{id}/appearance', auth: true },
  getSkinTone: { method: 'GET', path: '/device/skin-tone', auth: true },
  saveSkinTone: { method: 'PUT', path: '/device/skin-tone', auth: true },
  resetSkinTone: { method: 'DELETE', path: '/device/skin-tone', auth: true },
  getHairCorrection: { method: 'GET', path: '/photos/{id}/hair-correction', auth: true },
  saveHairCorrection: { method: 'PUT', path: '/photos/{id}/hair-correction', auth: true },
  resetHairCorrection: { method: 'DELETE', path: '/photos/{id}/hair-correction', auth: true },
  listTryOns: { method: 'GET', path: '/hair-color-try-ons', auth: true },
  createTryOn: { method: 'POST', path: '/hair-color-try-ons', auth: true },
  getTryOn: { method: 'GET', path: '/hair-color-try-ons/{id}', auth: true },
  deleteTryOn: { method: 'DELETE', path: '/hair-color-try-ons/{id}', auth: true },
  downloadTryOn: { method: 'GET', path: '/hair-color-try-ons/{id}/download', auth: true },
  getDiceUsage: { method: 'GET', path: '/dice-roll/usage', auth: true },
  createDiceRoll: { method: 'POST', path: '/dice-roll', auth: true },
  getDiceRoll: { method: 'GET', path: '/dice-roll/{id}', auth: true },
  getSandboxOfferings: { method: 'GET', path: '/sandbox-store/offerings', auth: true },
  getSandboxCustomerInfo: { method: 'GET', path: '/sandbox-store/customer-info', auth: true },
  purchaseSandboxPackage: { method: 'POST', path: '/sandbox-store/purchases', auth: true },
  cancelSandboxSubscription: { method: 'POST', path: '/sandbox-store/cancel', auth: true },
} as const satisfies Record<string, RouteAddress>;

export type RouteName = keyof typeof routeAddresses;
