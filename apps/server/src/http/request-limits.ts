import type { ErrorBody } from '@hairhue/contracts';
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TEXT } from '../services/limits';
import { HeadersTooLargeError, ValidationError } from '../services/errors';
import { errorBody } from './errors';
import type { EdgeAnswerObserver } from './framework-errors';
import { apiAnswerHeaders } from './security-headers';

/** How long a client may take over a request before it is cut off with 408 (config.ts). */
export interface RequestTimeouts {
  /** From the connection's first byte to the end of the request's headers. */
  headersMs: number;
  /** The longest a request's body may pause; a client that stops sending halfway is cut off after this. */
  bodyIdleMs: number;
  /** The whole request, headers and body: a body trickled a byte at a time ends here. */
  requestMs: number;
}

/** Node's default limit on a request's headers, stated so that the 431 below says what it is. */
const MAX_HEADER_BYTES = 16 * 1024;

/**
 * The most header lines a request may have (Apache's default; a browser sends about 20). Node keeps 2,000
 * and silently drops the rest, Host included; a request with more is refused instead (refuseMalformedHeads).
 */
const MAX_HEADER_LINES = 100;

/** The file's 10 MB plus what the form around it may add (a few short fields, part headers, boundaries). */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/** How long a socket cut off with an error answer may still drain what the client had in flight. */
const LINGER_MS = 2000;

/** How long the rest of a refused body is read and dropped (at 1 MB/s, 10 MB), before the client is cut off. */
const DRAIN_MS = 10_000;

/**
 * The header and request timeouts, and the header size limit, of every port we listen on (the metrics
 * port too: a client holding a connection with headers never finished is cut off there the same way).
 * Node checks its timeouts on an interval (30 s by default), made short enough for them to hold to a second.
 */
export function timedServerOptions(timeouts: RequestTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    maxHeaderSize: MAX_HEADER_BYTES,
  };
}

/**
 * The HTTP server, with the timeouts above (timedServerOptions).
 */
export function serverFactory(timeouts: RequestTimeouts): FastifyServerFactory {
  return (handler) => {
    const server = createServer(
      {
        ...timedServerOptions(timeouts),
        // Node answers an HTTP/1.1 request without Host with a bare 400 of its own; refuseMalformedHeads
        // gives it ours (the error shape, the security headers, a metrics sample).
        requireHostHeader: false,
      },
      handler,
    );
    // One more than allowed, so that a request over the limit is seen to be (its lines beyond are dropped).
    server.maxHeadersCount = MAX_HEADER_LINES + 1;
    // `Expect: 100-continue` (curl sends it with large bodies): Node would say "continue" to every request.
    // An upload already known to be too large gets its 413 instead, and the client never sends the body.
    server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
      if (!isOversizedUpload(request)) response.writeContinue();
      handler(request, response);
    });
    return server as unknown as Server;
  };
}

/** The API's security headers as lines of an answer written straight to the socket. */
const RAW_SECURITY_HEADERS = Object.entries(apiAnswerHeaders())
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** An error answer written straight to the socket, for requests Fastify never saw whole. */
function rawAnswer(status: number, reason: string, body: string): string {
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n${RAW_SECURITY_HEADERS}Connection: close\r\n\r\n${body}`
  );
}

/**
 * Closes a socket gently: its answer is sent and the socket half-closed, and what the client still sends is
 * read and dropped for a moment. Destroying it at once would reset the connection with unread bytes in it,
 * and the client would see a reset instead of the answer.
 */
function closeAfterAnswer(socket: Socket): void {
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

const answered = new WeakSet<Socket>();

/**
 * Requests Node refuses before Fastify sees them: a bad request line or headers (400), headers over 16 KB
 * (431), headers or a request too slow (408). Answered in the API's error shape with its security headers,
 * and counted (by method "unparsed": the request line may be what was wrong).
 */
export function clientErrorHandler(observe: EdgeAnswerObserver | undefined) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
    answered.add(socket);
    const { status, answer } = clientErrorAnswer(error);
    if (socket.writable) socket.end(answer);
    closeAfterAnswer(socket);
    // Node does not say when the request began, so the sample is counted with no duration.
    observe?.('unparsed', status, 0);
  };
}

/** What each refusal of Node's is answered with; anything else Node refuses is malformed HTTP. */
const CLIENT_ERROR_ANSWERS: Record<string, { status: number; reason: string; body: ErrorBody }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    body: errorBody('REQUEST_TIMEOUT', 'The request was not received in time'),
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    body: errorBody('HEADERS_TOO_LARGE', 'The request headers are over 16 KB'),
  },
};

const MALFORMED_HTTP = {
  status: 400,
  reason: 'Bad Request',
  body: errorBody('VALIDATION_FAILED', 'The request is not well-formed HTTP'),
};

function clientErrorAnswer(error: Error & { code?: string }): { status: number; answer: string } {
  const { status, reason, body } = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? MALFORMED_HTTP;
  return { status, answer: rawAnswer(status, reason, JSON.stringify(body)) };
}

/**
 * What Node lets through but HTTP refuses: an HTTP/1.1 request without Host (RFC 9112 §3.2), and one with
 * more header lines than MAX_HEADER_LINES (whose last lines Node dropped unread).
 */
function refuseMalformedHeads(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { raw } = request;
    if (raw.rawHeaders.length / 2 > MAX_HEADER_LINES) {
      return done(new HeadersTooLargeError(`The request has more than ${MAX_HEADER_LINES} header lines`));
    }
    if (raw.headers.host === undefined && raw.httpVersionMinor >= 1) {
      return done(new ValidationError('Host: a Host header is required'));
    }
    done();
  });
}

function expectsBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Cuts off a request whose body stops arriving: after `idleMs` without a byte, the client gets 408 and the
 * connection is closed. Node has no such limit of its own (its request timeout counts the whole request, which
 * a slow phone uploading 10 MB may need), so each request with a body gets a socket idle timer until its body
 * has ended. The timer goes to the request: Node then leaves the socket to it (instead of destroying it).
 */
function cutOffIdleBodies(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Requests made with `inject` (tests) have no socket to time.
    if (raw.complete || !expectsBody(raw) || typeof raw.setTimeout !== 'function') return done();
    const response: ServerResponse = reply.raw;
    raw.setTimeout(idleMs, () => {
      if (raw.complete) return;
      const { socket } = raw;
      request.log.info({ url: request.url.split('?')[0] }, 'request body stalled: answered 408');
      if (!response.headersSent) {
        const body = JSON.stringify(errorBody('REQUEST_TIMEOUT', 'The request body stopped arriving'));
        reply.hijack();
        response.writeHead(408, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          connection: 'close',
        });
        response.end(body);
      }
      closeAfterAnswer(socket);
    });
    // The body is in: what follows (the handler's work, the keep-alive wait) is not the client's to hurry.
    raw.once('end', () => {
      if (!response.writableFinished) raw.socket.setTimeout(0);
    });
    done();
  });
}

/** A multipart body whose Content-Length is already over the upload limit. */
function isOversizedUpload(request: IncomingMessage): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > MAX_MULTIPART_BODY_BYTES && /^\s*multipart\//i.test(request.headers['content-type'] ?? '');
}

/**
 * Refuses a multipart body whose Content-Length is already over the upload limit with 413, before a byte of
 * it is read (and so before anything could be stored). Bodies without a length (chunked) are held to the
 * same limit by the multipart parser's file-size limit (http/multipart.ts).
 */
function refuseOversizedUploads(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!isOversizedUpload(request.raw)) return done();
    // Not `Connection: close`: Node would then close the socket as soon as the answer is out, with the body
    // still arriving, and the client would see a reset rather than the 413 (drainUnreadBodies reads it).
    void reply
      .code(413)
      .send(errorBody('FILE_TOO_LARGE', `File too large: the maximum is ${MAX_UPLOAD_TEXT}`));
  });
}

/**
 * A request answered before its body was read (a 413, or an upload refused at the 10 MB mark) has the rest
 * of its body read and dropped, so that the client, still sending, gets to read the answer: closing the
 * socket with bytes unread would reset the connection. A client still sending after DRAIN_MS is cut off.
 */
function drainUnreadBodies(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    // Requests made with `inject` (tests) have no socket to drain.
    if (raw.complete || !expectsBody(raw) || typeof raw.setTimeout !== 'function') return done();
    reply.raw.once('finish', () => {
      if (raw.complete) return;
      raw.unpipe();
      raw.resume();
      const cutOff = setTimeout(() => raw.socket?.destroy(), DRAIN_MS).unref();
      raw.once('end', () => clearTimeout(cutOff));
    });
    done();
  });
}

/** The limits on how big and how slow a request may be, beyond Fastify's JSON body limit. */
export function installRequestLimits(app: FastifyInstance, timeouts: RequestTimeouts): void {
  refuseMalformedHeads(app);
  drainUnreadBodies(app);
  refuseOversizedUploads(app);
  cutOffIdleBodies(app, timeouts.bodyIdleMs);
}
