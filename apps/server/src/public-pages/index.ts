import { LruCache } from '../services/lru';
import type { UrlBase } from '../services/url-base';
import type { ObjectStorage } from '../storage';
import { socialCardJpeg } from './og-image';
import { landingPage } from './pages/landing';
import { notFoundPage } from './pages/not-found';
import { privacyPage } from './pages/privacy';
import { supportPage } from './pages/support';
import { termsPage } from './pages/terms';
import { tryPage } from './pages/try';
import { robotsTxt, sitemapXml } from './seo';
import { createShowcase } from './showcase';
import type { SiteConfig, SiteSettings } from './site';

export { resolveAgent, addVary } from './agent';
export { OG_IMAGE_PATH } from './layout';
export { siteSettings, type SiteConfig, type SiteSettings } from './site';

export interface PublicPagesOptions {
  site: SiteConfig;
  /** Where the onboarding renders the landing page shows are stored. */
  storage: ObjectStorage;
  now?: () => Date;
}

const FIXED = {
  privacy: privacyPage,
  terms: termsPage,
  support: supportPage,
  try: tryPage,
  notFound: notFoundPage,
  sitemap: sitemapXml,
  robots: robotsTxt,
} satisfies Record<string, (site: SiteSettings) => string>;

export type FixedPage = keyof typeof FIXED;

/** A server is reached at a handful of addresses (localhost, a LAN address, its public name): keep each. */
const RENDERED_ADDRESSES = 16;

/**
 * The public web pages, rendered to strings for the address they are asked at (their canonical and sharing
 * links are absolute). Settings do not change while the server runs, so each page is rendered once per
 * address — the landing page again when its screenshots (rendered by the engine after a start) change.
 */
export function createPublicPages(options: PublicPagesOptions) {
  const now = options.now ?? (() => new Date());
  const showcase = createShowcase(options.storage, () => now().getTime());
  const rendered = new LruCache<string, string>(RENDERED_ADDRESSES * (Object.keys(FIXED).length + 1));

  function remembered(key: string, render: () => string): string {
    let page = rendered.get(key);
    if (page === undefined) {
      page = render();
      rendered.set(key, page);
    }
    return page;
  }
  const at = (base: UrlBase): SiteSettings => ({ ...options.site, baseUrl: base });

  return {
    page(name: FixedPage, base: UrlBase): string {
      return remembered(`${name} ${base}`, () => FIXED[name](at(base)));
    },
    async landing(base: UrlBase): Promise<string> {
      const shots = await showcase.shots();
      const key = `landing ${base} ${shots.map((shot) => shot.src).join(' ')}`;
      return remembered(key, () => landingPage(at(base), shots));
    },
    socialCard: socialCardJpeg,
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;
