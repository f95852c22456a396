import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '@/features/home/home-page';
import { renderWithApp, stubIntersectionObserver } from './render';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('@/lib/toast-store', () => ({ toast }));
vi.mock('@/api/try-ons', () => ({ useTryOns: () => ({ isPending: false, data: [] }) }));
vi.mock('@/api/demo-photos', () => ({ useDemoPhotos: () => ({ data: [] }) }));

const textFile = () => new File(['hello'], 'notes.txt', { type: 'text/plain' });
const hugeImage = () => {
  const file = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: 10 * 1024 * 1024 + 1 });
  return file;
};
const pick = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

describe('Home upload validation', () => {
  beforeEach(() => {
    toast.mockReset();
    stubIntersectionObserver();
  });

  it('the upload card rejects a non-image with the page wording', () => {
    renderWithApp(<HomePage />);
    pick(screen.getByTestId('gallery-input'), textFile());
    expect(toast).toHaveBeenCalledWith({
      title: 'Invalid file type',
      description: 'Only images are allowed',
    });
  });

  it('the upload card rejects a file over 10 MB with the page wording', () => {
    renderWithApp(<HomePage />);
    pick(screen.getByTestId('gallery-input'), hugeImage());
    expect(toast).toHaveBeenCalledWith({ title: 'File too large', description: 'Maximum 10MB allowed' });
  });

  it("the 'Add Photo' dialog uses the dialog wording", async () => {
    localStorage.setItem('home-active-tab', 'recent');
    renderWithApp(<HomePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Photo' });
    for (const tip of ['Good lighting', 'Face the camera', 'Hair visible', 'Max 10MB']) {
      expect(within(dialog).getByText(tip)).toBeInTheDocument();
    }
    pick(within(dialog).getByTestId('gallery-input'), textFile());
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Invalid file type',
      description: 'Only image files are allowed',
    });
    pick(within(dialog).getByTestId('gallery-input'), hugeImage());
    expect(toast).toHaveBeenLastCalledWith({
      title: 'File too large',
      description: 'Maximum file size is 10MB',
    });
  });

  it("the dialog's Take Photo opens the camera", async () => {
    localStorage.setItem('home-active-tab', 'recent');
    renderWithApp(<HomePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Photo' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /Take Photo/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/camera');
  });
});
