import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addVary,
  createPublicPages,
  OG_IMAGE_PATH,
  resolveAgent,
  type FixedPage,
  type SiteConfig,
} from '../public-pages';
import { IMAGE_ROUTE } from '../http/security-headers';
import type { ObjectStorage } from '../storage';

/** Paths the SPA never owns: an unknown one of these is a real 404, not a client-side route. */
export const SERVER_PATHS = /^\/(api|files|cloud|demo-photos|onboarding|models)(\/|$)/;

const HTML = 'text/html; charset=utf-8';
/** The crawlers' files are the same for everyone (on one address) and may be kept a while. */
const SHARED_PAGE_CACHE = 'public, max-age=600';

export interface WebAppOptions {
  /** The built web app (apps/web/dist), when there is one: without it the server answers no app pages. */
  distDir?: string;
  site: SiteConfig;
  storage: ObjectStorage;
  now?: () => Date;
}

/**
 * The web: the built SPA for app agents, the public pages for browsers (public-pages/agent.ts says which
 * is which). SPEC §2: app agents get the app instead of the public pages.
 *
 * - Every page address (`/`, `/landing`, `/privacy`, `/terms`, `/support`, `/try`, anything else): the SPA's
 *   index.html for app agents — the app's router takes over, with its own privacy, terms and support
 *   screens showing the same texts (catalogue/legal), and `/landing` going to Home —; the public page, or
 *   a 404 page, for browsers.
 * - `/sitemap.xml`, `/robots.txt`: the same for everyone.
 * - The SPA's files: hashed assets cached for a year; index.html never cached, so a deploy shows at once.
 */
export async function registerWebApp(app: FastifyInstance, options: WebAppOptions): Promise<void> {
  const { distDir } = options;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Our own Cache-Control (below) instead of send's default max-age=0.
      cacheControl: false,
      setHeaders(response, filePath) {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        response.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const pages = createPublicPages({ site: options.site, storage: options.storage, now: options.now });

  const send = (reply: FastifyReply, type: string, body: string) =>
    reply.type(type).header('cache-control', SHARED_PAGE_CACHE).send(body);
  app.get('/sitemap.xml', async (request, reply) =>
    send(reply, 'application/xml; charset=utf-8', pages.page('sitemap', request.urlBase)),
  );
  app.get('/robots.txt', async (request, reply) =>
    send(reply, 'text/plain; charset=utf-8', pages.page('robots', request.urlBase)),
  );
  app.get(OG_IMAGE_PATH, IMAGE_ROUTE, async (_request, reply) =>
    reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(await pages.socialCard()),
  );

  /** The app for app agents, `browserPage` for everyone else; the answer varies with both headers. */
  async function byAgent(
    request: FastifyRequest,
    reply: FastifyReply,
    browserPage: (request: FastifyRequest) => string | Promise<string>,
    browserStatus = 200,
  ) {
    const agent = resolveAgent(request, reply);
    addVary(reply, 'User-Agent', 'Cookie');
    if (agent === 'app') {
      if (!distDir) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply
      .code(browserStatus)
      .type(HTML)
      .header('cache-control', 'no-cache')
      .send(await browserPage(request));
  }

  const fixed = (name: FixedPage) => (request: FastifyRequest) => pages.page(name, request.urlBase);
  const landing = (request: FastifyRequest) => pages.landing(request.urlBase);
  const browserPages: Record<string, (request: FastifyRequest) => string | Promise<string>> = {
    '/': landing,
    '/landing': landing,
    '/privacy': fixed('privacy'),
    '/terms': fixed('terms'),
    '/support': fixed('support'),
    '/try': fixed('try'),
  };
  for (const [path, page] of Object.entries(browserPages)) {
    app.get(path, (request, reply) => byAgent(request, reply, page));
  }
  // Every other GET: the API's and the files' own 404s stay JSON; any other address is a page address.
  app.get('/*', (request, reply) => {
    if (SERVER_PATHS.test(request.url.split('?')[0] ?? '/')) return reply.callNotFound();
    return byAgent(request, reply, fixed('notFound'), 404);
  });
}
