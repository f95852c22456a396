import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultViewer } from '@/features/dice-roll/result-viewer';
import { CANNOT_SHARE, LINK_COPIED, SAVED_INSTEAD } from '@/features/dice-roll/share-result';

const mocks = vi.hoisted(() => ({
  saveImage: vi.fn(),
  shareImage: vi.fn(),
  copyImageLink: vi.fn(),
  toast: vi.fn(),
}));
vi.mock('@/platform/save-image', () => ({
  saveImage: mocks.saveImage,
  shareImage: mocks.shareImage,
  copyImageLink: mocks.copyImageLink,
}));
vi.mock('@/lib/toast-store', () => ({ toast: mocks.toast }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

beforeEach(() => {
  // jsdom has no layout observers; the carousel only needs them to exist.
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
});

afterEach(() => vi.clearAllMocks());

const results = [
  { url: '/r1.jpg', colorName: 'Rose Gold', color: '#b76e79' },
  { url: '/r2.jpg', colorName: 'Copper', color: '#b87333' },
  { url: '/r3.jpg', colorName: 'Lavender', color: '#b57edc' },
];

describe('ResultViewer', () => {
  it("opens at the tapped result, titled with its colour, and counts 'Save All Completed (n)'", () => {
    render(<ResultViewer results={results} startIndex={1} canDownload onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Copper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save All Completed (3)' })).toBeInTheDocument();
  });

  it("saves the shown image with 'Save This Image'", async () => {
    mocks.saveImage.mockResolvedValue(undefined);
    render(<ResultViewer results={results} startIndex={2} canDownload onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save This Image' }));
    expect(mocks.saveImage).toHaveBeenCalledWith('/r3.jpg', 'Lavender');
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Saved!',
      description: 'Image saved to photo library',
    });
  });

  it('saves every completed result with Save All Completed', async () => {
    mocks.saveImage.mockResolvedValue(undefined);
    render(<ResultViewer results={results} startIndex={0} canDownload onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save All Completed (3)' }));
    await vi.waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Batch save complete!',
        description: 'Saved 3 of 3 images to photo library',
      }),
    );
    expect(mocks.saveImage).toHaveBeenCalledTimes(3);
  });

  it('shares the shown image through the share sheet where the browser has one, without a toast', async () => {
    mocks.shareImage.mockResolvedValue('file');
    render(<ResultViewer results={results} startIndex={0} canDownload onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share This Image' }));
    expect(mocks.shareImage).toHaveBeenCalledWith('/r1.jpg', 'Rose Gold');
    expect(mocks.saveImage).not.toHaveBeenCalled();
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('keeps Share This Image without the Web Share API: premium saves the image instead and says so', async () => {
    mocks.shareImage.mockResolvedValue('unavailable');
    mocks.saveImage.mockResolvedValue(undefined);
    render(<ResultViewer results={results} startIndex={1} canDownload onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share This Image' }));
    expect(mocks.saveImage).toHaveBeenCalledWith('/r2.jpg', 'Copper');
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Saved instead', description: SAVED_INSTEAD });
    expect(mocks.copyImageLink).not.toHaveBeenCalled();
  });

  it('copies a link instead where it can neither share nor download, and says so', async () => {
    mocks.shareImage.mockResolvedValue('unavailable');
    mocks.copyImageLink.mockResolvedValue(true);
    render(<ResultViewer results={results} startIndex={2} canDownload={false} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share This Image' }));
    expect(mocks.copyImageLink).toHaveBeenCalledWith('/r3.jpg');
    expect(mocks.saveImage).not.toHaveBeenCalled();
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Link copied', description: LINK_COPIED });
  });

  it('falls back when the share sheet fails, but not when it is cancelled', async () => {
    mocks.shareImage.mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
    render(<ResultViewer results={results} startIndex={0} canDownload={false} onClose={() => {}} />);
    const share = screen.getByRole('button', { name: 'Share This Image' });
    await userEvent.click(share);
    expect(mocks.copyImageLink).not.toHaveBeenCalled();
    expect(mocks.toast).not.toHaveBeenCalled();

    mocks.shareImage.mockRejectedValueOnce(new DOMException('no activation', 'NotAllowedError'));
    mocks.copyImageLink.mockResolvedValue(false);
    await userEvent.click(share);
    expect(mocks.toast).toHaveBeenCalledWith({ title: 'Sharing not available', description: CANNOT_SHARE });
  });
});
