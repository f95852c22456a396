import { CameraDirection, CameraResultType, CameraSource } from '@capacitor/camera';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateImageFile } from '@/lib/photo-upload';
import { chooseFromGallery, hasSystemCamera, pickPhoto } from '@/platform/camera';
import type * as CapacitorCore from '@capacitor/core';
import type * as CameraModule from '@capacitor/camera';

const platform = vi.hoisted(() => ({ native: true }));
vi.mock('@capacitor/core', async (importOriginal) => {
  const actual = await importOriginal<typeof CapacitorCore>();
  return { ...actual, Capacitor: { ...actual.Capacitor, isNativePlatform: () => platform.native } };
});
const camera = vi.hoisted(() => ({ getPhoto: vi.fn() }));
vi.mock('@capacitor/camera', async (importOriginal) => ({
  ...(await importOriginal<typeof CameraModule>()),
  Camera: camera,
}));

const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const WEB_PATH = 'capacitor://localhost/_capacitor_file_/tmp/photo-1.jpg';

// The shell's file server answers with the photo's bytes (a jsdom Blob, so that File can take it).
beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () => ({ ok: true, status: 200, blob: async () => new Blob([JPEG_BYTES]) }) as Response,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  camera.getPhoto.mockReset();
  platform.native = true;
});

describe('the system camera and photo picker (native app)', () => {
  it('takes a front-camera JPEG at quality 80 within 1280 px and hands it over as camera-photo.jpg', async () => {
    camera.getPhoto.mockResolvedValue({ webPath: WEB_PATH, format: 'jpeg', saved: false });
    const file = await pickPhoto('camera');

    expect(camera.getPhoto).toHaveBeenCalledWith({
      source: CameraSource.Camera,
      direction: CameraDirection.Front,
      resultType: CameraResultType.Uri,
      quality: 80,
      width: 1280,
      height: 1280,
      correctOrientation: true,
      saveToGallery: false,
    });
    expect(fetch).toHaveBeenCalledWith(WEB_PATH);
    if (!(file instanceof File)) throw new Error('no File from the camera');
    expect(file.name).toBe('camera-photo.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(JPEG_BYTES);
    // The upload code takes it as it takes a picked file.
    expect(validateImageFile(file, 'camera')).toBeNull();
  });

  it('picks from the photo library, keeping the format the picker returned', async () => {
    camera.getPhoto.mockResolvedValue({ webPath: WEB_PATH, format: 'png', saved: false });
    const file = await pickPhoto('gallery');
    expect(camera.getPhoto.mock.calls[0]?.[0]).toMatchObject({ source: CameraSource.Photos });
    expect(file?.name).toBe('gallery-photo.png');
    expect(file?.type).toBe('image/png');
  });

  it('resolves null when the person closes the camera without a photo', async () => {
    camera.getPhoto.mockRejectedValue(new Error('User cancelled photos app'));
    await expect(pickPhoto('camera')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects when camera access is denied, so the caller can show its camera error', async () => {
    camera.getPhoto.mockRejectedValue(new Error('User denied access to camera'));
    await expect(pickPhoto('camera')).rejects.toThrow('User denied access to camera');
  });

  it('is what the app uses only inside the native shell', () => {
    expect(hasSystemCamera()).toBe(true);
    platform.native = false;
    expect(hasSystemCamera()).toBe(false);
  });

  it("'Choose from Gallery' hands the picked photo over in the native app, and nothing when cancelled", async () => {
    const input = document.createElement('input');
    const click = vi.spyOn(input, 'click');
    const onFile = vi.fn();
    camera.getPhoto.mockResolvedValueOnce({ webPath: WEB_PATH, format: 'jpeg', saved: false });
    await chooseFromGallery(input, onFile);
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'gallery-photo.jpg' }));

    camera.getPhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
    await chooseFromGallery(input, onFile);
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(click).not.toHaveBeenCalled();
  });

  it("'Choose from Gallery' opens the page's file input on the web", async () => {
    platform.native = false;
    const input = document.createElement('input');
    const click = vi.spyOn(input, 'click');
    const onFile = vi.fn();
    await chooseFromGallery(input, onFile);
    expect(click).toHaveBeenCalledTimes(1);
    expect(camera.getPhoto).not.toHaveBeenCalled();
    expect(onFile).not.toHaveBeenCalled();
  });
});
