import { html } from '../html';
import { renderPage } from '../layout';
import type { SiteSettings } from '../site';

/** A browser's 404: the address is not one of ours, so point at the pages that are. */
export function notFoundPage(site: SiteSettings): string {
  const main = html` <section class="try">
    <div class="wrap wrap--narrow try__inner">
      <p class="try__code">404</p>
      <h1>This page does not exist</h1>
      <p class="lead">The link may be old or mistyped. Here is where to go instead:</p>
      <ul class="link-list">
        <li><a href="/">Hairhue home</a></li>
        <li><a href="/try">Try the web app</a></li>
        <li><a href="/support">Support</a></li>
      </ul>
    </div>
  </section>`;
  return renderPage(
    site,
    {
      path: '/404',
      title: 'Page not found · Hairhue',
      description: 'This page does not exist on Hairhue.',
      indexable: false,
    },
    main,
  );
}
