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
import type { SiteSettings } from './site';

export { resolveAgent, addVary } from './agent';
export { OG_IMAGE_PATH } from './layout';
export { siteSettings, type SiteSettings } from './site';

export interface PublicPagesOptions {
  site: SiteSettings;
  /** Where the onboarding renders the landing page shows are stored. */
  storage: ObjectStorage;
  now?: () => Date;
}

/**
 * The public web pages, rendered to strings. Settings do not change while the server runs, so every page
 * but the landing page (whose screenshots appear once the engine has rendered them) is rendered once.
 */
export function createPublicPages(options: PublicPagesOptions) {
  const { site } = options;
  const now = options.now ?? (() => new Date());
  const showcase = createShowcase(options.storage, () => now().getTime());
  const fixed = {
    privacy: privacyPage(site),
    terms: termsPage(site),
    support: supportPage(site),
    try: tryPage(site),
    notFound: notFoundPage(site),
    sitemap: sitemapXml(site),
    robots: robotsTxt(site),
  };
  let landing: { key: string; page: string } | undefined;

  return {
    ...fixed,
    async landing(): Promise<string> {
      const shots = await showcase.shots();
      const key = shots.map((shot) => shot.src).join(' ');
      if (landing?.key !== key) landing = { key, page: landingPage(site, shots) };
      return landing.page;
    },
    socialCard: socialCardJpeg,
  };
}

export type PublicPages = ReturnType<typeof createPublicPages>;
