import { rankShadesFor, withSkinToneChoice, type Shade } from '@hairhue/catalogue';
import type { PhotoAppearance, SkinToneChoice } from '@hairhue/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authToken } from '@/api/client';
import { photoAppearanceKey } from '@/api/photo-appearance';
import { createQueryClient } from '@/app/query-client';
import { ColourPicker } from '@/features/editor/colour-picker';
import { INITIAL_PICKER, type PickerState } from '@/lib/picker-tabs';
import { SUITS_YOU_HIDDEN_KEY } from '@/features/editor/suits-you-visibility';

const PHOTO_ID = '0b6f8a2e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';
const WARM: NonNullable<PhotoAppearance['appearance']> = {
  skinIta: 40,
  skinLightness: 66,
  undertone: 'warm',
  contrast: 30,
  hairLevel: 5,
  hairLightness: 36,
  confidence: 'high',
};
const MEASURED: PhotoAppearance = { photoId: PHOTO_ID, hairLevel: 5, appearance: WARM, engineVersion: 3 };
const TOP_TEN = rankShadesFor(WARM)
  .ranked.slice(0, 10)
  .map(({ shade }) => shade);

function answer(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status }));
}

function renderPicker(onChange: (picker: PickerState) => void = () => {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ColourPicker
        photoId={PHOTO_ID}
        picker={INITIAL_PICKER}
        onChange={onChange}
        busy={false}
        onTry={() => {}}
      />
    </QueryClientProvider>,
  );
}

const suitsRow = () => screen.findByRole('radiogroup', { name: 'Shades that suit you' });

beforeEach(() => {
  localStorage.clear();
  authToken.set('token-123');
});
afterEach(() => vi.restoreAllMocks());

describe("the 'Suits you' row", () => {
  it("asks for the photo's appearance with the token, keyed by the path's segments", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(MEASURED));
    renderPicker();
    await suitsRow();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/photos/${PHOTO_ID}/appearance`);
    expect(init?.headers).toMatchObject({ Authorization: 'bearer token-123' });
    expect(photoAppearanceKey(PHOTO_ID)).toEqual(['/photos', PHOTO_ID, 'appearance']);
  });

  it('leads the picker with the reason in plain words and the ten best-ranked shades', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(MEASURED));
    renderPicker();
    const row = await suitsRow();
    expect(screen.getByRole('heading', { name: 'Suits you' })).toBeInTheDocument();
    expect(
      screen.getByText('Warm undertone: golden, copper and honey shades flatter you'),
    ).toBeInTheDocument();
    const swatches = within(row).getAllByRole('radio');
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual(
      TOP_TEN.map((shade) => `${shade.name}, suits you`),
    );
    // Above the tabs: the row comes first in the picker.
    const tabs = screen.getByRole('tablist', { name: 'Color groups' });
    expect(row.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('selects a shade like any other swatch (the editor then previews and tries it)', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(MEASURED));
    const onChange = vi.fn();
    renderPicker(onChange);
    const [, second] = TOP_TEN as [Shade, Shade];
    await userEvent.click(within(await suitsRow()).getByRole('radio', { name: `${second.name}, suits you` }));
    expect(onChange).toHaveBeenCalledWith({ tab: INITIAL_PICKER.tab, selected: second });
  });

  it("hides on 'Hide', remembered on the device, and comes back from 'Show shades that suit you'", async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => answer(MEASURED));
    const { unmount } = renderPicker();
    await suitsRow();
    await userEvent.click(screen.getByRole('button', { name: 'Hide shades that suit you' }));
    expect(screen.queryByRole('radiogroup', { name: 'Shades that suit you' })).not.toBeInTheDocument();
    expect(localStorage.getItem(SUITS_YOU_HIDDEN_KEY)).toBe('true');
    unmount();

    // The next editor opens with the row hidden.
    renderPicker();
    const show = await screen.findByRole('button', { name: 'Show shades that suit you' });
    expect(screen.queryByRole('radiogroup', { name: 'Shades that suit you' })).not.toBeInTheDocument();
    await userEvent.click(show);
    expect(await suitsRow()).toBeInTheDocument();
    expect(localStorage.getItem(SUITS_YOU_HIDDEN_KEY)).toBeNull();
  });

  it('shows nothing, not even the way to bring it back, when no face was measured', async () => {
    localStorage.setItem(SUITS_YOU_HIDDEN_KEY, 'true');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => answer({ ...MEASURED, appearance: null }));
    renderPicker();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Suits you')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show shades that suit you' })).not.toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Color groups' })).toBeInTheDocument();
  });

  it('shows nothing while the photo is being measured', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    renderPicker();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Suits you')).not.toBeInTheDocument();
  });
});

/** A server for the row: the photo's appearance, and the device's skin tone as it is saved and reset. */
function serve(appearance: PhotoAppearance, saved: SkinToneChoice | null = null) {
  let choice = saved;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/device/skin-tone') {
      if (method === 'PUT') choice = body as SkinToneChoice;
      if (method === 'DELETE') choice = null;
      return answer({ choice });
    }
    return answer(appearance);
  });
  return { fetch, calls };
}

describe("'Suits you' unsure, and 'Not right?'", () => {
  const UNSURE: PhotoAppearance = { ...MEASURED, appearance: { ...WARM, confidence: 'low' } };

  it('says plainly that the skin tone could not be read, ranks nothing, and offers the picker', async () => {
    serve(UNSURE);
    renderPicker();
    expect(await screen.findByText("We couldn't read your skin tone well in this photo")).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Shades that suit you' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pick your skin tone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your skin tone' });
    expect(within(dialog).getAllByRole('button', { name: /^Depth \d of 6$/ })).toHaveLength(6);
    expect(within(dialog).getByRole('button', { name: 'Use this skin tone' })).toBeDisabled();
  });

  it('saves the picked depth and undertone for the device, and ranks by them', async () => {
    const { calls } = serve(MEASURED);
    renderPicker();
    await suitsRow();
    await userEvent.click(screen.getByRole('button', { name: 'Not right?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your skin tone' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depth 6 of 6' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cool' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this skin tone' }));

    expect(calls).toContainEqual({
      method: 'PUT',
      url: '/api/device/skin-tone',
      body: { depth: 6, undertone: 'cool' },
    });
    const chosen = rankShadesFor(withSkinToneChoice(WARM, { depth: 6, undertone: 'cool' }));
    expect(await screen.findByText(chosen.reason)).toBeInTheDocument();
    const swatches = within(await suitsRow()).getAllByRole('radio');
    expect(swatches.map((swatch) => swatch.getAttribute('aria-label'))).toEqual(
      chosen.ranked.slice(0, 10).map(({ shade }) => `${shade.name}, suits you`),
    );
  });

  it("uses a choice saved before, also on a photo read unsure, and 'Measure from my photo' resets it", async () => {
    const { calls } = serve(UNSURE, { depth: 2, undertone: 'warm' });
    renderPicker();
    const chosen = rankShadesFor(withSkinToneChoice(WARM, { depth: 2, undertone: 'warm' }));
    expect(await screen.findByText(chosen.reason)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not right?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your skin tone' });
    expect(within(dialog).getByRole('button', { name: 'Depth 2 of 6' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Measure from my photo' }));
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/device/skin-tone', body: undefined });
    expect(await screen.findByText("We couldn't read your skin tone well in this photo")).toBeInTheDocument();
  });
});
