import { useEffect, useRef, type RefObject } from 'react';
import type { CameraAction, Facing } from './camera-machine';

/** SPEC §5: the ideal capture size. */
export const IDEAL_WIDTH = 1280;
export const IDEAL_HEIGHT = 720;

/**
 * Opens the camera for a facing mode and shows it in the video element; a new facing mode or session
 * opens it again. Every track is stopped when the camera is replaced or the page is left.
 */
export function useCameraStream(
  facing: Facing,
  session: number,
  dispatch: (action: CameraAction) => void,
): RefObject<HTMLVideoElement | null> {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    let stream: MediaStream | undefined;
    let cancelled = false;
    const stop = () => stream?.getTracks().forEach((track) => track.stop());

    async function open() {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('No camera API');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: facing, width: { ideal: IDEAL_WIDTH }, height: { ideal: IDEAL_HEIGHT } },
        audio: false,
      });
      if (cancelled) return stop();
      if (element) {
        element.srcObject = stream;
        await element.play().catch(() => undefined);
      }
      if (!cancelled) dispatch({ type: 'started' });
    }

    open().catch(() => {
      if (!cancelled) dispatch({ type: 'failed' });
    });
    return () => {
      cancelled = true;
      stop();
      if (element) element.srcObject = null;
    };
  }, [facing, session, dispatch]);
  return video;
}

/** SPEC §5: the capture is a JPEG at quality 0.8; the front camera is mirrored, as the person saw it. */
export const JPEG_QUALITY = 0.8;

export function captureFrame(video: HTMLVideoElement, mirror: boolean): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.reject(new Error('The camera has no frame yet'));
  if (mirror) {
    context.translate(canvas.width, 0);
    context.scale(-1, 1);
  }
  context.drawImage(video, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Capture failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
