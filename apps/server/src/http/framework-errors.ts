import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { apiAnswerHeaders } from './security-headers';

/** Counts an answer that no route or hook saw (metrics/http.ts), by its method and status. */
export type EdgeAnswerObserver = (method: string, status: number, seconds: number) => void;

/** The router's limit on one path parameter; every id we take is far shorter (a UUID is 36). */
export const MAX_PARAM_LENGTH = 100;

/** Fastify's own refusals, before routing, as our 400s: the API's documents say so of a malformed id. */
const CLIENT_MISTAKES: Record<string, string> = {
  FST_ERR_BAD_URL: 'path: not a valid address (a malformed percent escape)',
  FST_ERR_MAX_PARAM_LENGTH: `path: a parameter is over ${MAX_PARAM_LENGTH} characters`,
};

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs, answered in the API's
 * error shape with its security headers and counted in the metrics. Fastify's default would answer in its
 * own shape, echoing the path, with none of the headers and no metrics sample.
 */
export function frameworkErrorHandler(observe: EdgeAnswerObserver | undefined) {
  const headers = apiAnswerHeaders();
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const started = performance.now();
    if (observe) {
      reply.raw.once('finish', () =>
        observe(request.method, reply.statusCode, (performance.now() - started) / 1000),
      );
    }
    reply.headers(headers);
    const message = CLIENT_MISTAKES[error.code];
    if (message !== undefined) {
      void reply.code(400).send(errorBody('VALIDATION_FAILED', message));
      return;
    }
    request.log.error({ err: error }, 'request refused by the framework');
    void reply.code(500).send(errorBody('INTERNAL', 'Internal Server Error'));
  };
}
