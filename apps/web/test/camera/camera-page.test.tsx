import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraPage } from '@/features/camera/camera-page';
import { renderWithApp } from '../home/render';

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('@/lib/toast-store', () => ({ toast }));

const track = { stop: vi.fn() };
const stream = { getTracks: () => [track] } as unknown as MediaStream;

function fakeCamera(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia) },
  });
  return navigator.mediaDevices.getUserMedia as ReturnType<typeof vi.fn>;
}
const pick = (file: File) =>
  fireEvent.change(screen.getByTestId('camera-gallery-input'), { target: { files: [file] } });

describe('CameraPage', () => {
  beforeEach(() => {
    toast.mockReset();
    track.stop.mockReset();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for the front camera at 1280×720 first and stops every track when left', async () => {
    const getUserMedia = fakeCamera(() => Promise.resolve(stream));
    const view = renderWithApp(<CameraPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture photo' })).toBeEnabled());
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('restarts the camera facing the other way when switched', async () => {
    const getUserMedia = fakeCamera(() => Promise.resolve(stream));
    renderWithApp(<CameraPage />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture photo' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Switch camera' }));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
    expect(getUserMedia.mock.calls[1][0].video.facingMode).toBe('environment');
    expect(track.stop).toHaveBeenCalled();
  });

  it("shows 'Camera Error' when the camera cannot be opened", async () => {
    fakeCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderWithApp(<CameraPage />);
    expect(await screen.findByRole('heading', { name: 'Camera Error' })).toBeInTheDocument();
    expect(screen.getByText('Unable to access camera. Please check permissions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose from Gallery' })).toBeInTheDocument();
  });

  it('rejects gallery files with the camera wording', async () => {
    fakeCamera(() => Promise.reject(new Error('no camera')));
    renderWithApp(<CameraPage />);
    await screen.findByRole('heading', { name: 'Camera Error' });
    pick(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Invalid file type',
      description: 'Only image files are allowed',
    });
    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    pick(huge);
    expect(toast).toHaveBeenLastCalledWith({
      title: 'File too large',
      description: 'Maximum file size is 10MB',
    });
  });

  it('goes back home from the back button', async () => {
    fakeCamera(() => Promise.reject(new Error('no camera')));
    renderWithApp(<CameraPage />, '/camera');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
