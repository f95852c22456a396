import { findShade, type Shade } from '@hairhue/catalogue';
import type { PhotoAppearance } from '@hairhue/contracts';
import type { TryOnTuning } from '@hairhue/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '@/api/client';
import { apiJson } from '@/api/client';
import { drawSalonCard } from '@/features/editor/salon-card/draw-salon-card';
import { SalonCardSheet } from '@/features/editor/salon-card/salon-card-sheet';
import { SAVED_INSTEAD } from '@/features/editor/salon-card/use-salon-card-export';
import { INACTIVE_STATUS } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { saveImageBlob, shareImageBlob } from '@/platform/save-blob';
import { account, PREMIUM } from '../../helpers/subscription';

vi.mock('@/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof ClientModule>()),
  apiJson: vi.fn(),
}));
vi.mock(
  '@/components/paywall/paywall-context',
  async () => (await import('../../helpers/subscription')).paywallModule,
);
vi.mock('@/lib/subscription', async (importOriginal) =>
  (await import('../../helpers/subscription')).subscriptionModule(importOriginal),
);
vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));
vi.mock('@/platform/save-blob', () => ({ saveImageBlob: vi.fn(), shareImageBlob: vi.fn() }));
// jsdom has no canvas; the drawing is looked at in a real browser (e2e/tests/salon-card.spec.ts).
vi.mock('@/features/editor/salon-card/draw-salon-card', () => ({ drawSalonCard: vi.fn() }));

const cardImage = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });

function shade(name: string): Shade {
  const found = findShade(name);
  if (!found) throw new Error(`no shade named ${name}`);
  return found;
}

function answerAppearance(hairLevel: number | null) {
  const appearance: PhotoAppearance = { photoId: 'photo-1', hairLevel, appearance: null, engineVersion: 1 };
  vi.mocked(apiJson).mockImplementation((method, path) =>
    method === 'GET' && path === '/photos/photo-1/appearance'
      ? Promise.resolve(appearance)
      : Promise.reject(new Error(`unexpected ${method} ${path}`)),
  );
}

function renderSheet(forShade: Shade, tuning: TryOnTuning | null = { intensity: 100, shine: 50 }) {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SalonCardSheet
        photoId="photo-1"
        shade={forShade}
        tuning={tuning}
        originalUrl="/files/original.jpg"
        resultUrl="/files/result.jpg"
        open
        onOpenChange={onOpenChange}
      />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const card = () => screen.getByRole('article', { name: 'Salon card' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  vi.clearAllMocks();
  account.status = INACTIVE_STATUS;
  vi.mocked(drawSalonCard).mockResolvedValue(cardImage);
  vi.mocked(saveImageBlob).mockResolvedValue();
});

describe('the salon card sheet', () => {
  it('shows the measured level by its colourist name, the shade’s level, what it takes, the shade and the pair', async () => {
    answerAppearance(3.2);
    renderSheet(shade('Platinum Blonde'));
    expect(await within(card()).findByText('Level 3')).toBeInTheDocument();
    expect(within(card()).getByText('Dark brown')).toBeInTheDocument();
    expect(within(card()).getByText('Level 10')).toBeInTheDocument();
    expect(within(card()).getByText('Lift 7 levels (lightener needed)')).toBeInTheDocument();
    expect(within(card()).getByText(/more than one session/)).toBeInTheDocument();
    expect(within(card()).getByText('Platinum Blonde')).toBeInTheDocument();
    expect(
      within(card()).getByText(`${shade('Platinum Blonde').color.toUpperCase()} · Intensity 100% · Shine 50`),
    ).toBeInTheDocument();
    expect(within(card()).getByAltText('Your original photo')).toHaveAttribute('src', '/files/original.jpg');
    expect(within(card()).getByAltText('Your photo with Platinum Blonde hair')).toHaveAttribute(
      'src',
      '/files/result.jpg',
    );
    expect(within(card()).getByText(/not a prescription/)).toBeInTheDocument();
    expect(within(card()).getByText('Hairhue')).toBeInTheDocument();
  });

  it('says to ask the colourist when the hair level could not be measured, and what the shade takes in general', async () => {
    answerAppearance(null);
    renderSheet(shade('Hot Pink'));
    expect(await within(card()).findByText('Ask your colourist')).toBeInTheDocument();
    expect(within(card()).getByText('Current level')).toBeInTheDocument();
    expect(
      within(card()).getByText('Semi-permanent fashion shade over pre-lightened hair'),
    ).toBeInTheDocument();
    expect(
      within(card()).getByText('Hair darker than level 7 is pre-lightened to level 7–8 first.'),
    ).toBeInTheDocument();
  });

  it("states the try-on's intensity and shine, which a colourist needs to match the look", async () => {
    answerAppearance(5);
    renderSheet(shade('Copper'), { intensity: 70, shine: 85 });
    expect(
      await within(card()).findByText(`${shade('Copper').color.toUpperCase()} · Intensity 70% · Shine 85`),
    ).toBeInTheDocument();
  });

  it('holds Save while the level is measured', () => {
    vi.mocked(apiJson).mockReturnValue(new Promise(() => {}));
    renderSheet(shade('Copper'));
    expect(within(card()).getByText('Measuring…')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('saving the card', () => {
  it("on a free device shows 'Premium required for downloads' and the download paywall, and saves nothing", async () => {
    answerAppearance(6);
    const { onOpenChange } = renderSheet(shade('Copper'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    expect(toast).toHaveBeenCalledWith({ title: 'Premium required for downloads' });
    expect(account.openPaywall).toHaveBeenCalledWith({ trigger: 'download_attempt' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(drawSalonCard).not.toHaveBeenCalled();
    expect(saveImageBlob).not.toHaveBeenCalled();
  });

  it('on a free device Share opens the paywall too', async () => {
    answerAppearance(6);
    renderSheet(shade('Copper'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(account.openPaywall).toHaveBeenCalledWith({ trigger: 'download_attempt' });
    expect(shareImageBlob).not.toHaveBeenCalled();
  });

  it('on a premium device draws the card from the content and the pair, and saves the JPEG under the card’s name', async () => {
    account.status = PREMIUM;
    answerAppearance(6);
    renderSheet(shade('Copper'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await waitFor(() => expect(saveImageBlob).toHaveBeenCalledTimes(1));
    expect(drawSalonCard).toHaveBeenCalledWith(
      expect.objectContaining({
        shadeName: 'Copper',
        currentLevel: 'Level 6',
        currentLevelName: 'Dark blonde',
        headline: 'Deposit only',
      }),
      { before: '/files/original.jpg', after: '/files/result.jpg' },
    );
    const [blob, fileName, colorName] = vi.mocked(saveImageBlob).mock.calls[0] ?? [];
    expect(blob).toBeInstanceOf(Blob);
    expect(blob?.type).toBe('image/jpeg');
    expect(fileName).toMatch(/^hairhue-salon-card-copper-\d+\.jpg$/);
    expect(colorName).toBe('Copper');
    expect(toast).toHaveBeenCalledWith({ title: 'Saved!', description: 'Image saved to photo library' });
    expect(account.openPaywall).not.toHaveBeenCalled();
  });

  it('on a premium device shares the card as a file, or saves it where the browser cannot share files', async () => {
    account.status = PREMIUM;
    answerAppearance(6);
    renderSheet(shade('Copper'));
    await waitFor(() => expect(saveButton()).toBeEnabled());

    vi.mocked(shareImageBlob).mockResolvedValueOnce('file');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(shareImageBlob).toHaveBeenCalledTimes(1));
    expect(vi.mocked(shareImageBlob).mock.calls[0]?.[0]).toBe(cardImage);
    expect(saveImageBlob).not.toHaveBeenCalled();

    vi.mocked(shareImageBlob).mockResolvedValueOnce('unavailable');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(saveImageBlob).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith({ title: 'Saved instead', description: SAVED_INSTEAD });
  });

  it('says saving failed when the card cannot be drawn', async () => {
    account.status = PREMIUM;
    answerAppearance(6);
    vi.mocked(drawSalonCard).mockRejectedValue(new Error('403: could not fetch /files/result.jpg'));
    renderSheet(shade('Copper'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.click(saveButton());
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save image',
        variant: 'destructive',
      }),
    );
    expect(saveImageBlob).not.toHaveBeenCalled();
  });
});
