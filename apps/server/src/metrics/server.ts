import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { timedServerOptions, type RequestTimeouts } from '../http/request-limits';
import { hasMetricsToken } from './http';
import type { Metrics } from './registry';

export interface MetricsServerOptions {
  metrics: Metrics;
  host: string;
  port: number;
  /** Also required here when set (METRICS_TOKEN), for a metrics port reachable beyond this machine. */
  token?: string;
  log: Pick<Logger, 'error'>;
  /** The public port's header and request timeouts, which hold here too. */
  timeouts: RequestTimeouts;
}

export interface MetricsServer {
  /** Where it listens (the port chosen when 0 was asked for). */
  address: { host: string; port: number };
  close(): Promise<void>;
}

/** The metrics on their own port (METRICS_PORT), apart from the public one: `GET /metrics` only. */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const server: Server = createServer(timedServerOptions(options.timeouts), (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (options.token !== undefined && !hasMetricsToken(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    options.metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        options.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const bound = server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : options.port;
  return {
    address: { host: options.host, port },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
