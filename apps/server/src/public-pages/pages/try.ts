import { html } from '../html';
import { icons } from '../icons';
import { renderPage } from '../layout';
import type { SiteSettings } from '../site';
import { appStoreButton, mobileOnlyNotice, webAppButton } from './parts';

/** `/try` for a browser: an invitation to open the web app (app agents get the app itself there). */
export function tryPage(site: SiteSettings): string {
  const main = html` <section class="try">
    <div class="wrap wrap--narrow try__inner">
      <span class="try__icon">${icons.smartphone()}</span>
      <h1>Try Hairhue in your browser</h1>
      <p class="lead">
        Open the web app on your phone, take a selfie or choose a photo, and try 3 hair colors for free. No
        download, no account.
      </p>
      <div class="cta-row cta-row--centre">${webAppButton()}</div>
      ${mobileOnlyNotice({ linkToTry: false })}
      <div class="try__store">
        <h2>Prefer the app?</h2>
        <p>Get Hairhue for iPhone on the App Store.</p>
        ${appStoreButton()}
      </div>
    </div>
  </section>`;
  return renderPage(
    site,
    {
      path: '/try',
      title: 'Try Hairhue in your browser',
      description:
        'Open the Hairhue web app on your phone and see yourself with a new hair color in seconds. 3 free hair color changes, no account needed.',
    },
    main,
  );
}
