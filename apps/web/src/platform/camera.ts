import { Camera, CameraDirection, CameraResultType, CameraSource, type Photo } from '@capacitor/camera';
import { isNativeApp } from './native';

/** SPEC §5: a capture is a JPEG at quality 0.8 named camera-photo.jpg. */
export const CAPTURE_FILE_NAME = 'camera-photo.jpg';
const JPEG_QUALITY_PERCENT = 80;
/**
 * SPEC §5's ideal capture is 1280×720. The system camera takes portrait and landscape photos, so the limit
 * is on the long side: 1280 px in both directions keeps the aspect ratio and at most that many pixels.
 */
const MAX_SIDE = 1280;

export type PhotoSource = 'camera' | 'gallery';

/**
 * True where photos come from the system camera and photo picker (the native app); elsewhere the app uses
 * its own camera view and a file input.
 */
export function hasSystemCamera(): boolean {
  return isNativeApp();
}

/** Both platforms reject with this message when the person closes the camera or picker without a photo. */
function isCancellation(error: unknown): boolean {
  return error instanceof Error && /cancel/i.test(error.message);
}

function mimeType(format: string): string {
  return format === 'jpg' ? 'image/jpeg' : `image/${format}`;
}

/**
 * Takes a photo with the system camera (front-facing first) or picks one from the library, as a File the
 * upload code sends as is. Resolves null when the person cancels; a denied permission rejects.
 */
export async function pickPhoto(source: PhotoSource): Promise<File | null> {
  let photo: Photo;
  try {
    photo = await Camera.getPhoto({
      source: source === 'camera' ? CameraSource.Camera : CameraSource.Photos,
      direction: CameraDirection.Front,
      resultType: CameraResultType.Uri,
      quality: JPEG_QUALITY_PERCENT,
      width: MAX_SIDE,
      height: MAX_SIDE,
      correctOrientation: true,
      saveToGallery: false,
    });
  } catch (error) {
    if (isCancellation(error)) return null;
    throw error;
  }
  if (!photo.webPath) throw new Error('The camera returned no photo');
  // webPath is served by the native shell's own file server; fetching it is how Capacitor hands over bytes.
  const response = await fetch(photo.webPath);
  if (!response.ok) throw new Error(`${response.status}: could not read the photo`);
  const blob = await response.blob();
  const type = mimeType(photo.format);
  const name =
    source === 'camera'
      ? CAPTURE_FILE_NAME
      : `gallery-photo.${photo.format === 'jpeg' ? 'jpg' : photo.format}`;
  return new File([blob], name, { type });
}

/**
 * 'Choose from Gallery' for any screen: the system photo picker in the native app (a resized JPEG), the
 * screen's own file input elsewhere (its change handler gets the file). A cancelled pick does nothing; a
 * failed one rejects.
 */
export async function chooseFromGallery(
  fileInput: HTMLInputElement | null,
  onFile: (file: File) => void,
): Promise<void> {
  if (!hasSystemCamera()) {
    fileInput?.click();
    return;
  }
  const file = await pickPhoto('gallery');
  if (file) onFile(file);
}
