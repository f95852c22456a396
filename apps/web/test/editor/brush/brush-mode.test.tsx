import {
  BRUSH_RADIUS,
  HAIR_CORRECTION_LIMITS,
  type HairCorrection,
  type HairStroke,
  type Photo,
} from '@hairhue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { previewPlanesKey } from '@/api/preview-planes';
import { BRUSH_HINT } from '@/features/editor/brush/brush-panel';
import { BRUSH_TEXT } from '@/features/editor/brush/brush-texts';
import { RESET_QUESTION } from '@/features/editor/brush/reset-dialog';
import { Editor } from '@/features/editor/editor';
import { useLoadedPlanes } from '@/features/editor/live-preview/use-loaded-planes';
import type * as SubscriptionModule from '@/lib/subscription';
import { INACTIVE_STATUS } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { installPointerEvents, paint } from '../../helpers/brush-strokes';
import { loadImagesAsPhotos } from '../../helpers/stage-images';

vi.mock('@/api/try-ons', () => ({
  tryOnsKey: ['/hair-color-try-ons'],
  createTryOn: vi.fn(),
  getTryOn: vi.fn(),
  downloadTryOn: vi.fn(),
}));
vi.mock('@/components/paywall/paywall-context', () => ({ usePaywall: () => ({ openPaywall: vi.fn() }) }));
vi.mock('@/lib/subscription', async (importOriginal) => ({
  ...(await importOriginal<typeof SubscriptionModule>()),
  // A free device with its 3 changes: the brush spends none of them.
  useSubscription: () => ({ status: { ...INACTIVE_STATUS, usageRemaining: 3 }, isLoading: false }),
}));
vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));
vi.mock('@/features/editor/live-preview/use-loaded-planes', () => ({
  supportsLivePreview: () => false,
  // Records the strokes the live preview is asked to apply; the worker itself runs in the e2e suite.
  useLoadedPlanes: vi.fn(() => ({ planes: null, newestStrokeWithoutHair: false })),
}));

const photo: Photo = {
  id: 'photo-1',
  originalUrl: '/files/original.jpg',
  objectPath: 'p/1.jpg',
  userId: null,
};
const PATH = `/api/photos/${photo.id}/hair-correction`;
/** The photo's frame on screen: 300×400 CSS pixels, the photo itself 900×1200. */
const FRAME = { width: 300, height: 400 };
const savedStroke: HairStroke = { tool: 'add', radius: BRUSH_RADIUS.small, points: [0.5, 0.1, 0.52, 0.1] };

const correction = (strokes: HairStroke[], revision: number): HairCorrection => ({
  photoId: photo.id,
  strokes,
  revision,
  updatedAt: revision === 0 ? null : '2026-11-25T12:00:00.000Z',
  strokesWithoutHair: [],
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let stored: HairCorrection;
let failPut: number | null = null;

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The three calls of the contract, answered as the server would for this device's photo. */
function serve(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  // The editor's 'Suits you' row reads the photo's appearance on its own; it is not the brush's business.
  if (!url.endsWith('/appearance')) calls.push({ method, url, body });
  if (url !== PATH) return Promise.resolve(reply(404, { error: { code: 'NOT_FOUND' } }));
  if (method === 'PUT') {
    if (failPut !== null) return Promise.resolve(reply(failPut, { error: { code: 'FAILED' } }));
    stored = correction((body as { strokes: HairStroke[] }).strokes, stored.revision + 1);
  }
  if (method === 'DELETE') stored = correction([], stored.revision + 1);
  return Promise.resolve(reply(200, stored));
}

beforeAll(installPointerEvents);

beforeEach(() => {
  vi.clearAllMocks();
  calls = [];
  failPut = null;
  stored = correction([], 0);
  vi.spyOn(globalThis, 'fetch').mockImplementation(serve);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(900);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(1200);
  // jsdom draws nothing; the overlay's drawing is left to the e2e suite.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => vi.restoreAllMocks());

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Editor photo={photo} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  loadImagesAsPhotos();
  return { invalidate };
}

async function openBrush() {
  await userEvent.click(await screen.findByRole('button', { name: 'Fix hair area' }));
  const surface = await screen.findByTestId('brush-surface');
  vi.spyOn(surface, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: FRAME.width, height: FRAME.height }),
  );
  // Painting waits for the saved strokes only to save them; the test waits so that Done is ready.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Done' })).toBeEnabled());
  return surface;
}

const puts = () => calls.filter((call) => call.method === 'PUT');
const brushPanel = () => screen.getByRole('region', { name: 'Fix hair area' });

describe('the touch-up brush', () => {
  it('opens over the photo in place of the picker, with its tools, sizes and a hint', async () => {
    renderEditor();
    await openBrush();
    expect(screen.queryByRole('button', { name: 'Try this hair color' })).not.toBeInTheDocument();
    expect(screen.getByText(BRUSH_HINT)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', url: PATH, body: undefined }]);

    const add = screen.getByRole('button', { name: 'Add hair' });
    const remove = screen.getByRole('button', { name: 'Remove hair' });
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(remove).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(remove);
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveAttribute('aria-pressed', 'false');

    const sizes = within(screen.getByRole('group', { name: 'Brush size' })).getAllByRole('button');
    expect(sizes.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Small brush',
      'Medium brush',
      'Large brush',
    ]);
    expect(screen.getByRole('button', { name: 'Medium brush' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Large brush' }));
    expect(screen.getByRole('button', { name: 'Large brush' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Medium brush' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the size as a ring under the finger, the radius a fraction of the long side', async () => {
    renderEditor();
    const surface = await openBrush();
    await userEvent.click(screen.getByRole('button', { name: 'Large brush' }));
    fireEvent.pointerDown(surface, {
      clientX: 150,
      clientY: 200,
      pointerId: 3,
      pointerType: 'touch',
      button: 0,
    });
    const ring = screen.getByTestId('brush-cursor');
    const diameter = 2 * BRUSH_RADIUS.large * FRAME.height;
    expect(ring.style.width).toBe(`${diameter}px`);
    expect(ring.style.left).toBe(`${150 - diameter / 2}px`);
    fireEvent.pointerUp(surface, { clientX: 150, clientY: 200, pointerId: 3, pointerType: 'touch' });
    expect(screen.queryByTestId('brush-cursor')).not.toBeInTheDocument();
  });

  it('saves the saved strokes and the session’s with Done, then invalidates the preview', async () => {
    stored = correction([savedStroke], 1);
    const { invalidate } = renderEditor();
    const surface = await openBrush();

    await userEvent.click(screen.getByRole('button', { name: 'Large brush' }));
    paint(surface, [
      [30, 40],
      [60, 40],
      [90, 40],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove hair' }));
    await userEvent.click(screen.getByRole('button', { name: 'Small brush' }));
    paint(surface, [[150, 200]]);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toEqual({
      method: 'PUT',
      url: PATH,
      body: {
        strokes: [
          savedStroke,
          // 30 px steps on a 300×400 frame are 0.075 of the long side, past a third of the large radius.
          { tool: 'add', radius: BRUSH_RADIUS.large, points: [0.1, 0.1, 0.2, 0.1, 0.3, 0.1] },
          { tool: 'remove', radius: BRUSH_RADIUS.small, points: [0.5, 0.5] },
        ],
      },
    });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.saved));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: previewPlanesKey(photo.id) });
    // Closed: the picker is back, and no try-on was asked for (no free change spent).
    expect(screen.getByRole('button', { name: 'Try this hair color' })).toBeInTheDocument();
    expect(calls.every((call) => call.url === PATH)).toBe(true);
  });

  it('undoes and redoes strokes of the session before saving', async () => {
    renderEditor();
    const surface = await openBrush();
    const undo = screen.getByRole('button', { name: 'Undo stroke' });
    const redo = screen.getByRole('button', { name: 'Redo stroke' });
    expect(undo).toBeDisabled();
    paint(surface, [[30, 40]]);
    paint(surface, [[60, 80]]);
    await userEvent.click(undo);
    await userEvent.click(undo);
    expect(undo).toBeDisabled();
    await userEvent.click(redo);
    expect(redo).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      strokes: [{ tool: 'add', radius: BRUSH_RADIUS.medium, points: [0.1, 0.1] }],
    });
  });

  it('throws the session away with Cancel: nothing is sent, and the brush opens clean', async () => {
    renderEditor();
    const surface = await openBrush();
    paint(surface, [[30, 40]]);
    expect(screen.getByRole('button', { name: 'Undo stroke' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('brush-surface')).not.toBeInTheDocument();

    await openBrush();
    expect(screen.getByRole('button', { name: 'Undo stroke' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('brush-surface')).not.toBeInTheDocument();
    expect(puts()).toEqual([]);
  });

  it('resets to automatic with DELETE at once when nothing is saved', async () => {
    renderEditor();
    await openBrush();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to automatic' }));
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', url: PATH, body: undefined }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.reset));
  });

  it('asks before resetting saved strokes, and sends DELETE only when confirmed', async () => {
    stored = correction([savedStroke], 3);
    renderEditor();
    await openBrush();
    await userEvent.click(screen.getByRole('button', { name: 'Reset to automatic' }));
    const dialog = await screen.findByRole('alertdialog', { name: RESET_QUESTION });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    // Found again once the dialog has gone (it hides the rest of the screen while it is open).
    await userEvent.click(await screen.findByRole('button', { name: 'Reset to automatic' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: RESET_QUESTION })).getByRole('button', {
        name: 'Reset',
      }),
    );
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', url: PATH, body: undefined }));
    expect(stored.strokes).toEqual([]);
    // Opened again, the brush starts from the automatic area: Done sends only what is painted now.
    const surface = await openBrush();
    paint(surface, [[150, 200]]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      strokes: [{ tool: 'add', radius: BRUSH_RADIUS.medium, points: [0.5, 0.5] }],
    });
  });

  it('keeps the strokes and says so when the save fails, and saves them on the next Done', async () => {
    failPut = 500;
    renderEditor();
    const surface = await openBrush();
    paint(surface, [[30, 40]]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...BRUSH_TEXT.saveFailed, variant: 'destructive' }),
    );
    expect(brushPanel()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo stroke' })).toBeEnabled();

    failPut = 413;
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ ...BRUSH_TEXT.tooLarge, variant: 'destructive' }),
    );

    failPut = null;
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.saved));
    expect(puts().map((call) => call.body)).toEqual(
      Array.from({ length: 3 }, () => ({
        strokes: [{ tool: 'add', radius: BRUSH_RADIUS.medium, points: [0.1, 0.1] }],
      })),
    );
    expect(stored.revision).toBe(1);
  });

  it('saves nothing while the saved strokes could not be loaded, and says why', async () => {
    vi.mocked(globalThis.fetch).mockImplementation(() => Promise.resolve(reply(500, {})));
    renderEditor();
    await userEvent.click(await screen.findByRole('button', { name: 'Fix hair area' }));
    expect(await screen.findByText(BRUSH_TEXT.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset to automatic' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('says so politely near the limit, and paints no stroke past it', async () => {
    const { maxStrokes } = HAIR_CORRECTION_LIMITS;
    stored = correction(
      Array.from({ length: maxStrokes - 1 }, () => savedStroke),
      1,
    );
    renderEditor();
    const surface = await openBrush();
    expect(screen.getByText(BRUSH_TEXT.limit.nearly)).toBeInTheDocument();
    paint(surface, [[30, 40]]);
    expect(screen.getByText(BRUSH_TEXT.limit.full)).toBeInTheDocument();
    paint(surface, [[60, 80]]);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((puts()[0]?.body as { strokes: HairStroke[] }).strokes).toHaveLength(maxStrokes);
  });

  it('says so when the newest stroke adds nothing, as nothing under it looks like hair', async () => {
    renderEditor();
    const surface = await openBrush();
    expect(screen.queryByText(BRUSH_TEXT.withoutHair)).not.toBeInTheDocument();
    // The live preview's worker finds that the stroke on the wall adds nothing (corrected-layer.test.ts).
    vi.mocked(useLoadedPlanes).mockReturnValue({ planes: null, newestStrokeWithoutHair: true });
    paint(surface, [
      [250, 40],
      [250, 120],
    ]);
    expect(within(brushPanel()).getByRole('status')).toHaveTextContent(BRUSH_TEXT.withoutHair);
    vi.mocked(useLoadedPlanes).mockReturnValue({ planes: null, newestStrokeWithoutHair: false });
    await userEvent.click(screen.getByRole('button', { name: 'Undo stroke' }));
    expect(screen.queryByText(BRUSH_TEXT.withoutHair)).not.toBeInTheDocument();
  });

  it('moves focus to the sheet when the brush opens, and back to its entry when it closes', async () => {
    renderEditor();
    await openBrush();
    expect(screen.getByRole('heading', { name: 'Fix hair area' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Fix hair area' })).toHaveFocus();
  });

  it('closes with Escape as with Cancel, focus back on its entry, and not while the reset is asked', async () => {
    stored = correction([savedStroke], 1);
    renderEditor();
    const surface = await openBrush();
    paint(surface, [[30, 40]]);
    await userEvent.click(screen.getByRole('button', { name: 'Reset to automatic' }));
    await screen.findByRole('alertdialog', { name: RESET_QUESTION });
    // The question's Escape closes the question only.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(brushPanel()).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Fix hair area' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('brush-surface')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fix hair area' })).toHaveFocus();
    expect(puts()).toEqual([]);
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it("hands the live preview the strokes its analysis lacks: the session's, then those just saved", async () => {
    stored = correction([savedStroke], 1);
    renderEditor();
    const strokesAsked = () => vi.mocked(useLoadedPlanes).mock.calls.at(-1)?.[1];
    expect(strokesAsked()).toBeNull();
    const surface = await openBrush();
    expect(strokesAsked()).toBeNull();

    // While the finger is down, the stroke being painted is included.
    fireEvent.pointerDown(surface, {
      clientX: 30,
      clientY: 40,
      pointerId: 2,
      pointerType: 'touch',
      button: 0,
    });
    const dab = { tool: 'add', radius: BRUSH_RADIUS.medium, points: [0.1, 0.1] };
    expect(strokesAsked()).toEqual([dab]);
    fireEvent.pointerUp(surface, { clientX: 30, clientY: 40, pointerId: 2, pointerType: 'touch' });
    expect(strokesAsked()).toEqual([dab]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(strokesAsked()).toBeNull();

    paint(await openBrush(), [[150, 200]]);
    const second = { tool: 'add', radius: BRUSH_RADIUS.medium, points: [0.5, 0.5] };
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(BRUSH_TEXT.saved));
    // Until the preview loads the analysis that holds them.
    expect(strokesAsked()).toEqual([second]);
  });
});
