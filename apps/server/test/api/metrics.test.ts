import { connect } from 'node:net';
import type { HairColorTryOn } from '@hairhue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTryOn, uploadPhoto, waitForTryOn } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/server';
import { createTestRenderer } from '../helpers/test-renderer';

const TOKEN = 'metrics-token-0123456789';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  describe('off by default', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ renderer: createTestRenderer().renderer });
    });
    afterAll(() => server.close());

    it('are neither collected nor served anywhere', async () => {
      expect(server.config.metrics).toBeUndefined();
      expect(server.hairhue.metrics).toBeUndefined();
      expect(server.hairhue.metricsServer).toBeUndefined();
      const response = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.body).not.toContain('hairhue_http_request_duration_seconds');
    });
  });

  describe('behind METRICS_TOKEN on the public port', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        renderer: createTestRenderer().renderer,
        env: { METRICS_TOKEN: TOKEN },
      });
    });
    afterAll(() => server.close());

    const scrape = (authorization?: string) =>
      server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });

    it('refuse a scrape without the token or with a wrong one', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', TOKEN, `Basic ${TOKEN}`]) {
        const response = await scrape(authorization);
        expect(response.statusCode).toBe(401);
        expect(response.body).not.toContain('hairhue_');
      }
    });

    it('time requests by route pattern and status, and count renders, free changes and the queue', async () => {
      const token = await server.register();
      const photo = await uploadPhoto(server, token);
      const started = await startTryOn(server, token, photo.id);
      const tryOn = started.json<HairColorTryOn>();
      expect((await waitForTryOn(server, token, tryOn.id)).status).toBe('completed');
      const missing = await server.call(token, {
        method: 'GET',
        url: '/api/hair-color-try-ons/00000000-0000-4000-8000-000000000000',
      });
      expect(missing.statusCode).toBe(404);

      const response = await scrape(`Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      const http = 'hairhue_http_request_duration_seconds_count';
      expect(sample(text, `${http}{method="POST",route="/api/hair-color-try-ons",status="202"}`)).toBe(1);
      // The pattern, never the raw address: one series for every try-on id.
      expect(
        sample(text, `${http}{method="GET",route="/api/hair-color-try-ons/:id",status="404"}`),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(tryOn.id);
      expect(sample(text, 'hairhue_render_duration_seconds_count{kind="try-on",outcome="completed"}')).toBe(
        1,
      );
      expect(sample(text, 'hairhue_free_changes_spent_total')).toBe(1);
      expect(sample(text, 'hairhue_queue_depth{queue="render-try-on"}')).toBe(0);
      expect(sample(text, 'hairhue_queue_oldest_job_age_seconds{queue="render-try-on"}')).toBe(0);
      expect(sample(text, 'hairhue_render_retries_total{kind="try-on"}')).toBeUndefined();
    });

    it('count purchases', async () => {
      const token = await server.register();
      const bought = await server.call(token, {
        method: 'POST',
        url: '/api/sandbox-store/purchases',
        payload: { packageIdentifier: '$rc_monthly' },
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(sample(text, 'hairhue_purchases_total{provider="sandbox"}')).toBe(1);
    });
  });

  describe('on their own port (METRICS_PORT)', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ renderer: createTestRenderer().renderer, env: { METRICS_PORT: '0' } });
    });
    afterAll(() => server.close());

    it('listen on 127.0.0.1 unless told otherwise, and never on the public port', async () => {
      const address = server.hairhue.metricsServer?.address;
      expect(address?.host).toBe('127.0.0.1');
      await server.call(undefined, { method: 'GET', url: '/api/health' });
      const response = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
      expect(response.status).toBe(200);
      expect(
        sample(
          await response.text(),
          'hairhue_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
        ),
      ).toBe(1);
      const publicPort = await server.app.inject({ method: 'GET', url: '/metrics' });
      expect(publicPort.body).not.toContain('hairhue_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${address?.port}/other`)).status).toBe(404);
    });
  });

  describe('on their own port, against slow clients', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        renderer: createTestRenderer().renderer,
        env: { METRICS_PORT: '0', REQUEST_HEADERS_TIMEOUT_SECONDS: '1' },
      });
    });
    afterAll(() => server.close());

    it("cut off a connection whose headers never end at the public port's headers timeout", async () => {
      const port = server.hairhue.metricsServer?.address.port ?? 0;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1');
        let text = '';
        const timer = setTimeout(() => {
          socket.destroy();
          reject(new Error('the metrics port still holds the connection after 5 s'));
        }, 5000);
        socket.setEncoding('latin1');
        socket.on('data', (chunk: string) => (text += chunk));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearTimeout(timer);
          resolve(text);
        });
        socket.write('GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });

  describe('on their own port with METRICS_TOKEN', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        renderer: createTestRenderer().renderer,
        env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN },
      });
    });
    afterAll(() => server.close());

    it('ask the token there too, and still not on the public port', async () => {
      const url = `http://127.0.0.1:${server.hairhue.metricsServer?.address.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
      const publicPort = await server.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(publicPort.body).not.toContain('hairhue_http_request_duration_seconds');
    });
  });
});
