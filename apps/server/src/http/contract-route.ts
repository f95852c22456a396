import type { RouteDefinition } from '@hairhue/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AuthenticatedDevice, DeviceService } from '../services/devices';
import { parseWith } from './validation';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Device<R extends RouteDefinition> = R['auth'] extends true ? AuthenticatedDevice : undefined;

export interface RouteInput<R extends RouteDefinition> {
  device: Device<R>;
  params: Parsed<R['params']>;
  body: Parsed<R['body']>;
  headers: Parsed<R['headers']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<R extends RouteDefinition> = (
  input: RouteInput<R>,
) => Promise<z.input<R['response']>> | z.input<R['response']>;

/** `Authorization: bearer <token>` (any case of "bearer"). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header === undefined ? null : /^bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * Registers a route of the contract table: authenticates when the contract says so, parses params and body
 * (and the headers it reads) with the contract's schemas, and replies with the contract's success status.
 */
export function contractRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  devices: DeviceService,
  route: R,
  handler: RouteHandler<R>,
  routeOptions: RouteShorthandOptions = {},
): void {
  app.route({
    ...routeOptions,
    method: route.method,
    url: `/api${route.path.replace(/\{(\w+)\}/g, ':$1')}`,
    handler: async (request, reply) => {
      // A device's own photos, try-ons and status: no cache, shared or private, keeps a copy (errors too).
      if (route.auth) reply.header('cache-control', 'no-store');
      const device = route.auth ? await devices.authenticate(bearerToken(request)) : undefined;
      const params = route.params ? parseWith(route.params, request.params, 'path') : undefined;
      const body = route.body ? parseWith(route.body, request.body, 'body') : undefined;
      const headers = route.headers ? parseWith(route.headers, request.headers, 'header') : undefined;
      // Set before the handler runs, so a handler may still choose another status (health's 503).
      reply.code(route.successStatus ?? 200);
      return handler({ device, params, body, headers, request, reply } as RouteInput<R>);
    },
  });
}
