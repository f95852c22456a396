import { html, type SafeHtml } from '../html';
import { icons } from '../icons';
import { APP_STORE_URL, WEB_APP_PATH } from '../site';

/** The App Store download, styled after Apple's badge. */
export function appStoreButton(): SafeHtml {
  return html`<a class="store-button" href="${APP_STORE_URL}" rel="noopener">
    ${icons.apple()}
    <span
      ><span class="store-button__small">Download on the</span
      ><span class="store-button__large">App Store</span></span
    >
  </a>`;
}

/** SPEC §2: the product is mobile only; said plainly, with the two ways in (on /try, the page is the way). */
export function mobileOnlyNotice(options: { linkToTry: boolean } = { linkToTry: true }): SafeHtml {
  const webApp = options.linkToTry ? html`<a href="/try">the web app</a>` : 'the web app';
  return html`<div class="notice" role="note">
    <span class="notice__icon">${icons.smartphone()}</span>
    <div>
      <h2 class="notice__title">Hairhue is made for your phone</h2>
      <p>
        It is a mobile app: get it from the App Store on your iPhone, or open ${webApp} in your phone's
        browser. On a computer it works, but it is designed for a phone screen.
      </p>
    </div>
  </div>`;
}

export function webAppButton(label = 'Open the web app'): SafeHtml {
  return html`<a class="button button--primary" href="${WEB_APP_PATH}">${label}${icons.arrowRight()}</a>`;
}

/** A legal or help page's opening: its title and when it last changed. */
export function documentHeader(title: string, updated?: string, lead?: string): SafeHtml {
  return html`<header class="doc-header">
    <div class="wrap wrap--narrow">
      <h1>${title}</h1>
      ${updated ? html`<p class="doc-header__updated">Last updated ${updated}</p>` : ''}
      ${lead ? html`<p class="doc-header__lead">${lead}</p>` : ''}
    </div>
  </header>`;
}
