import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ObjectStorage } from '../storage';

/** Other origins the app's pages really use, from the configuration (see contentSecurityPolicy). */
export interface ContentSources {
  /** Where signed images come from when they are not ours: the S3 store's presigned-URL origin. */
  storageOrigin?: string;
  /** PUBLIC_BASE_URL's origin, when set: images and files are addressed on it, maybe not the page's own. */
  publicOrigin?: string;
  /** Cloudinary's upload API and delivery origins, when uploads go there. */
  cloudinary?: { apiOrigin: string; deliveryOrigin: string };
  /** Origins of a configured DEMO_PHOTO_URLS list. */
  demoPhotoOrigins: readonly string[];
}

/** The origin of the store's presigned URLs (S3), or none when files are served through us. */
async function storageOrigin(storage: ObjectStorage): Promise<string | undefined> {
  const sample = await storage.signedUrl('content-security-policy/probe.jpg', { expiresInSeconds: 60 });
  return sample.startsWith('/') ? undefined : new URL(sample).origin;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** What the web pages load from besides this server, for the Content-Security-Policy. */
export async function contentSourcesOf(config: Config, storage: ObjectStorage): Promise<ContentSources> {
  const { cloudinary } = config;
  return {
    storageOrigin: await storageOrigin(storage),
    publicOrigin: config.publicBaseUrl === undefined ? undefined : originOf(config.publicBaseUrl),
    cloudinary: cloudinary && {
      apiOrigin: new URL(cloudinary.apiBase).origin,
      deliveryOrigin: new URL(cloudinary.deliveryBase).origin,
    },
    demoPhotoOrigins: config.demoPhotoUrls.flatMap((url) => originOf(url) ?? []),
  };
}

const SELF = "'self'";

/**
 * The policy of the web app and the public pages (and of images, on which it only forbids); the API's
 * JSON has its own, which allows nothing (API_OPTIONS).
 *
 * - Scripts: our own files only. Neither the built index.html nor the public pages have an inline script.
 *   WebAssembly may be compiled (`'wasm-unsafe-eval'`, which allows no JavaScript eval): live colour runs
 *   the hair model with onnxruntime-web's wasm, from our own build, in its worker.
 * - Styles: our files and inline styles. Radix dialogs (react-remove-scroll) insert <style> elements at run
 *   time, and the public pages inline their one style sheet and use style attributes for colour swatches.
 *   Inline style cannot run code; allowing it is the usual trade for a React app, and it keeps the pages a
 *   single request.
 * - Images: ours, the camera's capture (`blob:`) and canvas `data:` images, and the stores that serve our
 *   signed images. `connect-src` has the same stores (saving an image fetches it) and Cloudinary's upload API.
 * - Workers: the service worker (`/sw.js`) and canvas-confetti's worker, which it makes from a `blob:`.
 * - Nothing may frame the app (`frame-ancestors 'none'`): a framed upload button would be a clickjacking aid.
 */
export function contentSecurityPolicy(sources: ContentSources): Record<string, string[]> {
  const imageHosts = [
    sources.storageOrigin,
    sources.publicOrigin,
    sources.cloudinary?.deliveryOrigin,
    ...sources.demoPhotoOrigins,
  ];
  const connectHosts = [...imageHosts, sources.cloudinary?.apiOrigin];
  const unique = (values: (string | undefined)[]) => [
    ...new Set(values.filter((value): value is string => value !== undefined)),
  ];
  return {
    'default-src': [SELF],
    'base-uri': [SELF],
    'script-src': [SELF, "'wasm-unsafe-eval'"],
    'style-src': [SELF, "'unsafe-inline'"],
    'img-src': unique([SELF, 'data:', 'blob:', ...imageHosts]),
    'media-src': [SELF, 'blob:'],
    'connect-src': unique([SELF, ...connectHosts]),
    'font-src': [SELF],
    'manifest-src': [SELF],
    'worker-src': [SELF, 'blob:'],
    'object-src': ["'none'"],
    'form-action': [SELF],
    'frame-ancestors': ["'none'"],
  };
}

/** Browser features the app may use: the camera, for its own pages only; nothing else that asks. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';

/** A year, with subdomains: what helmet sends by default, sent only over TLS (see below). */
const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An image other origins may show (the native app does): `Cross-Origin-Resource-Policy: cross-origin`. */
    crossOriginImage?: boolean;
  }
}

/**
 * The API's routes answer JSON (or an image, which IMAGE_ROUTE marks), never a page a browser renders or
 * frames into: nosniff, no referrer, never framed, read by our own origin only, and a policy allowing
 * nothing. Helmet's headers for pages (COOP, Origin-Agent-Cluster, the legacy X- ones) mean nothing on
 * them, and written on every status poll they were most of the answer's bytes.
 */
const API_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
  },
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The API's headers as names and values, for the answers written before Fastify has a route or a request
 * (malformed HTTP, headers over the limit, a bad URL): the same set helmet gives the API's JSON.
 */
export function apiAnswerHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const collector = {
    setHeader: (name: string, value: string | number) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(API_OPTIONS)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet for every answer: the policy above, `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * no-referrer` (page addresses carry photo ids, signed links carry signatures), `X-Frame-Options: DENY`.
 * Images we serve say `Cross-Origin-Resource-Policy: cross-origin` on their own routes (IMAGE_ROUTE): the
 * native app shows them from another origin. The API's JSON gets the shorter set above.
 *
 * Two headers are set by hand: Permissions-Policy (helmet has none), and Strict-Transport-Security, which
 * helmet would send on every answer but belongs only to one that came over TLS — directly, or per
 * X-Forwarded-Proto from a trusted proxy (TRUST_PROXY). A server reached over plain http (a phone on the
 * LAN) has no business claiming it.
 *
 * helmet itself, not @fastify/helmet: the Fastify plugin builds helmet's middleware again on every request,
 * which measured 23 µs a request here against 2.5 µs for a middleware built once — a tenth of a core at the
 * 5,000 status reads a second the API is to serve.
 */
export function installSecurityHeaders(app: FastifyInstance, sources: ContentSources): void {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
  const forAnswers = helmet(options);
  const forImages = helmet({ ...options, crossOriginResourcePolicy: { policy: 'cross-origin' } });
  const forApi = helmet(API_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const headers =
      request.routeOptions.config.crossOriginImage === true
        ? forImages
        : request.routeOptions.url?.startsWith('/api/') === true
          ? forApi
          : forAnswers;
    // helmet sets its headers and calls on at once; it throws rather than passes an error (helmet 8.1+).
    headers(request.raw, reply.raw, () => done());
  });
}

/** Route options for images we serve, which other origins (the native app) may show. */
export const IMAGE_ROUTE = { config: { crossOriginImage: true } };
