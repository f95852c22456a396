import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ResultViewer } from '@/features/dice-roll/result-viewer';

const mocks = vi.hoisted(() => ({ saveImage: vi.fn(), shareImage: vi.fn(), toast: vi.fn() }));
vi.mock('@/platform/save-image', () => ({ saveImage: mocks.saveImage, shareImage: mocks.shareImage }));
vi.mock('@/lib/toast-store', () => ({ toast: mocks.toast }));

beforeAll(() => {
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
    render(<ResultViewer results={results} startIndex={1} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Copper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save All Completed (3)' })).toBeInTheDocument();
  });

  it("saves the shown image with 'Save This Image'", async () => {
    mocks.saveImage.mockResolvedValue(undefined);
    render(<ResultViewer results={results} startIndex={2} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save This Image' }));
    expect(mocks.saveImage).toHaveBeenCalledWith('/r3.jpg', 'Lavender');
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Saved!',
      description: 'Image saved to photo library',
    });
  });

  it('saves every completed result with Save All Completed', async () => {
    mocks.saveImage.mockResolvedValue(undefined);
    render(<ResultViewer results={results} startIndex={0} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save All Completed (3)' }));
    await vi.waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Batch save complete!',
        description: 'Saved 3 of 3 images to photo library',
      }),
    );
    expect(mocks.saveImage).toHaveBeenCalledTimes(3);
  });

  it('hides Share This Image where the browser cannot share', () => {
    render(<ResultViewer results={results} startIndex={0} onClose={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Share This Image' })).not.toBeInTheDocument();
  });

  it('offers Share This Image where the browser can share', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: vi.fn() }));
    mocks.shareImage.mockResolvedValue(true);
    render(<ResultViewer results={results} startIndex={0} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share This Image' }));
    expect(mocks.shareImage).toHaveBeenCalledWith('/r1.jpg', 'Rose Gold');
    vi.unstubAllGlobals();
  });
});
