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

/** SPEC §5: the capture is a JPEG at quality 0.8. */
export const JPEG_QUALITY = 0.8;

export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of a `frameWidth`×`frameHeight` frame that `object-fit: cover` shows in a `boxWidth`×`boxHeight`
 * box: the largest centred rectangle of the box's shape. An unknown box keeps the whole frame.
 */
export function coverCrop(
  frameWidth: number,
  frameHeight: number,
  boxWidth: number,
  boxHeight: number,
): CropRect {
  if (boxWidth <= 0 || boxHeight <= 0) return { x: 0, y: 0, width: frameWidth, height: frameHeight };
  const scale = Math.max(boxWidth / frameWidth, boxHeight / frameHeight);
  const width = Math.min(frameWidth, Math.round(boxWidth / scale));
  const height = Math.min(frameHeight, Math.round(boxHeight / scale));
  return {
    x: Math.round((frameWidth - width) / 2),
    y: Math.round((frameHeight - height) / 2),
    width,
    height,
  };
}

/**
 * The photo is what the preview showed: the same cover crop of the frame, so the face sits in the photo
 * where the oval guide put it. It is never mirrored: the preview of the front camera is, so that it moves
 * like a mirror, but the saved photo reads the right way round, as the phone's own camera app saves it.
 */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const crop = coverCrop(video.videoWidth, video.videoHeight, video.clientWidth, video.clientHeight);
  const canvas = document.createElement('canvas');
  canvas.width = crop.width;
  canvas.height = crop.height;
  const context = canvas.getContext('2d');
  if (!context || canvas.width === 0) return Promise.reject(new Error('The camera has no frame yet'));
  context.drawImage(video, crop.x, crop.y, crop.width, crop.height, 0, 0, crop.width, crop.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Capture failed'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
