import type { Config } from '../config';
import { absoluteUrl as onBase, type UrlBase } from '../services/url-base';

export { SUPPORT_EMAIL } from '@hairhue/catalogue/legal';

/**
 * The App Store download. Until the app's own listing id is known, this is the App Store's search for
 * Hairhue, which leads to the listing without guessing its id.
 */
export const APP_STORE_URL = 'https://apps.apple.com/us/search?term=Hairhue';

/** The web app in a browser: opens the SPA and remembers the choice (see agent.ts). */
export const WEB_APP_PATH = '/?app=1';

/** What the pages say that depends on how this server is configured, so they never contradict it. */
export interface SiteConfig {
  /** Days an uploaded photo and everything made from it are kept (PHOTO_RETENTION_DAYS). */
  photoRetentionDays: number;
  /** Photos pass through Cloudinary on their way to us (CLOUDINARY_* set). */
  cloudinary: boolean;
  /** Files are kept in an S3-compatible store (S3_* set) rather than on our own disk. */
  s3: boolean;
}

/** One rendering of the pages: the configuration, and the address they are reached at. */
export interface SiteSettings extends SiteConfig {
  /**
   * PUBLIC_BASE_URL, or the address the browser asked at: canonical addresses, og:image and the sitemap
   * must be absolute. Every other link in the pages is root-relative, which the browser resolves itself.
   */
  baseUrl: UrlBase;
}

export function siteSettings(config: Config): SiteConfig {
  return {
    photoRetentionDays: config.photoRetentionDays,
    cloudinary: config.cloudinary !== undefined,
    s3: config.s3 !== undefined,
  };
}

export const absoluteUrl = (site: SiteSettings, path: string) => onBase(site.baseUrl, path);
