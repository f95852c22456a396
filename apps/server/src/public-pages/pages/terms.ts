import { TERMS_OF_USE } from '@hairhue/catalogue/legal';
import { html } from '../html';
import { renderPage } from '../layout';
import { legalBodyHtml } from '../legal-html';
import type { SiteSettings } from '../site';
import { documentHeader } from './parts';

/** The terms of use (catalogue/legal, the same text the app shows). */
export function termsPage(site: SiteSettings): string {
  const terms = TERMS_OF_USE;
  const main = html`${documentHeader(terms.title, terms.updated, terms.lead)} ${legalBodyHtml(terms)}`;
  return renderPage(
    site,
    {
      path: '/terms',
      title: 'Terms of Use · Hairhue',
      description:
        'The terms for using Hairhue: your photos, free use, Premium subscriptions through the App Store, and fair use.',
    },
    main,
  );
}
