import type { Config } from '../config';

export const SUPPORT_EMAIL = 'support@hairhue.app';

/**
 * The App Store download. Until the app's own listing id is known, this is the App Store's search for
 * Hairhue, which leads to the listing without guessing its id.
 */
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=Hairhue';

/** The web app in a browser: opens the SPA and remembers the choice (see agent.ts). */
export const WEB_APP_PATH = '/?app=1';

/** What the pages say that depends on how this server is configured, so they never contradict it. */
export interface SiteSettings {
  /** Where the pages are reached (PUBLIC_BASE_URL): canonical addresses, og:image and the sitemap. */
  baseUrl: string;
  /** Days an uploaded photo and everything made from it are kept (PHOTO_RETENTION_DAYS). */
  photoRetentionDays: number;
  /** Photos pass through Cloudinary on their way to us (CLOUDINARY_* set). */
  cloudinary: boolean;
  /** Files are kept in an S3-compatible store (S3_* set) rather than on our own disk. */
  s3: boolean;
}

export function siteSettings(config: Config): SiteSettings {
  return {
    baseUrl: config.publicBaseUrl,
    photoRetentionDays: config.photoRetentionDays,
    cloudinary: config.cloudinary !== undefined,
    s3: config.s3 !== undefined,
  };
}

export const absoluteUrl = (site: SiteSettings, path: string) => `${site.baseUrl}${path}`;
