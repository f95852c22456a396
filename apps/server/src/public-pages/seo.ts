import { escapeHtml } from './html';
import { absoluteUrl, type SiteSettings } from './site';

/** The pages search engines should know, by their canonical address (`/landing` is `/` under another name). */
export const SITEMAP_PATHS = ['/', '/try', '/support', '/privacy', '/terms'];

/** Addresses that are not pages: the API, private signed files, and the upload endpoint. */
export const ROBOTS_DISALLOWED = ['/api/', '/files/', '/cloud/'];

export function sitemapXml(site: SiteSettings): string {
  const urls = SITEMAP_PATHS.map(
    (path) => `  <url><loc>${escapeHtml(absoluteUrl(site, path))}</loc></url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

export function robotsTxt(site: SiteSettings): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
