import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, fillPath } from '@/api/call-route';
import { authToken, registerHeaderProvider } from '@/api/client';
import { getSubscriptionStatus, subscriptionStatusQuery } from '@/api/subscription-status';
import { uploadPhoto } from '@/api/upload-photo';

function reply(status: number, body: string) {
  return Promise.resolve(new Response(body || null, { status }));
}

function mockFetch(status = 200, body = '{}') {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(status, body));
}

afterEach(() => {
  vi.restoreAllMocks();
  authToken.clear();
  registerHeaderProvider(undefined);
});

describe('callRoute: a call of the contract route table', () => {
  it('fills each {name} of the path with its URL-encoded parameter', () => {
    expect(fillPath('/photos/{id}/hair-correction', { id: 'p-1' })).toBe('/photos/p-1/hair-correction');
    expect(fillPath('/dice-roll/{id}', { id: 'a b/c?d' })).toBe('/dice-roll/a%20b%2Fc%3Fd');
    expect(() => fillPath('/photos/{id}', {})).toThrow('No value for {id} in /photos/{id}');
  });

  it("GETs the route's path with its method, cookies and the token, and answers the body", async () => {
    authToken.set('token-1');
    const fetch = mockFetch(200, '{"id":"t1","status":"completed"}');
    const tryOn = await callRoute('getTryOn', { params: { id: 't/1' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/hair-color-try-ons/t%2F1');
    expect(init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: { Authorization: 'bearer token-1' },
    });
    expect(init?.body).toBeUndefined();
    expect(tryOn).toEqual({ id: 't1', status: 'completed' });
  });

  it('sends the JSON body with its content type and the method of the route', async () => {
    authToken.set('token-2');
    const fetch = mockFetch();
    await callRoute('saveSkinTone', { json: { depth: 3, undertone: 'warm' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/device/skin-tone');
    expect(init?.method).toBe('PUT');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'bearer token-2' });
    expect(init?.body).toBe('{"depth":3,"undertone":"warm"}');
  });

  it('sends no token to a route the contract marks public, even when one is stored', async () => {
    authToken.set('token-3');
    registerHeaderProvider(() => ({ 'X-App': 'native' }));
    const fetch = mockFetch();
    await callRoute('registerDevice', { json: { deviceId: 'device-1' } });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register-device');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'X-App': 'native', 'Content-Type': 'application/json' });
  });

  it("uploads a file in the contract's multipart field, with the token and without a JSON type", async () => {
    authToken.set('token-4');
    const fetch = mockFetch(201, '{"photo":{"id":"p1"}}');
    const answer = await uploadPhoto(new Blob(['jpeg'], { type: 'image/jpeg' }), 'me.jpg');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/photos/upload');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'bearer token-4' });
    const form = init?.body as FormData;
    expect((form.get('photo') as File).name).toBe('me.jpg');
    expect(answer).toEqual({ photo: { id: 'p1' } });
  });

  it("keeps the upload's own failure message: 'Upload failed: {status} - {body}'", async () => {
    mockFetch(413, 'too big');
    await expect(uploadPhoto(new Blob(['x']), 'x.jpg')).rejects.toThrow('Upload failed: 413 - too big');
  });

  it('reads the subscription status as null on 401 in the query, as an error elsewhere', async () => {
    authToken.set('token-5');
    mockFetch(401, 'unknown token');
    const queryFn = subscriptionStatusQuery().queryFn as () => Promise<unknown>;
    await expect(queryFn()).resolves.toBeNull();
    await expect(getSubscriptionStatus()).rejects.toThrow('401: unknown token');
  });

  it('takes params exactly when the path has them and JSON only when the route has a body', () => {
    // Checked by `npm run typecheck`: each line is an error the compiler must report. Never run.
    const wrongCalls = () => [
      // @ts-expect-error getTryOn's path has {id}
      callRoute('getTryOn'),
      // @ts-expect-error listTryOns' path has no parameter
      callRoute('listTryOns', { params: { id: 't1' } }),
      // @ts-expect-error createTryOn needs its body
      callRoute('createTryOn'),
      // @ts-expect-error the body follows the contract's schema
      callRoute('saveSkinTone', { json: { depth: 'deep' } }),
      // @ts-expect-error resetSkinTone takes no body
      callRoute('resetSkinTone', { json: {} }),
      callRoute('createPhoto', {
        json: { userId: null, originalUrl: 'https://photos.example/p.jpg', objectPath: 'p.jpg' },
        // @ts-expect-error only a multipart route takes a file
        file: { blob: new Blob(), name: 'p.jpg' },
      }),
      // @ts-expect-error no such route
      callRoute('getTryOns'),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });
});
