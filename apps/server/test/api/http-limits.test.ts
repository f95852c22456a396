import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import type { Photo } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_UPLOAD_PATH } from '../../src/services/cloud-uploads';
import { startTestServer, type TestServer } from '../helpers/server';
import { portraitBytes } from '../helpers/factories';
import { createTestRenderer } from '../helpers/test-renderer';

const ELEVEN_MIB = 11 * 1024 * 1024;
const TRIES = 20;

interface RawAnswer {
  text: string;
  elapsedMs: number;
}

/**
 * Sends bytes on a raw connection (then, with `stall`, sends nothing more but keeps the socket open) and
 * returns what the server answered by the time it closed the connection.
 */
function rawExchange(port: number, bytes: string | Buffer, timeoutMs = 20_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no close within ${timeoutMs} ms; got: ${text.slice(0, 200)}`));
    }, timeoutMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, elapsedMs: Date.now() - started });
    });
    if (bytes.length > 0) socket.write(bytes);
  });
}

function statusOf(answer: RawAnswer): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(answer.text)?.[1] ?? 0);
}

function bodyOf(answer: RawAnswer): { error: { code: string; message: string } } {
  return JSON.parse(answer.text.slice(answer.text.indexOf('\r\n\r\n') + 4)) as {
    error: { code: string; message: string };
  };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** curl's own multipart upload of `bytes` bytes as field `field`, answering its status code. */
function curlUpload(
  url: string,
  token: string,
  field: string,
  file: string,
  extra: string[] = [],
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', [
      ...extra,
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-H',
      `authorization: bearer ${token}`,
      '-F',
      `${field}=@${file};type=image/jpeg`,
      url,
    ]);
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });
}

/** A multipart body sent chunked (no Content-Length), as a streaming client sends it. */
function chunkedUpload(port: number, token: string, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const boundary = 'chunked-boundary-1234';
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/photos/upload',
      headers: {
        authorization: `bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
        host: 'hairhue.test',
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    const chunk = Buffer.alloc(256 * 1024, 0xff);
    let sent = 0;
    const writeMore = (): void => {
      while (sent < size) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end(`\r\n--${boundary}--\r\n`);
    };
    writeMore();
  });
}

interface JsonAnswer {
  status: number | 'reset';
  code?: string;
  message?: string;
}

/**
 * A JSON body sent with its Content-Length by a client that sends all of it before it reads the answer (as
 * simple clients do), over a moment: the server has answered long before the body ends. A reset is an
 * answer too.
 */
function jsonExchange(
  port: number,
  token: string,
  method: string,
  path: string,
  body: Buffer,
): Promise<JsonAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.pause();
    let text = '';
    /** The answer once it is whole (by its Content-Length), then the connection is done with. */
    const answered = (): JsonAnswer | undefined => {
      const headEnd = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text)?.[1] ?? NaN);
      if (headEnd < 0 || text.length < headEnd + 4 + length) return undefined;
      const { error } = JSON.parse(text.slice(headEnd + 4, headEnd + 4 + length)) as {
        error: { code: string; message: string };
      };
      return { status: Number(text.slice(9, 12)), code: error.code, message: error.message };
    };
    socket.on('error', () => resolve({ status: 'reset' }));
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      const answer = answered();
      if (answer) {
        resolve(answer);
        socket.destroy();
      }
    });
    socket.on('close', () => resolve({ status: 'reset' }));
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: hairhue.test\r\nAuthorization: bearer ${token}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    const half = body.length / 2;
    socket.write(body.subarray(0, half));
    setTimeout(() => {
      socket.write(body.subarray(half), () => socket.resume());
    }, 300);
  });
}

async function uploadPhotoOver(base: string, token: string): Promise<Photo> {
  const form = new FormData();
  form.append('photo', new Blob([portraitBytes()], { type: 'image/jpeg' }), 'selfie.jpg');
  const response = await fetch(`${base}/api/photos/upload`, {
    method: 'POST',
    headers: { authorization: `bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { photo: Photo }).photo;
}

describe('HTTP limits on a listening server', () => {
  let server: TestServer;
  let token: string;
  let port: number;
  let base: string;
  let bigFile: string;

  beforeAll(async () => {
    server = await startTestServer({
      renderer: createTestRenderer().renderer,
      env: {
        REQUEST_HEADERS_TIMEOUT_SECONDS: '2',
        REQUEST_BODY_IDLE_TIMEOUT_SECONDS: '2',
        REQUEST_TIMEOUT_SECONDS: '10',
      },
    });
    token = await server.register();
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    const address = server.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    base = `http://127.0.0.1:${port}`;
    bigFile = path.join(server.dataDir, 'eleven-mib.jpg');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(bigFile, Buffer.alloc(ELEVEN_MIB, 0xff));
  }, 60_000);

  afterAll(() => server?.close());

  const photoCount = async () =>
    (await server.call(token, { method: 'GET', url: '/api/photos' })).json<Photo[]>().length;
  /** What an upload stores: a photo's original, or a cloud upload awaiting its claim (not masks, previews). */
  const storedFiles = async () =>
    (await filesUnder(path.join(server.dataDir, 'files'))).filter(
      (file) => file.endsWith('original.jpg') || file.includes(`${path.sep}uploads${path.sep}`),
    );

  async function expectNothingStored(run: () => Promise<number[]>): Promise<void> {
    const photosBefore = await photoCount();
    const filesBefore = await storedFiles();
    const statuses = await run();
    expect(statuses).toEqual(Array.from({ length: statuses.length }, () => 413));
    expect(await photoCount()).toBe(photosBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  }

  it(`answers ${TRIES} 11 MiB uploads sent by fetch with FormData with 413, storing nothing`, async () => {
    const bytes = new Uint8Array(ELEVEN_MIB).fill(0xff);
    await expectNothingStored(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'big.jpg');
        const response = await fetch(`${base}/api/photos/upload`, {
          method: 'POST',
          headers: { authorization: `bearer ${token}` },
          body: form,
        });
        const body = (await response.json()) as { error: { code: string } };
        expect(body.error.code).toBe('FILE_TOO_LARGE');
        statuses.push(response.status);
      }
      return statuses;
    });
  }, 120_000);

  it(`answers ${TRIES} uploads of a file just over 10 MiB (a body the length check lets through) with 413`, async () => {
    // The multipart parser cuts this file at its 10 MiB limit; the cut file must not pass as a whole one.
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1024).fill(0xff);
    await expectNothingStored(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        const form = new FormData();
        form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'big.jpg');
        const response = await fetch(`${base}/api/photos/upload`, {
          method: 'POST',
          headers: { authorization: `bearer ${token}` },
          body: form,
        });
        await response.arrayBuffer();
        statuses.push(response.status);
      }
      return statuses;
    });
  }, 120_000);

  it(`answers ${TRIES} 11 MiB uploads sent by curl with 413, storing nothing`, async () => {
    await expectNothingStored(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < TRIES; i++) {
        statuses.push(Number(await curlUpload(`${base}/api/photos/upload`, token, 'photo', bigFile)));
      }
      return statuses;
    });
  }, 120_000);

  it('still takes a photo from a client that asks to continue first (Expect: 100-continue)', async () => {
    const photo = path.join(server.dataDir, 'portrait.jpg');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(photo, portraitBytes());
    const status = await curlUpload(`${base}/api/photos/upload`, token, 'photo', photo, [
      '-H',
      'Expect: 100-continue',
    ]);
    expect(status).toBe('201');
  });

  it(`answers ${TRIES} chunked 11 MiB uploads (no Content-Length) with 413, storing nothing`, async () => {
    await expectNothingStored(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < TRIES; i++) statuses.push(await chunkedUpload(port, token, ELEVEN_MIB));
      return statuses;
    });
  }, 120_000);

  it('answers 11 MiB uploads to the cloud upload endpoint with 413, storing nothing', async () => {
    const target = (await server.call(token, { method: 'POST', url: '/api/photos/upload-url' })).json<{
      uploadPreset: string;
    }>();
    const bytes = new Uint8Array(ELEVEN_MIB).fill(0xff);
    await expectNothingStored(async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const form = new FormData();
        form.append('upload_preset', target.uploadPreset);
        form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'big.jpg');
        const response = await fetch(`${base}${CLOUD_UPLOAD_PATH}`, { method: 'POST', body: form });
        await response.arrayBuffer();
        statuses.push(response.status);
        statuses.push(Number(await curlUpload(`${base}${CLOUD_UPLOAD_PATH}`, token, 'file', bigFile)));
      }
      return statuses;
    });
  }, 120_000);

  it(`answers 5 MB JSON bodies with a Content-Length with 413 on each JSON route, never a reset`, async () => {
    const photo = await uploadPhotoOver(base, token);
    const routes = [
      { method: 'POST', path: '/api/auth/register-device', limit: '256 KB' },
      { method: 'POST', path: '/api/hair-color-try-ons', limit: '256 KB' },
      { method: 'PUT', path: `/api/photos/${photo.id}/hair-correction`, limit: '512 KB' },
    ];
    const body = Buffer.from(`{"strokes":"${'x'.repeat(5 * 1024 * 1024)}"}`);
    for (const route of routes) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => jsonExchange(port, token, route.method, route.path, body)),
      );
      for (const answer of answers) {
        expect(answer, route.path).toMatchObject({ status: 413, code: 'REQUEST_TOO_LARGE' });
        expect(answer.message).toContain(route.limit);
      }
    }
  }, 60_000);

  it('cuts off a client that stops sending halfway through a body with 408 within the idle timeout', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/photos/upload HTTP/1.1\r\nHost: hairhue.test\r\n' +
        `Authorization: bearer ${token}\r\n` +
        'Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: 100000\r\n\r\n' +
        '--abc\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\nxxxx',
    );
    expect(statusOf(answer), answer.text).toBe(408);
    expect(bodyOf(answer).error.code).toBe('REQUEST_TIMEOUT');
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(1900);
    expect(answer.elapsedMs).toBeLessThan(6000);
  }, 30_000);

  it('cuts off a stalled JSON body with 408 too', async () => {
    const answer = await rawExchange(
      port,
      'POST /api/auth/register-device HTTP/1.1\r\nHost: hairhue.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 50\r\n\r\n{"deviceId":',
    );
    expect(statusOf(answer), answer.text).toBe(408);
    expect(answer.elapsedMs).toBeLessThan(6000);
  }, 30_000);

  it('cuts off a client whose headers stop halfway with 408 within the headers timeout', async () => {
    const answer = await rawExchange(port, 'GET /api/health HTTP/1.1\r\nHost: hairhue.test\r\nX-Slow: ');
    expect(statusOf(answer), answer.text).toBe(408);
    expect(bodyOf(answer).error.code).toBe('REQUEST_TIMEOUT');
    expect(answer.elapsedMs).toBeLessThan(6000);
  }, 30_000);

  it('cuts off a body trickled a byte at a time at the request timeout', async () => {
    const started = Date.now();
    const answer = await new Promise<RawAnswer>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', () => undefined);
      socket.write(
        'POST /api/auth/register-device HTTP/1.1\r\nHost: hairhue.test\r\n' +
          'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      const trickle = setInterval(() => socket.write(' '), 500);
      socket.on('close', () => {
        clearInterval(trickle);
        resolve({ text, elapsedMs: Date.now() - started });
      });
    });
    expect(statusOf(answer), answer.text).toBe(408);
    expect(answer.elapsedMs).toBeGreaterThanOrEqual(9000);
    expect(answer.elapsedMs).toBeLessThan(14_000);
  }, 30_000);

  it('answers a bad request line with 400 in the error shape', async () => {
    for (const line of ['GARBAGE\r\n\r\n', 'GET / HTTP/9.9\r\n\r\n', '\u0000\u0001\u0002\r\n\r\n']) {
      const answer = await rawExchange(port, line);
      expect(statusOf(answer), `${JSON.stringify(line)} → ${answer.text}`).toBe(400);
      expect(bodyOf(answer).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers headers over 16 KB with 431 in the error shape, not a reset', async () => {
    const answer = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: hairhue.test\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(statusOf(answer), answer.text).toBe(431);
    expect(bodyOf(answer).error.code).toBe('HEADERS_TOO_LARGE');
  });

  it('answers a corpus of malformed HTTP with a 4xx, never a 5xx or a silent reset', async () => {
    const head = 'POST /api/auth/register-device HTTP/1.1\r\nHost: hairhue.test\r\n';
    const corpus = [
      'GET /api/health HTTP/1.1\r\nHost: hairhue.test\r\nBad Header Name: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: hairhue.test\r\nX: a\u0000b\r\n\r\n',
      `GET /${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: hairhue.test\r\n\r\n`,
      `${head}Content-Length: -1\r\n\r\n`,
      `${head}Content-Length: 5\r\nContent-Length: 6\r\n\r\n{}`,
      `${head}Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      `${head}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      `${head}Content-Type: application/json\r\nContent-Length: 99999999999\r\n\r\n{}`,
      'POST /api/photos/upload HTTP/1.1\r\nHost: hairhue.test\r\n' +
        'Content-Type: multipart/form-data; boundary=abc\r\nContent-Length: 99999999999\r\n\r\n--abc',
      'GET /api/health HTTP/1.1\r\nHost: a b\r\n\r\n',
      'GET /%zz HTTP/1.1\r\nHost: hairhue.test\r\n\r\n',
    ];
    for (const request of corpus) {
      const answer = await rawExchange(
        port,
        `${request.replace('Host: hairhue.test\r\n', 'Host: hairhue.test\r\nConnection: close\r\n')}`,
      );
      const status = statusOf(answer);
      expect(
        status,
        `${JSON.stringify(request.slice(0, 120))} → ${answer.text.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(status, `${JSON.stringify(request.slice(0, 120))} → ${answer.text.slice(0, 200)}`).toBeLessThan(
        500,
      );
    }
  }, 60_000);

  it('still serves a well-behaved request on the same server', async () => {
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
  });
});
