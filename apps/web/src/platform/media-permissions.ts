import { Camera } from '@capacitor/camera';
import { isNativeApp } from './native';

/**
 * Asks for camera access up front, after onboarding; a refusal is fine and nothing waits for it. The
 * native app asks for the camera and the photo library together; the web has no photo-library permission.
 */
export function requestMediaPermissions(): void {
  if (isNativeApp()) {
    Camera.requestPermissions({ permissions: ['camera', 'photos'] }).catch(() => undefined);
    return;
  }
  const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!media?.getUserMedia) return;
  media.getUserMedia({ video: true }).then(
    (stream) => stream.getTracks().forEach((track) => track.stop()),
    () => undefined,
  );
}
