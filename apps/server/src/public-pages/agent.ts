import { APP_OPT_IN_COOKIE, APP_USER_AGENT_TOKEN } from '@hairhue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Browsers cap a cookie's lifetime at 400 days; the choice lasts as long as they allow. */
const OPT_IN_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export type Agent = 'app' | 'browser';

export function isAppUserAgent(userAgent: string | undefined): boolean {
  return userAgent?.includes(APP_USER_AGENT_TOKEN) ?? false;
}

export function hasOptInCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${APP_OPT_IN_COOKIE}=1`);
}

function optInCookie(optIn: boolean, secure: boolean): string {
  return [
    `${APP_OPT_IN_COOKIE}=${optIn ? '1' : ''}`,
    `Max-Age=${optIn ? OPT_IN_MAX_AGE_SECONDS : 0}`,
    'Path=/',
    'SameSite=Lax',
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** Adds to the response's Vary header without dropping what is there (CORS varies on Origin). */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const existing = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  const missing = names.filter((name) => !existing.some((had) => had.toLowerCase() === name.toLowerCase()));
  reply.header('vary', [...existing, ...missing].join(', '));
}

/**
 * Who is asking for a page: the app (the native shell's user-agent token, or a browser that opted in) or a
 * browser. `?app=1` on any page opts the browser in and remembers it in a cookie; `?app=0` forgets it.
 */
export function resolveAgent(request: FastifyRequest, reply: FastifyReply): Agent {
  const choice = new URLSearchParams(request.url.split('?')[1] ?? '').get('app');
  if (choice === '1' || choice === '0') {
    reply.header('set-cookie', optInCookie(choice === '1', request.protocol === 'https'));
  }
  if (isAppUserAgent(request.headers['user-agent'])) return 'app';
  if (choice === '1') return 'app';
  if (choice === '0') return 'browser';
  return hasOptInCookie(request.headers.cookie) ? 'app' : 'browser';
}
