import { coloursByCategory } from '@hairhue/catalogue';
import type { HairColorTryOn, Photo } from '@hairhue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { usePreviewPlanes } from '@/api/preview-planes';
import { createTryOn, downloadTryOn, getTryOn } from '@/api/try-ons';
import { BRUSH_TEXT } from '@/features/editor/brush/brush-texts';
import { Editor, RESULT_UNAVAILABLE } from '@/features/editor/editor';
import type * as RevealModule from '@/features/editor/reveal';
import type { SubscriptionStatus } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { saveImage } from '@/platform/save-image';
import { installPointerEvents, paint } from '../helpers/brush-strokes';
import { account, freeChanges, PREMIUM } from '../helpers/subscription';
import { loadImagesAsPhotos } from '../helpers/stage-images';

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
vi.mock('@/platform/save-image', () => ({ saveImage: vi.fn() }));
let webgl2 = false;
/** The live preview's planes once loaded (null: none; a stand-in where the preview's presence is tested). */
let loadedPlanes: object | null = null;
vi.mock('@/api/preview-planes', () => ({
  previewPlanesKey: (photoId: string) => ['/photos', photoId, 'preview-planes'],
  usePreviewPlanes: vi.fn(() => ({ data: undefined })),
}));
vi.mock('@/features/editor/live-preview/use-loaded-planes', () => ({
  supportsLivePreview: () => webgl2,
  useLoadedPlanes: () => ({ planes: loadedPlanes, newestStrokeWithoutHair: false }),
}));
// Polling and the reveal timings are tested where they live; here they finish at once.
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

function renderEditor() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  // A fresh element each time: React skips re-rendering an element it has already rendered.
  const tree = () => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Editor photo={photo} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const { rerender } = render(tree());
  loadImagesAsPhotos();
  /** Renders again, so that a changed `status` reaches the editor. */
  return { invalidate, rerender: () => rerender(tree()) };
}

const tryButton = () => screen.getByRole('button', { name: 'Try this hair color' });

async function completeOneTryOn() {
  vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
  vi.mocked(getTryOn).mockResolvedValue(tryOn({ status: 'completed', resultUrl: '/files/result.jpg' }));
  await userEvent.click(tryButton());
  // The curtain's steps are instant here, but a loaded machine can take over a second to render them.
  await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 });
}

/** The next try-on created is `id`, and it completes at once with `resultUrl`. */
function nextTryOnCompletes(id: string, resultUrl: string) {
  vi.mocked(createTryOn).mockResolvedValue(tryOn({ id }));
  vi.mocked(getTryOn).mockResolvedValue(tryOn({ id, status: 'completed', resultUrl }));
}

/** The result on screen: the last of the result images (a fading one may still be under it). */
const resultSrc = () =>
  screen.getAllByAltText('Your photo with the new hair color').at(-1)?.getAttribute('src');

beforeEach(() => {
  vi.clearAllMocks();
  account.status = freeChanges(3);
  webgl2 = false;
  loadedPlanes = null;
});

/** The spec's destructive toast for a try-on that failed. */
async function expectProcessingFailedToast(): Promise<void> {
  await waitFor(() =>
    expect(toast).toHaveBeenCalledWith({
      title: 'Processing failed',
      description: 'Unable to process hair color. Please try again.',
      variant: 'destructive',
    }),
  );
}

describe('trying a colour', () => {
  it("is blocked without free changes or premium: toast 'Free limit reached' and the hair_color_limit paywall", async () => {
    account.status = freeChanges(0);
    renderEditor();
    await userEvent.click(tryButton());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Free limit reached' }));
    expect(account.openPaywall).toHaveBeenCalledWith({ trigger: 'hair_color_limit' });
    expect(createTryOn).not.toHaveBeenCalled();
  });

  it('is allowed for premium with no free changes left', async () => {
    account.status = PREMIUM;
    renderEditor();
    await completeOneTryOn();
    expect(account.openPaywall).not.toHaveBeenCalled();
  });

  it('treats a 402 FREE_LIMIT_REACHED from the server as the limit', async () => {
    vi.mocked(createTryOn).mockRejectedValue(
      new ApiError(402, '{"error":{"code":"FREE_LIMIT_REACHED","message":"No free changes left"}}', ''),
    );
    renderEditor();
    await userEvent.click(tryButton());
    await waitFor(() => expect(account.openPaywall).toHaveBeenCalledWith({ trigger: 'hair_color_limit' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Free limit reached' }));
  });

  it("shows 'Error' and resets processing when the try-on cannot be created", async () => {
    vi.mocked(createTryOn).mockRejectedValue(new ApiError(500, 'Internal Server Error', ''));
    renderEditor();
    await userEvent.click(tryButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to process hair color. Please try again.',
      }),
    );
    await waitFor(() => expect(tryButton()).toBeEnabled());
    expect(account.openPaywall).not.toHaveBeenCalled();
  });

  it('sends the selected colour’s name and hex, shows the curtain, then the result with undo', async () => {
    const { invalidate } = renderEditor();
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    let finish: (value: HairColorTryOn) => void = () => {};
    vi.mocked(getTryOn).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await userEvent.click(tryButton());

    expect(createTryOn).toHaveBeenCalledWith(
      { photoId: 'photo-1', colorName: jetBlack.name, colorValue: jetBlack.color },
      expect.stringMatching(/^[0-9a-f]{32}$/),
    );
    const curtain = await screen.findByRole('dialog', { name: 'Transforming Your Look' });
    expect(within(curtain).getByText(`Applying ${jetBlack.name}`)).toBeInTheDocument();
    expect(within(curtain).getByText('Please wait while we process your image...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...', hidden: true })).toBeDisabled();

    await act(async () => finish(tryOn({ status: 'completed', resultUrl: '/files/result.jpg' })));
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redo' })).toBeDisabled();
    expect(screen.getByAltText('Your photo with the new hair color')).toHaveAttribute(
      'src',
      '/files/result.jpg',
    );
    for (const queryKey of [['/hair-color-try-ons'], ['/photos'], ['/subscriptions/status']]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });

  it('reveals a try-on the server answered completed at once, without polling it', async () => {
    const { invalidate } = renderEditor();
    vi.mocked(createTryOn).mockResolvedValue(tryOn({ status: 'completed', resultUrl: '/files/instant.jpg' }));
    await userEvent.click(tryButton());
    expect(await screen.findByRole('button', { name: 'Undo' }, { timeout: 5000 })).toBeEnabled();
    expect(screen.getByAltText('Your photo with the new hair color')).toHaveAttribute(
      'src',
      '/files/instant.jpg',
    );
    expect(getTryOn).not.toHaveBeenCalled();
    for (const queryKey of [['/hair-color-try-ons'], ['/photos'], ['/subscriptions/status']]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });

  it("shows 'Processing failed' for a try-on the server answered failed, without polling it", async () => {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({ status: 'failed' }));
    renderEditor();
    await userEvent.click(tryButton());
    await expectProcessingFailedToast();
    await waitFor(() => expect(tryButton()).toBeEnabled());
    expect(getTryOn).not.toHaveBeenCalled();
  });

  it("shows the destructive 'Processing failed' toast when the try-on fails", async () => {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    vi.mocked(getTryOn).mockResolvedValue(tryOn({ status: 'failed' }));
    renderEditor();
    await userEvent.click(tryButton());
    await expectProcessingFailedToast();
    await waitFor(() => expect(tryButton()).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('a polling error just ends processing, without a toast', async () => {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    vi.mocked(getTryOn).mockRejectedValue(new Error('network down'));
    renderEditor();
    await userEvent.click(tryButton());
    await waitFor(() => expect(tryButton()).toBeEnabled());
    expect(toast).not.toHaveBeenCalled();
  });

  it('refreshes the free-changes count before the result is revealed', async () => {
    const { invalidate } = renderEditor();
    let releaseStatus: () => void = () => {};
    const statusRefreshed = new Promise<void>((resolve) => (releaseStatus = resolve));
    invalidate.mockImplementation((filters) =>
      filters?.queryKey?.[0] === '/subscriptions/status' ? statusRefreshed : Promise.resolve(),
    );
    vi.mocked(createTryOn).mockResolvedValue(tryOn({}));
    vi.mocked(getTryOn).mockResolvedValue(tryOn({ status: 'completed', resultUrl: '/files/result.jpg' }));
    await userEvent.click(tryButton());

    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/subscriptions/status'] }));
    expect(screen.queryByAltText('Your photo with the new hair color')).toBeNull();
    await act(async () => releaseStatus());
    expect(await screen.findByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(screen.getByAltText('Your photo with the new hair color')).toBeInTheDocument();
  });

  it('after a peek into the brush, each time, shows the result again and lets it be saved', async () => {
    account.status = PREMIUM;
    // Where the live preview runs, opening the brush paints the chosen shade under it.
    webgl2 = true;
    loadedPlanes = { width: 900, height: 1200 };
    renderEditor();
    await completeOneTryOn();
    const caption = () => screen.getByTestId('stage-caption');
    expect(caption()).toHaveTextContent(new RegExp(`^${jetBlack.name}$`));

    // Done and Reset close the brush the same way (brush-mode.test.tsx): the editor hears only that it closed.
    for (let peek = 0; peek < 2; peek++) {
      await userEvent.click(screen.getByRole('button', { name: 'Fix hair area' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(caption()).toHaveTextContent(new RegExp(`^${jetBlack.name}$`)));
      expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    }
  });

  describe('after Done in the brush (a correction saved over the result)', () => {
    /**
     * Answers the brush's hair-correction calls as the server would; anything else is not found. A save
     * answers before its hair area is made (`strokesWithoutHair` null), and so does the first read after
     * it; later reads name `withoutHair`, the strokes the server found nothing like hair under.
     */
    function serveCorrections(withoutHair: number[] = []) {
      let revision = 0;
      let strokes: unknown = [];
      let readsSinceSave = 0;
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = String(input);
        const method = init?.method ?? 'GET';
        if (!url.endsWith(`/photos/${photo.id}/hair-correction`)) {
          return Promise.resolve(new Response('{}', { status: 404 }));
        }
        if (method === 'PUT' || method === 'DELETE') {
          revision++;
          strokes = method === 'PUT' ? (JSON.parse(String(init?.body)) as { strokes: unknown }).strokes : [];
          readsSinceSave = 0;
        } else readsSinceSave++;
        const updatedAt = revision === 0 ? null : '2026-11-28T12:00:00.000Z';
        const made = revision === 0 || readsSinceSave > 1;
        const body = {
          photoId: photo.id,
          strokes,
          revision,
          updatedAt,
          strokesWithoutHair: made ? withoutHair : null,
        };
        return Promise.resolve(Response.json(body));
      });
    }

    async function paintAndDone() {
      await userEvent.click(screen.getByRole('button', { name: 'Fix hair area' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled());
      const surface = screen.getByTestId('brush-surface');
      vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(
        DOMRect.fromRect({ width: 300, height: 400 }),
      );
      paint(surface, [[150, 200]]);
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    }

    beforeAll(installPointerEvents);
    afterEach(() => vi.restoreAllMocks());

    it.each([
      ['premium, with the live preview under the brush', PREMIUM, true],
      ['free, with no free change left', freeChanges(0), false],
    ] as const)(
      '%s: renders the result again with it, spending nothing, and Save works',
      async (_plan, plan, preview) => {
        serveCorrections();
        account.status = PREMIUM;
        webgl2 = preview;
        loadedPlanes = preview ? { width: 900, height: 1200 } : null;
        const { rerender } = renderEditor();
        await completeOneTryOn();
        account.status = plan;
        rerender();

        nextTryOnCompletes('try-2', '/files/corrected.jpg');
        await paintAndDone();
        await waitFor(() => expect(createTryOn).toHaveBeenCalledTimes(2));
        // The try-on on screen, again: no tuning of its own (the server keeps the try-on's), no limit met.
        expect(vi.mocked(createTryOn).mock.calls[1]?.[0]).toEqual({
          photoId: photo.id,
          colorName: jetBlack.name,
          colorValue: jetBlack.color,
          correctionOf: 'try-1',
        });
        expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.savedRedrawn);
        expect(account.openPaywall).not.toHaveBeenCalled();

        await waitFor(() => expect(resultSrc()).toBe('/files/corrected.jpg'));
        expect(screen.getByTestId('stage-caption')).toHaveTextContent(new RegExp(`^${jetBlack.name}$`));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
      },
      15_000,
    );

    it('after Reset of saved strokes, renders the result again with the automatic area, spending nothing', async () => {
      serveCorrections();
      account.status = freeChanges(1);
      renderEditor();
      await completeOneTryOn();
      nextTryOnCompletes('try-2', '/files/corrected.jpg');
      await paintAndDone();
      await waitFor(() => expect(createTryOn).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(resultSrc()).toBe('/files/corrected.jpg'));

      nextTryOnCompletes('try-3', '/files/automatic-again.jpg');
      await userEvent.click(await screen.findByRole('button', { name: 'Fix hair area' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Reset to automatic' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.resetRedrawn));
      await waitFor(() => expect(createTryOn).toHaveBeenCalledTimes(3));
      expect(vi.mocked(createTryOn).mock.calls[2]?.[0]).toMatchObject({ correctionOf: 'try-2' });
      await waitFor(() => expect(resultSrc()).toBe('/files/automatic-again.jpg'));
      expect(account.openPaywall).not.toHaveBeenCalled();
    }, 15_000);

    it.each([
      ['free, where only the server can tell', freeChanges(2), false, true],
      ['premium, whose live preview told while painting', PREMIUM, true, false],
    ] as const)(
      '%s: a stroke with nothing like hair under it is named after the save, once the hair area is made',
      async (_plan, plan, preview, told) => {
        serveCorrections([0]);
        account.status = plan;
        webgl2 = preview;
        loadedPlanes = preview ? { width: 900, height: 1200 } : null;
        renderEditor();
        await completeOneTryOn();
        nextTryOnCompletes('try-2', '/files/corrected.jpg');
        await paintAndDone();
        await waitFor(() => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.savedRedrawn));
        const named = () => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.savedWithoutHair(1));
        if (told) {
          await waitFor(named, { timeout: 5000 });
          expect(toast).toHaveBeenCalledTimes(2);
        } else {
          // Past the time the free device's second read names it.
          await new Promise((resolve) => setTimeout(resolve, 2500));
          expect(named).toThrow();
        }
      },
      15_000,
    );
  });

  it("a result that fails to load shows 'Original', says why and disables Save", async () => {
    renderEditor();
    await completeOneTryOn();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByTestId('stage-caption')).toHaveTextContent(jetBlack.name);

    fireEvent.error(screen.getByAltText('Your photo with the new hair color'));
    await waitFor(() => expect(screen.getByTestId('stage-caption')).toHaveTextContent(/^Original$/));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(toast).toHaveBeenCalledWith({ title: 'Result unavailable', description: RESULT_UNAVAILABLE });
  });

  it('hides undo and redo until there is history; undo returns to the original photo', async () => {
    renderEditor();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await completeOneTryOn();
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByText('Original')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByAltText('Your photo with the new hair color')).toBeNull());
    expect(screen.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });

  it('holding compare shows the original, releasing shows the result again', async () => {
    renderEditor();
    await completeOneTryOn();
    const compare = screen.getByRole('button', { name: /Hold to compare/ });
    fireEvent.keyDown(compare, { key: ' ' });
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Original')).toBeInTheDocument();
    fireEvent.keyUp(compare, { key: ' ' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the picker', () => {
  it('the before/after slider shows the original left of the divider and the result right of it', async () => {
    renderEditor();
    await completeOneTryOn();
    const toggle = screen.getByRole('button', { name: 'Before and after slider' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('slider')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const slider = screen.getByRole('slider', { name: 'Before and after divider' });
    const result = () => screen.getAllByAltText('Your photo with the new hair color').at(-1);
    expect(result()).toHaveStyle({ clipPath: 'inset(0 0 0 50%)' });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(result()).toHaveStyle({ clipPath: 'inset(0 0 0 45%)' });
    // Hold-to-compare stays beside it.
    expect(screen.getByRole('button', { name: 'Hold to compare with the original' })).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(result()).not.toHaveStyle({ clipPath: 'inset(0 0 0 45%)' });
  });

  it('the before/after toggle comes before its divider in Tab order, so Tab goes on to the divider', async () => {
    renderEditor();
    await completeOneTryOn();
    const toggle = screen.getByRole('button', { name: 'Before and after slider' });
    await userEvent.click(toggle);
    expect(toggle).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Hold to compare with the original' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('slider', { name: 'Before and after divider' })).toHaveFocus();
  });

  it('takes one Tab stop for its swatch row, the selected swatch, and none for the tab panel around it', async () => {
    renderEditor();
    act(() => screen.getByRole('button', { name: 'Pick a random color' }).focus());
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: jetBlack.name })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Try this hair color' })).toHaveFocus();
  });

  it('switching to Effects selects its first effect and relabels the button', async () => {
    renderEditor();
    await userEvent.click(screen.getByRole('tab', { name: 'Effects' }));
    expect(screen.getByRole('radio', { name: 'Sunkissed Ombre' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Try this special effect' })).toBeInTheDocument();
  });
});

describe('saving a result', () => {
  async function openSaveDialog() {
    renderEditor();
    await completeOneTryOn();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('dialog', { name: jetBlack.name });
  }

  it("without premium shows 'Premium required for downloads' and the download_attempt paywall", async () => {
    const dialog = await openSaveDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Premium required for downloads' });
    expect(account.openPaywall).toHaveBeenCalledWith({ trigger: 'download_attempt' });
    expect(downloadTryOn).not.toHaveBeenCalled();
  });

  it('with premium saves the full-resolution file under the colour name', async () => {
    account.status = PREMIUM;
    vi.mocked(downloadTryOn).mockResolvedValue({
      url: '/files/full.jpg',
      fileName: 'hairhue-jet-black-1.jpg',
      expiresAt: new Date().toISOString(),
    });
    const dialog = await openSaveDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Saved!', description: 'Image saved to photo library' }),
    );
    expect(downloadTryOn).toHaveBeenCalledWith('try-1');
    expect(saveImage).toHaveBeenCalledWith('/files/full.jpg', jetBlack.name);
  });

  it("shows the destructive 'Failed to save image' when saving fails", async () => {
    account.status = PREMIUM;
    vi.mocked(downloadTryOn).mockRejectedValue(new ApiError(500, '', 'Internal Server Error'));
    const dialog = await openSaveDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save image',
        variant: 'destructive',
      }),
    );
    expect(saveImage).not.toHaveBeenCalled();
  });
});

describe('intensity and shine (premium)', () => {
  const trial: SubscriptionStatus = { ...PREMIUM, isInTrial: true, trialDaysRemaining: 3 };
  const slider = (name: 'Intensity' | 'Shine') => screen.getByRole('slider', { name });

  /** Moves a slider with the keyboard, as a screen-reader or keyboard user would. */
  async function press(name: 'Intensity' | 'Shine', keys: string) {
    act(() => slider(name).focus());
    await userEvent.keyboard(keys);
  }

  async function tryAndGetBody() {
    vi.mocked(createTryOn).mockResolvedValue(tryOn({ status: 'completed', resultUrl: '/files/r.jpg' }));
    await userEvent.click(tryButton());
    await waitFor(() => expect(createTryOn).toHaveBeenCalledTimes(1));
    return vi.mocked(createTryOn).mock.calls[0]?.[0];
  }

  it('are not shown to a free device, which sends neither', async () => {
    renderEditor();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Intensity and shine' })).not.toBeInTheDocument();
    expect(await tryAndGetBody()).toEqual({
      photoId: 'photo-1',
      colorName: jetBlack.name,
      colorValue: jetBlack.color,
    });
  });

  it.each([
    ['premium', PREMIUM],
    ['trial', trial],
  ])('are shown to a %s device at their defaults, Intensity 100% and Shine 50', (_plan, plan) => {
    account.status = plan;
    renderEditor();
    expect(slider('Intensity')).toHaveAttribute('aria-valuenow', '100');
    expect(slider('Intensity')).toHaveAttribute('aria-valuemin', '10');
    expect(slider('Intensity')).toHaveAttribute('aria-valuemax', '100');
    expect(slider('Intensity')).toHaveAttribute('aria-valuetext', '100%');
    expect(slider('Shine')).toHaveAttribute('aria-valuenow', '50');
    expect(slider('Shine')).toHaveAttribute('aria-valuemin', '0');
    expect(slider('Shine')).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByRole('button', { name: 'Reset intensity and shine' })).toBeDisabled();
  });

  it('send nothing from premium while at the defaults', async () => {
    account.status = PREMIUM;
    renderEditor();
    expect(await tryAndGetBody()).toEqual({
      photoId: 'photo-1',
      colorName: jetBlack.name,
      colorValue: jetBlack.color,
    });
  });

  it('move by keyboard, show their values, and are sent with the try-on', async () => {
    account.status = PREMIUM;
    renderEditor();
    await press('Intensity', '{PageDown}{PageDown}{ArrowLeft}');
    await press('Shine', '{ArrowRight}{ArrowUp}{PageUp}');
    expect(slider('Intensity')).toHaveAttribute('aria-valuenow', '79');
    expect(slider('Intensity')).toHaveAttribute('aria-valuetext', '79%');
    expect(slider('Shine')).toHaveAttribute('aria-valuenow', '62');
    const group = screen.getByRole('group', { name: 'Intensity and shine' });
    expect(within(group).getByText('79%')).toBeInTheDocument();
    expect(within(group).getByText('62')).toBeInTheDocument();
    expect(await tryAndGetBody()).toEqual({
      photoId: 'photo-1',
      colorName: jetBlack.name,
      colorValue: jetBlack.color,
      intensity: 79,
      shine: 62,
    });
  });

  it('stop at the ends of their ranges', async () => {
    account.status = PREMIUM;
    renderEditor();
    await press('Intensity', '{Home}{ArrowLeft}');
    await press('Shine', '{End}{ArrowRight}');
    expect(slider('Intensity')).toHaveAttribute('aria-valuenow', '10');
    expect(slider('Shine')).toHaveAttribute('aria-valuenow', '100');
    expect(await tryAndGetBody()).toMatchObject({ intensity: 10, shine: 100 });
  });

  it('go back to the defaults with Reset, which then sends nothing', async () => {
    account.status = PREMIUM;
    renderEditor();
    await press('Shine', '{Home}');
    const reset = screen.getByRole('button', { name: 'Reset intensity and shine' });
    expect(reset).toBeEnabled();
    await userEvent.click(reset);
    expect(slider('Shine')).toHaveAttribute('aria-valuenow', '50');
    expect(reset).toBeDisabled();
    expect(await tryAndGetBody()).not.toHaveProperty('shine');
  });

  it('keep the focus on the Intensity slider after Reset by keyboard (its button is then disabled)', async () => {
    account.status = PREMIUM;
    renderEditor();
    await press('Shine', '{Home}');
    await userEvent.tab();
    const reset = screen.getByRole('button', { name: 'Reset intensity and shine' });
    expect(reset).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reset).toBeDisabled();
    expect(slider('Intensity')).toHaveFocus();
    expect(slider('Shine')).toHaveAttribute('aria-valuenow', '50');
  });

  it('are not sent once the subscription has lapsed, even if they were moved', async () => {
    account.status = PREMIUM;
    const { rerender } = renderEditor();
    await press('Intensity', '{Home}');
    account.status = freeChanges(3);
    rerender();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(await tryAndGetBody()).not.toHaveProperty('intensity');
  });
});

describe('the live preview (premium, WebGL2)', () => {
  /** Whether the editor asked for the photo's preview planes (the hook is always called, enabled or not). */
  const askedForPlanes = () => vi.mocked(usePreviewPlanes).mock.calls.some(([, enabled]) => enabled);

  it('is never asked for by a free device, even with WebGL2', () => {
    webgl2 = true;
    renderEditor();
    expect(vi.mocked(usePreviewPlanes)).toHaveBeenCalledWith(photo.id, false);
    expect(askedForPlanes()).toBe(false);
  });

  it('is asked for by a premium device with WebGL2', () => {
    webgl2 = true;
    account.status = PREMIUM;
    renderEditor();
    expect(askedForPlanes()).toBe(true);
  });

  it('is simply absent without WebGL2: nothing asked, no canvas, and a try-on works as before', async () => {
    account.status = PREMIUM;
    renderEditor();
    expect(askedForPlanes()).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: coloursByCategory('natural')[1]?.name ?? '' }));
    expect(screen.queryByTestId('live-preview')).not.toBeInTheDocument();
    await completeOneTryOn();
    expect(screen.getByAltText('Your photo with the new hair color')).toBeInTheDocument();
  });
});
