// The app's own FAQ entries and support texts: one text for the app's screens and this page. The files are
// plain data with no imports, so reading them from the catalogue costs the server nothing.
import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import { SUPPORT, SUPPORT_EMAIL, SUPPORT_FAQ_ANCHOR, type SupportChannel } from '@hairhue/catalogue/legal';
import { html, type SafeHtml } from '../html';
import { icons } from '../icons';
import { renderPage } from '../layout';
import { inlineHtml } from '../legal-html';
import type { SiteSettings } from '../site';
import { documentHeader } from './parts';

const CHANNEL_ICONS: Record<SupportChannel['id'], () => SafeHtml> = {
  email: icons.mail,
  answers: icons.sparkles,
  subscriptions: icons.shield,
};

export function supportPage(site: SiteSettings): string {
  const main = html` ${documentHeader(SUPPORT.title, undefined, SUPPORT.lead)}
    <div class="wrap wrap--narrow">
      <section class="support-grid" aria-label="Ways to get help">
        ${SUPPORT.channels.map(
          (channel) =>
            html`<div class="card support-card">
              <span class="step__icon">${CHANNEL_ICONS[channel.id]()}</span>
              <h2>${channel.title}</h2>
              <p>${inlineHtml(channel.text)}</p>
            </div>`,
        )}
      </section>

      <section class="faq" aria-labelledby="${SUPPORT_FAQ_ANCHOR}">
        <h2 id="${SUPPORT_FAQ_ANCHOR}">${SUPPORT.faqHeading}</h2>
        ${FAQ_ITEMS.map(
          (item) =>
            html`<details class="faq__item" id="faq-${item.id}">
              <summary>${item.question}</summary>
              <p>${item.answer}</p>
            </details>`,
        )}
      </section>
    </div>`;
  return renderPage(
    site,
    {
      path: '/support',
      title: 'Support · Hairhue',
      description: `Get help with Hairhue: email ${SUPPORT_EMAIL}, and answers about subscriptions, refunds, billing and the free limit.`,
    },
    main,
  );
}
