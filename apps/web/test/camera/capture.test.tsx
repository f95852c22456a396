import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraPage } from '@/features/camera/camera-page';
import { captureFrame, coverCrop } from '@/features/camera/use-camera-stream';
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

  it('encodes what the preview showed as a JPEG at quality 0.8: its cover crop, never mirrored', async () => {
    const context = { translate: vi.fn(), scale: vi.fn(), setTransform: vi.fn(), drawImage: vi.fn() };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    let size = { width: 0, height: 0 };
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done: BlobCallback,
    ) {
      size = { width: this.width, height: this.height };
      done(frame);
    });
    const video = document.createElement('video');
    Object.defineProperty(video, 'videoWidth', { value: 1280 });
    Object.defineProperty(video, 'videoHeight', { value: 720 });
    // A portrait preview, 360×600 on screen, of the landscape frame.
    Object.defineProperty(video, 'clientWidth', { value: 360 });
    Object.defineProperty(video, 'clientHeight', { value: 600 });

    await expect(captureFrame(video)).resolves.toBe(frame);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.8);
    expect(size).toEqual({ width: 432, height: 720 });
    expect(context.drawImage).toHaveBeenCalledWith(video, 424, 0, 432, 720, 0, 0, 432, 720);
    expect(context.scale).not.toHaveBeenCalled();
    expect(context.translate).not.toHaveBeenCalled();
  });

  it('crops like object-fit: cover for any preview shape', () => {
    expect(coverCrop(1280, 720, 360, 600)).toEqual({ x: 424, y: 0, width: 432, height: 720 });
    expect(coverCrop(1280, 720, 1600, 600)).toEqual({ x: 0, y: 120, width: 1280, height: 480 });
    expect(coverCrop(720, 1280, 390, 650)).toEqual({ x: 0, y: 40, width: 720, height: 1200 });
    expect(coverCrop(1280, 720, 0, 0)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
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
