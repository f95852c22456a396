/**
 * Where one client reaches this server: `PUBLIC_BASE_URL` when it is set, otherwise the origin of the
 * client's own request (`http://192.168.1.20:3000`, `https://hairhue.example` behind a proxy…). Every
 * address the API hands out is built on it, so it works from wherever the client stands.
 *
 * API answers carry absolute addresses, never root-relative ones: the native app runs at
 * `capacitor://localhost` and calls the API at a fixed origin, so `/files/…` would resolve inside the app.
 * The value is passed from the route down to whatever builds an address; nothing keeps it between requests.
 */
export type UrlBase = string & { readonly kind: 'UrlBase' };

/** `host[:port]` as a URL allows it: a DNS name (underscores tolerated), an IPv4 or a bracketed IPv6 address. */
const HOST_AND_PORT =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const MAX_HOST_LENGTH = 260;

/** The origin for a request that came over `protocol` to `host`; undefined when either is not valid. */
export function originUrlBase(protocol: string, host: string): UrlBase | undefined {
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  if (host.length > MAX_HOST_LENGTH || !HOST_AND_PORT.test(host)) return undefined;
  try {
    // URL refuses a port over 65535, lower-cases the name and drops a default port (`:80` on http), so one
    // host always reads the same.
    return new URL(`${protocol}://${host}`).origin as UrlBase;
  } catch {
    return undefined;
  }
}

/** A configured base (`PUBLIC_BASE_URL`), which may carry a path the proxy in front strips. */
export function fixedUrlBase(url: string): UrlBase {
  return url.replace(/\/+$/, '') as UrlBase;
}

/** An address on this server (`/files/…`) made absolute; an address that already is one stays as it is. */
export function absoluteUrl(base: UrlBase, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${base}${pathOrUrl}` : pathOrUrl;
}
