import { coloursByCategory } from '@hairhue/catalogue';
import type { HairColorTryOn, Photo } from '@hairhue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { createTryOn, getTryOn } from '@/api/try-ons';
import { Editor } from '@/features/editor/editor';
import { RECONNECTING_DESCRIPTION } from '@/features/editor/loading-curtain';
import type * as RevealModule from '@/features/editor/reveal';
import { RECONNECT_INTERVAL_MS, RECONNECT_LIMIT_MS } from '@/lib/reconnect';
import { toast } from '@/lib/toast-store';
import { account, freeChanges } from '../helpers/subscription';
import { loadImagesAsPhotos } from '../helpers/stage-images';

/**
 * Issue 23 §3: a try-on cut off by a server restart. The POST's answer may be lost after the server made
 * the try-on, or its polls may find nothing listening; either way the app waits for the server, shows the
 * result when it lands, and reads the free-changes count again however the try-on ends.
 */
vi.mock('@/api/try-ons', () => ({
  tryOnsKey: ['/hair-color-try-ons'],
  createTryOn: vi.fn(),
  getTryOn: vi.fn(),
  downloadTryOn: vi.fn(),
}));
vi.mock(
  '@/components/paywall/paywall-context',
  async () => (await import('../helpers/subscription')).paywallModule,
);
vi.mock('@/lib/subscription', async (importOriginal) =>
  (await import('../helpers/subscription')).subscriptionModule(importOriginal),
);
vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));
vi.mock('@/api/preview-planes', () => ({ usePreviewPlanes: vi.fn(() => ({ data: undefined })) }));
vi.mock('@/features/editor/live-preview/use-loaded-planes', () => ({
  supportsLivePreview: () => false,
  useLoadedPlanes: () => ({ planes: null, newestStrokeWithoutHair: false }),
}));
// Polling's own timing is tested where it lives; here each poll follows the last at once.
vi.mock('@/lib/poll', () => ({
  pollUntil: async <T,>(read: () => Promise<T>, isDone: (value: T) => boolean) => {
    let value = await read();
    while (!isDone(value)) value = await read();
    return value;
  },
}));
vi.mock('@/features/editor/reveal', async (importOriginal) => ({
  ...(await importOriginal<typeof RevealModule>()),
  wait: () => Promise.resolve(),
  preloadImage: () => Promise.resolve(),
}));

const photo: Photo = {
  id: 'photo-1',
  originalUrl: '/files/original.jpg',
  objectPath: 'p/1.jpg',
  userId: null,
};
const [jetBlack] = coloursByCategory('natural');
if (!jetBlack) throw new Error('The catalogue has no natural colours');
const tryOn = (overrides: Partial<HairColorTryOn>): HairColorTryOn => ({
  id: 'try-1',
  photoId: photo.id,
  status: 'processing',
  colorName: jetBlack.name,
  colorValue: jetBlack.color,
  createdAt: new Date().toISOString(),
  intensity: 100,
  shine: 50,
  ...overrides,
});
const completed = () => tryOn({ status: 'completed', resultUrl: '/files/result.jpg' });
/** What fetch rejects with while the server is down: nothing answers. */
const noAnswer = () => new TypeError('Failed to fetch');
const statusKey = { queryKey: ['/subscriptions/status'] };

function renderEditor() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const { unmount } = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Editor photo={photo} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  loadImagesAsPhotos();
  return { invalidate, unmount };
}

async function tapTry() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  await user.click(screen.getByRole('button', { name: 'Try this hair color' }));
}

/** Lets the retry interval pass, as the server stays down. */
const retryInterval = () => act(() => vi.advanceTimersByTimeAsync(RECONNECT_INTERVAL_MS));

const curtain = () => screen.getByRole('dialog', { name: 'Transforming Your Look' });

beforeEach(() => {
  vi.clearAllMocks();
  // Answers queued with …Once that a test left unused must not leak into the next.
  vi.mocked(createTryOn).mockReset();
  vi.mocked(getTryOn).mockReset();
  // Timers and the clock only: faking animation frames would make the curtain's endless animations crawl.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  account.status = freeChanges(3);
});
afterEach(() => {
  vi.useRealTimers();
});

// The editor's first render is slow on a loaded machine; each test also waits out a retry or two.
describe('a try-on cut off by a server restart', { timeout: 20_000 }, () => {
  it('sends a POST whose answer was lost again with the same Idempotency-Key, then shows the result', async () => {
    vi.mocked(createTryOn).mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce(tryOn({}));
    vi.mocked(getTryOn).mockResolvedValue(completed());
    const { invalidate } = renderEditor();
    await tapTry();

    await waitFor(() => expect(within(curtain()).getByRole('status')).toHaveTextContent('Reconnecting...'));
    expect(within(curtain()).getByText(RECONNECTING_DESCRIPTION)).toBeInTheDocument();
    await retryInterval();

    expect(await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 })).toBeEnabled();
    expect(screen.getByAltText('Your photo with the new hair color')).toHaveAttribute(
      'src',
      '/files/result.jpg',
    );
    const [first, second] = vi.mocked(createTryOn).mock.calls;
    expect(first?.[1]).toEqual(expect.any(String));
    expect(second).toEqual(first);
    expect(toast).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith(statusKey);
  });

  it("says 'Reconnecting...' while polls find no server, and shows the result when it lands", async () => {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    vi.mocked(getTryOn)
      .mockRejectedValueOnce(noAnswer())
      .mockRejectedValueOnce(new ApiError(503, '', 'Service Unavailable'))
      .mockResolvedValueOnce(tryOn({}))
      .mockResolvedValueOnce(completed());
    renderEditor();
    await tapTry();

    await waitFor(() => expect(within(curtain()).getByRole('status')).toHaveTextContent('Reconnecting...'));
    await retryInterval();
    await retryInterval();
    expect(await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 })).toBeEnabled();
    expect(getTryOn).toHaveBeenCalledTimes(4);
    expect(toast).not.toHaveBeenCalled();
  });

  it('reads the free-changes count again when the try-on cannot be created', async () => {
    vi.mocked(createTryOn).mockRejectedValue(new ApiError(500, 'Internal Server Error', ''));
    const { invalidate } = renderEditor();
    await tapTry();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to process hair color. Please try again.',
      }),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith(statusKey));
    expect(createTryOn).toHaveBeenCalledTimes(1);
  });

  it('reads the free-changes count again when a try-on ends failed', async () => {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    vi.mocked(getTryOn).mockResolvedValue(tryOn({ status: 'failed' }));
    const { invalidate } = renderEditor();
    await tapTry();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Processing failed' })),
    );
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith(statusKey));
  });

  it('gives up after 2 minutes out of reach: the error toast, and the count read again', async () => {
    vi.mocked(createTryOn).mockImplementation(() => Promise.reject(noAnswer()));
    const { invalidate } = renderEditor();
    await tapTry();
    await waitFor(() => expect(within(curtain()).getByRole('status')).toHaveTextContent('Reconnecting...'));
    await act(() => vi.advanceTimersByTimeAsync(RECONNECT_LIMIT_MS));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to process hair color. Please try again.',
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try this hair color' })).toBeEnabled());
    expect(invalidate).toHaveBeenCalledWith(statusKey);
    expect(new Set(vi.mocked(createTryOn).mock.calls.map(([, key]) => key)).size).toBe(1);
  });

  it('reads the free-changes count again when the editor is left while reconnecting', async () => {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    vi.mocked(getTryOn).mockImplementation(() => Promise.reject(noAnswer()));
    const { invalidate, unmount } = renderEditor();
    await tapTry();
    await waitFor(() => expect(within(curtain()).getByRole('status')).toHaveTextContent('Reconnecting...'));
    expect(invalidate).not.toHaveBeenCalledWith(statusKey);
    unmount();
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith(statusKey));
  });
});
