import pino, { type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'hairhue' },
    redact: { paths: ['req.headers.authorization', 'headers.authorization'], remove: true },
  });
}
