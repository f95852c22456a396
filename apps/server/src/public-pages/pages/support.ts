// The app's own FAQ entries: one text for the app's FAQ screen and this page. The file is plain data with
// no imports, so reading it from the web app's source costs the server nothing.
import { FAQ_ITEMS } from '@hairhue/catalogue/faq';
import { html } from '../html';
import { icons } from '../icons';
import { renderPage } from '../layout';
import { SUPPORT_EMAIL, type SiteSettings } from '../site';
import { documentHeader } from './parts';

const BUG_REPORT = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Hairhue support')}`;
/** Apple's own pages for what only Apple can do: subscriptions and refunds. */
const APPLE_SUBSCRIPTIONS = 'https://apps.apple.com/account/subscriptions';
const APPLE_REFUNDS = 'https://reportaproblem.apple.com';

export function supportPage(site: SiteSettings): string {
  const main = html` ${documentHeader('Support', undefined, 'Questions, problems or ideas: we read every message.')}
    <div class="wrap wrap--narrow">
      <section class="support-grid" aria-label="Ways to get help">
        <div class="card support-card">
          <span class="step__icon">${icons.mail()}</span>
          <h2>Email us</h2>
          <p>
            Write to <a href="${BUG_REPORT}">${SUPPORT_EMAIL}</a>. In the app, Settings, Report a bug opens a
            message to the same address.
          </p>
        </div>
        <div class="card support-card">
          <span class="step__icon">${icons.sparkles()}</span>
          <h2>Quick answers</h2>
          <p>
            Cancelling, refunds, billing and the free limit are answered in the
            <a href="#faq">frequently asked questions</a> below.
          </p>
        </div>
        <div class="card support-card">
          <span class="step__icon">${icons.shield()}</span>
          <h2>Subscriptions</h2>
          <p>
            Apple bills and manages subscriptions:
            <a href="${APPLE_SUBSCRIPTIONS}" rel="noopener">manage or cancel</a>, or
            <a href="${APPLE_REFUNDS}" rel="noopener">request a refund</a>.
          </p>
        </div>
      </section>

      <section class="faq" aria-labelledby="faq">
        <h2 id="faq">Frequently asked questions</h2>
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
