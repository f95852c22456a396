import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiJson, apiUrl, authToken, defaultQueryFn, registerHeaderProvider } from '@/api/client';
import { createQueryClient } from '@/app/query-client';

function reply(status: number, body: string, statusText = '') {
  return new Response(body || null, { status, statusText });
}

afterEach(() => {
  vi.restoreAllMocks();
  registerHeaderProvider(undefined);
});

describe('the API client (SPEC §7, §8)', () => {
  it('uses a path that starts with http as given and puts others under /api', () => {
    expect(apiUrl('/photos')).toBe('/api/photos');
    expect(apiUrl('https://upload.example/v1_1/x')).toBe('https://upload.example/v1_1/x');
  });

  it("raises '{status}: {body text}' for a non-OK answer, or the status text when the body is empty", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      reply(402, '{"error":{"code":"FREE_LIMIT_REACHED"}}'),
    );
    const error = await apiJson('POST', '/hair-color-try-ons', { json: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('402: {"error":{"code":"FREE_LIMIT_REACHED"}}');
    expect((error as ApiError).code).toBe('FREE_LIMIT_REACHED');

    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(reply(503, '', 'Service Unavailable'));
    await expect(apiJson('GET', '/photos')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends cookies, the bearer token, extra headers, and a JSON type only with a body', async () => {
    authToken.set('token-123');
    registerHeaderProvider(() => ({ 'X-App': 'hairhue-native' }));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(reply(200, '[]')));
    await apiJson('GET', '/photos');
    await apiJson('POST', '/dice-roll', { json: { photoId: 'p' } });
    const [, get] = fetch.mock.calls[0] ?? [];
    const [, post] = fetch.mock.calls[1] ?? [];
    expect(get?.credentials).toBe('include');
    expect(get?.headers).toEqual({ 'X-App': 'hairhue-native', Authorization: 'bearer token-123' });
    expect(post?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(post?.body).toBe('{"photoId":"p"}');
  });

  it('holds a call that needs the token while the device registers, then sends the new token', async () => {
    authToken.clear();
    let finishRegistering = (_token: string) => {};
    const registration = new Promise<void>((resolve) => {
      finishRegistering = (token) => {
        authToken.set(token);
        resolve();
      };
    });
    authToken.registering(registration);
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(reply(200, '{}')));

    const upload = apiJson('GET', '/upload-url');
    const register = apiJson('POST', '/auth/register-device', { json: {}, auth: false });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/auth/register-device');

    finishRegistering('new-token');
    await Promise.all([upload, register]);
    expect(fetch.mock.calls[1]?.[1]?.headers).toEqual({ Authorization: 'bearer new-token' });
  });

  it('sends a call without a token once a registration has failed, to get its 401', async () => {
    authToken.clear();
    authToken.registering(Promise.reject(new Error('offline')));
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, 'no token'));
    await expect(apiJson('GET', '/photos')).rejects.toThrow('401: no token');
    expect(fetch.mock.calls[0]?.[1]?.headers).toEqual({});
  });

  it('the default fetcher GETs the query key segments joined with /', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, '{"id":"p1"}'));
    const data = await defaultQueryFn()({ queryKey: ['/photos', 'p1'] } as never);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/photos/p1');
    expect(data).toEqual({ id: 'p1' });
  });

  it('the default fetcher can turn a 401 into an empty result', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, 'no token'));
    await expect(
      defaultQueryFn('empty')({ queryKey: ['/subscriptions/status'] } as never),
    ).resolves.toBeNull();
    await expect(defaultQueryFn('throw')({ queryKey: ['/subscriptions/status'] } as never)).rejects.toThrow(
      '401: no token',
    );
  });

  it('keeps queries fresh for 24 h with no refetching and no retries (SPEC §9)', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 86_400_000,
      gcTime: 86_400_000,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations?.retry).toBe(false);
  });
});
