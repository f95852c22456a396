import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const METRICS_TOKEN = 'metrics-token-0123456789';
const HTTP_COUNT = 'hairhue_http_request_duration_seconds_count';

interface Answer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends raw bytes and reads the answer until the server closes the connection. */
function exchange(port: number, bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close; got: ${text.slice(0, 200)}`));
    }, 10_000);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body });
    });
    socket.write(bytes);
  });
}

function request(line: string, headers: string[] = []): string {
  return [line, 'Host: hairhue.test', 'Connection: close', ...headers, '', ''].join('\r\n');
}

/** The sum of every series of a metric whose labels include `labels`. */
function count(metrics: string, labels: string): number {
  return metrics
    .split('\n')
    .filter((row) => row.startsWith(`${HTTP_COUNT}{`) && row.includes(labels))
    .reduce((total, row) => total + Number(row.slice(row.lastIndexOf(' ') + 1)), 0);
}

/**
 * Issue 23 §2.4: the answers Fastify and Node give of their own (a path parameter over the router's limit, a
 * bad percent escape, headers over 16 KB or too many of them) are ours like any other: the error shape,
 * the security headers and a metrics sample.
 */
describe("the framework's own refusals", () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: { METRICS_TOKEN },
    });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  }, 60_000);
  afterAll(() => server?.close());

  const metrics = async () =>
    (
      await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).body;

  const longId = 'a'.repeat(150);
  const cases: { name: string; bytes: string; status: number; code: string }[] = [
    {
      name: 'a 150-character id on PUT',
      bytes: request(`PUT /api/photos/${longId}/hair-correction HTTP/1.1`, [
        'Content-Type: application/json',
        'Content-Length: 2',
      ]).concat('{}'),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a 150-character id on DELETE',
      bytes: request(`DELETE /api/hair-color-try-ons/${longId} HTTP/1.1`),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'a bad percent escape in the path',
      bytes: request('GET /api/photos/%zz-secret-path HTTP/1.1'),
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'headers over 16 KB',
      bytes: request('GET /api/health HTTP/1.1', [`X-Big: ${'a'.repeat(20 * 1024)}`]),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    },
    {
      // Node keeps 2,000 header lines and drops the rest unread, the Host after them included.
      name: '2,000 small headers before the Host',
      bytes: [
        'GET /api/health HTTP/1.1',
        ...Array.from({ length: 2000 }, (_, index) => `X-H${index}: v`),
        'Host: hairhue.test',
        'Connection: close',
        '',
        '',
      ].join('\r\n'),
      status: 431,
      code: 'HEADERS_TOO_LARGE',
    },
    {
      name: 'an HTTP/1.1 request without Host',
      bytes: 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
  ];

  for (const { name, bytes, status, code } of cases) {
    it(`answers ${name} with ${status} ${code}, our security headers and a metrics sample`, async () => {
      const before = count(await metrics(), `status="${status}"`);
      const answer = await exchange(port, bytes);
      expect(answer.status, answer.body).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = JSON.parse(answer.body) as { error: { code: string; message: string } };
      expect(body.error.code).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(0);
      expect(body.error.message).not.toContain('secret-path');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(count(await metrics(), `status="${status}"`)).toBe(before + 1);
    });
  }
});
