import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ValidationError } from '../services/errors';
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

/**
 * The request's own origin: its protocol and Host, or X-Forwarded-Proto and X-Forwarded-Host from a trusted
 * proxy (Fastify reads those only with `trustProxy`).
 */
function requestOrigin(request: FastifyRequest): UrlBase | undefined {
  return originUrlBase(request.protocol, request.host);
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

  app.addHook('onRequest', async (request) => {
    if (request.host === '') return;
    if (requestOrigin(request) === undefined) {
      throw new ValidationError(
        'Host: not a valid host[:port], or the forwarded protocol is not http or https',
      );
    }
  });
}
