import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraPage } from '@/features/camera/camera-page';
import { captureFrame } from '@/features/camera/use-camera-stream';
import { renderWithApp } from '../home/render';

const { uploadPhoto, frame } = vi.hoisted(() => ({
  uploadPhoto: vi.fn(),
  frame: new Blob(['jpeg'], { type: 'image/jpeg' }),
}));
vi.mock('@/api/upload-photo', () => ({ uploadPhoto }));

const { createObjectURL, revokeObjectURL } = URL;

describe('capturing', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('encodes the frame as a JPEG at quality 0.8, mirrored for the front camera', async () => {
    const context = { translate: vi.fn(), scale: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done: BlobCallback) => done(frame));
    const video = document.createElement('video');
    Object.defineProperty(video, 'videoWidth', { value: 1280 });
    Object.defineProperty(video, 'videoHeight', { value: 720 });

    await expect(captureFrame(video, true)).resolves.toBe(frame);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(context.scale).toHaveBeenCalledWith(-1, 1);
  });

  it("Use Photo uploads 'camera-photo.jpg' directly and opens the editor", async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.resolve({ getTracks: () => [] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      drawImage: vi.fn(),
      translate: vi.fn(),
      scale: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done: BlobCallback) => done(frame));
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
    URL.createObjectURL = vi.fn(() => 'blob:capture');
    URL.revokeObjectURL = vi.fn();
    uploadPhoto.mockResolvedValue({ photo: { id: 'photo-7' }, secureUrl: '', publicId: '' });

    renderWithApp(<CameraPage />, '/camera');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capture photo' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Capture photo' }));
    await userEvent.click(await screen.findByRole('button', { name: /Use Photo/ }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hair-color/photo-7'));
    expect(uploadPhoto).toHaveBeenCalledWith(frame, 'camera-photo.jpg');
  });
});
