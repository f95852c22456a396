import type { PreviewPlanesResponse } from '@hairhue/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, authToken, defaultQueryFn } from '@/api/client';
import {
  previewPlanesKey,
  previewPlanesQuery,
  previewPlanesStaleTime,
  usePreviewPlanes,
} from '@/api/preview-planes';
import { createQueryClient } from '@/app/query-client';

const PHOTO_ID = '0b6f8a2e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';
const PLANES: PreviewPlanesResponse = {
  photoId: PHOTO_ID,
  width: 1536,
  height: 2048,
  engineVersion: 3,
  planesUrl: `http://localhost/files/photos/${PHOTO_ID}/hair-mask-v3.png?expires=1&signature=s`,
  expiresAt: '2026-11-25T13:30:00.000Z',
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status });
}

afterEach(() => vi.restoreAllMocks());

describe('the preview planes call', () => {
  it("GETs /photos/{id}/preview-planes with the token, keyed by the path's segments", async () => {
    authToken.set('token-123');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(reply(200, PLANES)));
    const { result } = renderHook(() => usePreviewPlanes(PHOTO_ID, true), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(PLANES));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/photos/${PHOTO_ID}/preview-planes`);
    expect(init?.headers).toMatchObject({ Authorization: 'bearer token-123' });
    expect(previewPlanesKey(PHOTO_ID)).toEqual(['/photos', PHOTO_ID, 'preview-planes']);

    // The default fetcher reads the same key as the same path.
    await defaultQueryFn()({ queryKey: previewPlanesKey(PHOTO_ID) } as never);
    expect(fetch.mock.calls[1]?.[0]).toBe(`/api/photos/${PHOTO_ID}/preview-planes`);
  });

  it('asks nothing unless enabled (a free device)', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(reply(200, PLANES)));
    const { result } = renderHook(() => usePreviewPlanes(PHOTO_ID, false), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.fetchStatus).toBe('idle');
  });

  it('keeps an answer fresh until a minute before its signed URL expires', () => {
    const expiry = Date.parse(PLANES.expiresAt);
    expect(previewPlanesStaleTime(PLANES, expiry - 60 * 60_000)).toBe(59 * 60_000);
    expect(previewPlanesStaleTime(PLANES, expiry - 30_000)).toBe(0);
    expect(previewPlanesStaleTime(undefined)).toBe(0);
  });

  it('retries while the photo is being analysed (409 NOT_READY), never after 402 or 404', () => {
    const { retry, retryDelay } = previewPlanesQuery(PHOTO_ID);
    const error = (status: number, code: string) =>
      new ApiError(status, JSON.stringify({ error: { code, message: 'm' } }), '');
    if (typeof retry !== 'function') throw new Error('retry is a rule');
    expect(retry(0, error(409, 'NOT_READY'))).toBe(true);
    expect(retry(15, error(409, 'NOT_READY'))).toBe(false);
    expect(retry(0, error(402, 'PREMIUM_REQUIRED'))).toBe(false);
    expect(retry(0, error(404, 'NOT_FOUND'))).toBe(false);
    expect(retryDelay).toBe(2000);
  });

  it('surfaces a 402 as the error the spec describes', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(402, { error: { code: 'PREMIUM_REQUIRED', message: 'The live preview is a Premium feature' } }),
    );
    const { result } = renderHook(() => usePreviewPlanes(PHOTO_ID, true), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toMatch(/^402: /);
  });
});
