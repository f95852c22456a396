import { idempotencyKeyHeadersSchema } from '@hairhue/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '@/api/idempotency-key';
import { createTryOn } from '@/api/try-ons';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the try-on POST (issue 23 §3)', () => {
  it('makes a new key for each tap, one the contract accepts', () => {
    const keys = Array.from({ length: 20 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      expect(idempotencyKeyHeadersSchema.safeParse({ 'idempotency-key': key }).success).toBe(true);
    }
  });

  it('sends the tap’s key as the Idempotency-Key header', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"id":"try-1"}', { status: 202 }));
    const request = { photoId: 'photo-1', colorName: 'Copper', colorValue: '#b87333' };
    await createTryOn(request, 'tap-key-0123456789');
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('tap-key-0123456789');
    expect(init?.body).toBe(JSON.stringify(request));
  });
});
