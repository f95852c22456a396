import { readFileSync } from 'node:fs';
import { html, raw, type SafeHtml } from './html';
import { logo } from './icons';
import { absoluteUrl, SUPPORT_EMAIL, type SiteSettings } from './site';

/**
 * One small style sheet, inlined: a page is a single request and paints without waiting for CSS. Read once,
 * in cascade order, with comments and indentation dropped.
 */
const STYLES = ['base', 'landing', 'phones', 'pages']
  .map((name) => readFileSync(new URL(`./styles/${name}.css`, import.meta.url), 'utf8'))
  .join('\n')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();

export const OG_IMAGE_PATH = '/og-image.jpg';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

export interface PageMeta {
  /** The page's own address: its canonical URL and og:url. */
  path: string;
  title: string;
  description: string;
  /** False for pages search engines should not list (the 404). */
  indexable?: boolean;
}

const NAV = [
  { path: '/try', label: 'Try it' },
  { path: '/support', label: 'Support' },
];

const FOOTER_LINKS = [
  { path: '/privacy', label: 'Privacy Policy' },
  { path: '/terms', label: 'Terms of Use' },
  { path: '/support', label: 'Support' },
  { path: '/try', label: 'Try the web app' },
];

const current = (meta: PageMeta, path: string) => (meta.path === path ? raw(' aria-current="page"') : '');

function header(meta: PageMeta): SafeHtml {
  return html`<header class="site-header">
    <div class="wrap site-header__inner">
      <a class="brand" href="/">${logo('header-logo')}<span>Hairhue</span></a>
      <nav aria-label="Main">
        <ul class="nav">
          ${NAV.map((link) => html`<li><a href="${link.path}" ${current(meta, link.path)}>${link.label}</a></li>`)}
        </ul>
      </nav>
    </div>
  </header>`;
}

function footer(meta: PageMeta): SafeHtml {
  return html`<footer class="site-footer">
    <div class="wrap site-footer__inner">
      <div>
        <p class="site-footer__brand">Hairhue</p>
        <p>See yourself with a new hair color in seconds. Hairhue is made for your phone.</p>
        <p><a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></p>
      </div>
      <nav aria-label="Legal and help">
        <ul class="footer-links">
          ${FOOTER_LINKS.map(
            (link) => html`<li><a href="${link.path}" ${current(meta, link.path)}>${link.label}</a></li>`,
          )}
        </ul>
      </nav>
    </div>
    <p class="wrap site-footer__legal">
      © ${new Date().getUTCFullYear()} Hairhue. App Store is a service mark of Apple Inc.
    </p>
  </footer>`;
}

/** A whole public page: head with its search and sharing tags, header, the page's main content, footer. */
export function renderPage(site: SiteSettings, meta: PageMeta, main: SafeHtml): string {
  const url = absoluteUrl(site, meta.path);
  const image = absoluteUrl(site, OG_IMAGE_PATH);
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>${meta.title}</title>
        <meta name="description" content="${meta.description}" />
        ${
          meta.indexable === false
            ? raw('<meta name="robots" content="noindex">')
            : html`<link rel="canonical" href="${url}" /> <meta property="og:url" content="${url}" />`
        }
        <meta name="theme-color" content="#f8f4fa" />
        <meta property="og:site_name" content="Hairhue" />
        <meta property="og:type" content="website" />
        <meta property="og:locale" content="en_US" />
        <meta property="og:title" content="${meta.title}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:image" content="${image}" />
        <meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />
        <meta property="og:image:height" content="${OG_IMAGE_SIZE.height}" />
        <meta property="og:image:alt" content="Hairhue: try different hair colors in seconds" />
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content="${meta.title}" />
        <meta name="twitter:description" content="${meta.description}" />
        <meta name="twitter:image" content="${image}" />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-180.png" />
        <style>
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to content</a>
        ${header(meta)}
        <main id="main">${main}</main>
        ${footer(meta)}
      </body>
    </html> `;
  // The source is indented for reading; the page goes out without it.
  return `${page.value.replace(/\s*\n\s*/g, '\n').trim()}\n`;
}
