import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../services/errors';
import { LruCache } from '../services/lru';
import { fixedUrlBase, originUrlBase, type UrlBase } from '../services/url-base';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Where this client reaches us (services/url-base.ts). Read it in the route, before the service does
     * anything, so a request it cannot be made for is refused before anything is stored.
     */
    readonly urlBase: UrlBase;
  }
}

/** The hosts clients use are few, and parsing one as a URL is paid on every request: kept per host. */
const origins = new LruCache<string, UrlBase | null>(1000);

/**
 * The request's own origin: its protocol and Host, or X-Forwarded-Proto and X-Forwarded-Host from a trusted
 * proxy (Fastify reads those only with `trustProxy`).
 */
function requestOrigin(request: FastifyRequest): UrlBase | undefined {
  const key = `${request.protocol} ${request.host}`;
  const known = origins.get(key);
  // null: known not to be valid.
  if (known !== undefined) return known ?? undefined;
  const origin = originUrlBase(request.protocol, request.host);
  origins.set(key, origin ?? null);
  return origin;
}

/**
 * Makes `request.urlBase` available, and refuses a request whose Host (or trusted X-Forwarded-Host/Proto) is
 * not a valid `host[:port]` with a 400, as HTTP requires: such a value must never end up in an address.
 */
export function installUrlBase(app: FastifyInstance, publicBaseUrl: string | undefined): void {
  const configured = publicBaseUrl === undefined ? undefined : fixedUrlBase(publicBaseUrl);

  app.decorateRequest('urlBase', {
    getter(this: FastifyRequest): UrlBase {
      if (configured !== undefined) return configured;
      const origin = requestOrigin(this);
      // Only a request without any Host gets here (HTTP/1.0 health checks may send none): such a client
      // can still ask for everything that needs no address.
      if (origin === undefined) throw new ValidationError('Host: a Host header is required for this request');
      return origin;
    },
  });

  // Not async: a promise per request is a cost the status poll, at thousands a second, can feel.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.host === '' || requestOrigin(request) !== undefined) return done();
    done(
      new ValidationError('Host: not a valid host[:port], or the forwarded protocol is not http or https'),
    );
  });
}
