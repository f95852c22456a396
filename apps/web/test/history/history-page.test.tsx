import type { HairColorTryOn } from '@hairhue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadTryOn, useDeleteTryOns, useTryOns } from '@/api/try-ons';
import { HistoryPage } from '@/features/history/history-page';
import type * as Subscription from '@/lib/subscription';
import { INACTIVE_STATUS, useSubscription } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { saveImage } from '@/platform/save-image';

vi.mock('@/api/try-ons', () => ({
  tryOnsKey: ['/hair-color-try-ons'],
  useTryOns: vi.fn(),
  useDeleteTryOns: vi.fn(),
  downloadTryOn: vi.fn(),
}));
vi.mock('@/lib/subscription', async (original) => ({
  ...(await original<typeof Subscription>()),
  useSubscription: vi.fn(),
}));
const openPaywall = vi.fn();
vi.mock('@/components/paywall/paywall-context', () => ({
  usePaywall: () => ({ openPaywall, isPaywallOpen: false }),
}));
vi.mock('@/platform/save-image', () => ({ saveImage: vi.fn() }));
vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

const mutateAsync = vi.fn();
/**
 * The tests' clock: the page groups entries by day, so entries made a few minutes before a real clock that
 * has just passed midnight would be 'Yesterday's. Date alone is faked (at local noon); timers stay real.
 */
const NOW = new Date(2026, 5, 15, 12, 0, 0);

function tryOn(
  id: string,
  colorName: string,
  minutesAgo: number,
  status: HairColorTryOn['status'] = 'completed',
) {
  return {
    id,
    photoId: 'photo',
    status,
    resultUrl: status === 'completed' ? `/files/${id}.jpg` : null,
    colorName,
    colorValue: '#b0562b',
    createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    intensity: 100,
    shine: 50,
  } satisfies HairColorTryOn;
}

const ENTRIES = [
  tryOn('1', 'Copper', 1),
  tryOn('2', 'Jet Black', 2),
  tryOn('3', 'Rose Gold', 3, 'processing'),
];

function showList(data: HairColorTryOn[] | undefined, isLoading = false) {
  vi.mocked(useTryOns).mockReturnValue({ data, isLoading } as ReturnType<typeof useTryOns>);
}

function setPremium(isActive: boolean) {
  vi.mocked(useSubscription).mockReturnValue({ status: { ...INACTIVE_STATUS, isActive }, isLoading: false });
}

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/try-on-history']}>
        <HistoryPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tile = (name: RegExp) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.clearAllMocks();
  mutateAsync.mockResolvedValue([]);
  vi.mocked(useDeleteTryOns).mockReturnValue({ mutateAsync, isPending: false } as unknown as ReturnType<
    typeof useDeleteTryOns
  >);
  showList(ENTRIES);
  setPremium(false);
});

afterEach(() => vi.useRealTimers());

describe('HistoryPage', () => {
  it("shows 'Loading your transformations...' while the list loads", () => {
    showList(undefined, true);
    renderPage();
    expect(screen.getByText('Loading your transformations...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it('shows the empty state with Get Started when there are no try-ons', () => {
    showList([]);
    renderPage();
    expect(screen.getByText('No transformations yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start by uploading a photo and trying different hair colors'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  it("shows the title, the count and today's entries under 'Today'", () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('3 changes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByText('Processing...')).toBeInTheDocument();
  });

  it("enters selection mode from Select, counts '{n} Selected' and toggles entries on tap", () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('heading', { level: 1, name: '0 Selected' })).toBeInTheDocument();
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(tile(/^Jet Black/));
    expect(screen.getByRole('heading', { level: 1, name: '2 Selected' })).toBeInTheDocument();
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    fireEvent.click(tile(/^Copper/));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('starts selection mode with the entry selected after a 500 ms touch press', () => {
    vi.useFakeTimers();
    renderPage();
    fireEvent.pointerDown(tile(/^Jet Black/), { pointerType: 'touch', clientX: 5, clientY: 5 });
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByText('1 selected')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(tile(/^Jet Black/)).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves selection mode from the back button without navigating', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel selection' }));
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
  });

  it('does nothing on delete with zero selected', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('asks before deleting, deletes the selected ids and leaves selection mode', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(tile(/^Rose Gold/));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete 2 selected transformations?' });
    expect(mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Success',
        description: 'Selected transformations deleted',
      }),
    );
    expect(mutateAsync).toHaveBeenCalledWith(['1', '3']);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
  });

  it("says 'Error' / 'Failed to delete transformations' as a plain toast when a delete fails and keeps the selection", async () => {
    mutateAsync.mockRejectedValue(new Error('500: boom'));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to delete transformations',
      }),
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('opens the preview of a finished entry and gates Save behind premium', () => {
    renderPage();
    fireEvent.click(tile(/^Copper/));
    const dialog = screen.getByRole('dialog', { name: 'Copper' });
    expect(dialog).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(toast).toHaveBeenCalledWith({ title: 'Premium required for downloads' });
    expect(openPaywall).toHaveBeenCalledWith({ trigger: 'download_attempt' });
    expect(downloadTryOn).not.toHaveBeenCalled();
  });

  it('shows the intensity and shine of a tuned entry on its tile and in its preview, and none for the others', () => {
    showList([{ ...tryOn('4', 'Teal', 1), intensity: 80, shine: 60 }, tryOn('5', 'Copper', 2)]);
    renderPage();
    const tuned = tile(/^Teal/);
    expect(tuned).toHaveTextContent('Intensity 80% · Shine 60');
    expect(tuned).toHaveAccessibleName(/^Teal, Intensity 80% · Shine 60, /);
    expect(tile(/^Copper/)).not.toHaveTextContent(/Intensity|Shine/);

    fireEvent.click(tuned);
    const dialog = screen.getByRole('dialog', { name: 'Teal' });
    expect(within(dialog).getByText('Intensity 80% · Shine 60')).toBeInTheDocument();
  });

  it('shows no tuning in the preview of an entry at the defaults', () => {
    renderPage();
    fireEvent.click(tile(/^Copper/));
    expect(screen.getByRole('dialog', { name: 'Copper' })).not.toHaveTextContent(/Intensity|Shine/);
  });

  it('does not open a preview for an entry still processing', () => {
    renderPage();
    fireEvent.click(tile(/^Rose Gold/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("saves the full-resolution result for a premium user and says 'Saved!'", async () => {
    setPremium(true);
    vi.mocked(downloadTryOn).mockResolvedValue({ url: '/files/full.jpg', fileName: 'x.jpg', expiresAt: '' });
    renderPage();
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Saved!', description: 'Image saved to photo library' }),
    );
    expect(downloadTryOn).toHaveBeenCalledWith('1');
    expect(saveImage).toHaveBeenCalledWith('/files/full.jpg', 'Copper');
  });

  it("says 'Failed to save image' when saving fails", async () => {
    setPremium(true);
    vi.mocked(downloadTryOn).mockRejectedValue(new Error('409: not ready'));
    renderPage();
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save image',
        variant: 'destructive',
      }),
    );
  });

  it('gates batch save behind premium and keeps the selection', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(screen.getByRole('button', { name: 'Save selected' }));
    expect(openPaywall).toHaveBeenCalledWith({ trigger: 'download_attempt' });
    expect(downloadTryOn).not.toHaveBeenCalled();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('batch-saves the completed selected entries, reports the count and leaves selection mode', async () => {
    setPremium(true);
    vi.mocked(downloadTryOn).mockResolvedValue({ url: '/files/full.jpg', fileName: 'x.jpg', expiresAt: '' });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Select' }));
    fireEvent.click(tile(/^Copper/));
    fireEvent.click(tile(/^Jet Black/));
    fireEvent.click(tile(/^Rose Gold/));
    fireEvent.click(screen.getByRole('button', { name: 'Save selected' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Batch save complete!',
        description: 'Saved 2 of 2 images to photo library',
      }),
    );
    expect(saveImage).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument();
  });
});
