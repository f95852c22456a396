import { errorStatus, type ErrorBody, type ErrorCode } from '@hairhue/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../services/errors';

/** Fastify's own 4xx errors (bad JSON, oversized bodies, rate limits…) in our codes. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'REQUEST_TOO_LARGE';
  if (status === 429) return 'RATE_LIMITED';
  return 'VALIDATION_FAILED';
}

/** Names the route's own limit, which differs between calls (a brush correction may be larger). */
function bodyTooLargeMessage(limitBytes: number | undefined): string {
  if (limitBytes === undefined) return 'Request body is too large';
  return `Request body is too large: the maximum is ${Math.floor(limitBytes / 1024)} KB`;
}

export function errorBody(code: ErrorCode, message: string): ErrorBody {
  return { error: { code, message } };
}

/**
 * The one error handler: typed service errors and client mistakes pass their message; anything else is
 * logged with the request id and answered with a bare 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(errorStatus[error.code]).send(errorBody(error.code, error.message));
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = codeForStatus(status);
      if ('code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.code(413).send(errorBody('FILE_TOO_LARGE', 'File too large: the maximum is 10 MB'));
      }
      if ('code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // Fastify closes the connection after this answer, with the body still arriving, and the client
        // still sending would see a reset instead of the 413. Kept open, the rest of the body is read and
        // dropped (request-limits.ts, drainUnreadBodies), as for an upload refused by its length.
        reply.removeHeader('connection');
      }
      const message =
        code === 'REQUEST_TOO_LARGE' ? bodyTooLargeMessage(request.routeOptions.bodyLimit) : error.message;
      // Content-type problems are client mistakes too, but our clients know them as 400s.
      return reply.code(code === 'VALIDATION_FAILED' ? 400 : status).send(errorBody(code, message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('INTERNAL', 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    // Page addresses are answered by routes/web-app.ts (the app or the public pages); this is the API's 404.
    const path = request.url.split('?')[0] ?? '/';
    return reply.code(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${path}`));
  });
}
