import { privacyPolicy } from '@hairhue/catalogue/legal';
import { html } from '../html';
import { renderPage } from '../layout';
import { legalBodyHtml } from '../legal-html';
import type { SiteSettings } from '../site';
import { documentHeader } from './parts';

/** The privacy policy (catalogue/legal, the same text the app shows), stating this server's configuration. */
export function privacyPage(site: SiteSettings): string {
  const policy = privacyPolicy(site);
  const main = html`${documentHeader(policy.title, policy.updated, policy.lead)} ${legalBodyHtml(policy)}`;
  return renderPage(
    site,
    {
      path: '/privacy',
      title: 'Privacy Policy · Hairhue',
      description: `How Hairhue handles your photos: processed on our own servers, never sent to a third-party AI, and deleted automatically after ${site.photoRetentionDays} days.`,
    },
    main,
  );
}
