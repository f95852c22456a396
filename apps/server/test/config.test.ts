import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  it('starts on embedded defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3000,
      publicBaseUrl: undefined,
      databaseUrl: undefined,
      s3: undefined,
      cloudinary: undefined,
      photoRetentionDays: 30,
      purchases: { provider: 'sandbox' },
      runWorkers: true,
    });
    // No address is assumed: each client is answered on the address it used (services/url-base.ts).
    expect(config.appOrigins).toEqual(['http://localhost:5173', 'capacitor://localhost']);
    expect(config.renderThreads).toBeGreaterThanOrEqual(1);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', PHOTO_RETENTION_DAYS: '0' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems } = error as ConfigError;
    expect(problems.some((problem) => problem.startsWith('PORT'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('PHOTO_RETENTION_DAYS'))).toBe(true);
  });

  it('needs S3 keys with a bucket, and a shared signing secret for PostgreSQL with local files', () => {
    expect(() => loadConfig({ S3_BUCKET: 'photos' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/hairhue' })).toThrow(/FILE_SIGNING_SECRET/);
    expect(() => loadConfig({ PURCHASES: 'revenuecat' })).toThrow(/REVENUECAT_SECRET_KEY/);
    expect(() => loadConfig({ CLOUDINARY_CLOUD_NAME: 'demo' })).toThrow(/CLOUDINARY_UPLOAD_PRESET/);
  });

  it('reads the request timeouts in seconds, and refuses a headers timeout longer than the request timeout', () => {
    expect(loadConfig({}).requestTimeouts).toEqual({
      headersMs: 20_000,
      bodyIdleMs: 20_000,
      requestMs: 120_000,
    });
    expect(
      loadConfig({
        REQUEST_HEADERS_TIMEOUT_SECONDS: '5',
        REQUEST_BODY_IDLE_TIMEOUT_SECONDS: '7',
        REQUEST_TIMEOUT_SECONDS: '30',
      }).requestTimeouts,
    ).toEqual({ headersMs: 5000, bodyIdleMs: 7000, requestMs: 30_000 });
    expect(() =>
      loadConfig({ REQUEST_HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow(/REQUEST_HEADERS_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ REQUEST_BODY_IDLE_TIMEOUT_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('reads lists, flags and the public address', () => {
    const config = loadConfig({
      APP_ORIGINS: 'https://app.hairhue.example, https://hairhue.example',
      RUN_WORKERS: 'false',
      PUBLIC_BASE_URL: 'https://api.hairhue.example/',
    });
    expect(config.appOrigins).toEqual([
      'https://app.hairhue.example',
      'https://hairhue.example',
      'capacitor://localhost',
    ]);
    expect(config.runWorkers).toBe(false);
    expect(config.publicBaseUrl).toBe('https://api.hairhue.example');
  });

  it('takes an empty PUBLIC_BASE_URL as unset, and refuses one that is not an http(s) address', () => {
    expect(loadConfig({ PUBLIC_BASE_URL: '' }).publicBaseUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://hairhue.example' }).appOrigins).toContain(
      'https://hairhue.example',
    );
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'ftp://hairhue.example' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'hairhue.example' })).toThrow(/PUBLIC_BASE_URL/);
  });
});
