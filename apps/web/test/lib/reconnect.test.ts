import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import {
  isUnreachable,
  RECONNECT_INTERVAL_MS,
  RECONNECT_LIMIT_MS,
  retryWhileUnreachable,
} from '@/lib/reconnect';

/** What fetch rejects with when nothing answers (connection refused or reset). */
const noAnswer = () => new TypeError('Failed to fetch');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('what counts as the server being out of reach', () => {
  it('is no answer at all, or a proxy’s 502, 503 or 504', () => {
    expect(isUnreachable(noAnswer())).toBe(true);
    for (const status of [502, 503, 504]) expect(isUnreachable(new ApiError(status, '', ''))).toBe(true);
  });

  it('is not an answer of the server itself, nor an abort', () => {
    for (const status of [400, 401, 402, 404, 409, 500]) {
      expect(isUnreachable(new ApiError(status, '', ''))).toBe(false);
    }
    expect(isUnreachable(new DOMException('stopped', 'AbortError'))).toBe(false);
    expect(isUnreachable(new Error('bug'))).toBe(false);
  });
});

describe('sending a call again while the server is out of reach', () => {
  it('sends it again every 2 s until the server answers, saying when it is lost and when it is back', async () => {
    const call = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(new ApiError(502, 'Bad Gateway', ''))
      .mockResolvedValueOnce('the try-on');
    const onUnreachable = vi.fn();
    const onReachable = vi.fn();
    const answer = retryWhileUnreachable(call, {
      signal: new AbortController().signal,
      onUnreachable,
      onReachable,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(onUnreachable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RECONNECT_INTERVAL_MS);
    expect(call).toHaveBeenCalledTimes(2);
    expect(onReachable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RECONNECT_INTERVAL_MS);
    await expect(answer).resolves.toBe('the try-on');
    expect(call).toHaveBeenCalledTimes(3);
    expect(onUnreachable).toHaveBeenCalledTimes(2);
    expect(onReachable).toHaveBeenCalledTimes(1);
  });

  it('ends at once with an answer of the server, an error answer included', async () => {
    const refused = new ApiError(402, '{"error":{"code":"FREE_LIMIT_REACHED"}}', '');
    const call = vi.fn<() => Promise<string>>().mockRejectedValue(refused);
    const onUnreachable = vi.fn();
    await expect(
      retryWhileUnreachable(call, { signal: new AbortController().signal, onUnreachable }),
    ).rejects.toBe(refused);
    expect(call).toHaveBeenCalledTimes(1);
    expect(onUnreachable).not.toHaveBeenCalled();
  });

  it('gives up 2 minutes after the first failure, with the last one', async () => {
    const call = vi.fn<() => Promise<string>>().mockImplementation(() => Promise.reject(noAnswer()));
    const answer = retryWhileUnreachable(call, { signal: new AbortController().signal });
    const outcome = answer.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(RECONNECT_LIMIT_MS - RECONNECT_INTERVAL_MS);
    expect(call).toHaveBeenCalledTimes(RECONNECT_LIMIT_MS / RECONNECT_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(RECONNECT_INTERVAL_MS);
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(call).toHaveBeenCalledTimes(RECONNECT_LIMIT_MS / RECONNECT_INTERVAL_MS + 1);
  });

  it('stops when the editor goes away', async () => {
    const controller = new AbortController();
    const call = vi.fn<() => Promise<string>>().mockImplementation(() => Promise.reject(noAnswer()));
    const outcome = retryWhileUnreachable(call, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    expect(await outcome).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(RECONNECT_LIMIT_MS);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
