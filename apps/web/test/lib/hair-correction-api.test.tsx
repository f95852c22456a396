import type { HairCorrection } from '@hairhue/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authToken, defaultQueryFn } from '@/api/client';
import { hairCorrectionKey, useHairCorrection } from '@/api/hair-correction';
import { previewPlanesKey } from '@/api/preview-planes';
import { useResetHairCorrection } from '@/api/reset-hair-correction';
import { useSaveHairCorrection } from '@/api/save-hair-correction';
import { createQueryClient } from '@/app/query-client';

const PHOTO_ID = '0b6f8a2e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';
const PATH = `/api/photos/${PHOTO_ID}/hair-correction`;
const stroke = { tool: 'remove' as const, radius: 0.05, points: [0.2, 0.3] };
const answer = (revision: number, strokes = [stroke]): HairCorrection => ({
  photoId: PHOTO_ID,
  strokes,
  revision,
  updatedAt: '2026-11-25T12:00:00.000Z',
  strokesWithoutHair: [],
});

function setup() {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, invalidate, wrapper };
}

const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

afterEach(() => vi.restoreAllMocks());

describe('the hair correction calls', () => {
  it("GETs the photo's strokes with the token, under the photo's key, only when enabled", async () => {
    authToken.set('token-9');
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(answer(2)));
    const { wrapper } = setup();
    const { result, rerender } = renderHook(({ enabled }) => useHairCorrection(PHOTO_ID, enabled), {
      wrapper,
      initialProps: { enabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data).toEqual(answer(2)));
    expect(fetch.mock.calls[0]?.[0]).toBe(PATH);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'GET',
      headers: { Authorization: 'bearer token-9' },
    });

    // The default fetcher reads the same key as the same path.
    await defaultQueryFn()({ queryKey: hairCorrectionKey(PHOTO_ID) } as never);
    expect(fetch.mock.calls[1]?.[0]).toBe(PATH);
  });

  it('PUTs the whole stroke list as JSON, caches the answer and asks the preview planes again', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(answer(3)));
    const { queryClient, invalidate, wrapper } = setup();
    const { result } = renderHook(() => useSaveHairCorrection(PHOTO_ID), { wrapper });
    await act(() => result.current.mutateAsync({ strokes: [stroke] }));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(PATH);
    expect(init?.method).toBe('PUT');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ strokes: [stroke] });
    expect(queryClient.getQueryData(hairCorrectionKey(PHOTO_ID))).toEqual(answer(3));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: previewPlanesKey(PHOTO_ID) });
  });

  it('DELETEs for Reset to automatic, and caches the empty answer', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => reply(answer(4, [])));
    const { queryClient, invalidate, wrapper } = setup();
    queryClient.setQueryData(hairCorrectionKey(PHOTO_ID), answer(3));
    const { result } = renderHook(() => useResetHairCorrection(PHOTO_ID), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(fetch.mock.calls[0]?.[0]).toBe(PATH);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(fetch.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(queryClient.getQueryData(hairCorrectionKey(PHOTO_ID))).toEqual(answer(4, []));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: previewPlanesKey(PHOTO_ID) });
  });
});
