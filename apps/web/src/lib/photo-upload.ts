import type { Photo } from '@hairhue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createPhoto, photosKey } from '@/api/photos';
import { uploadPhoto } from '@/api/upload-photo';
import { getUploadUrl, uploadToCloud } from '@/api/upload-url';
import { chooseFromGallery } from '@/platform/camera';
import { toast } from './toast-store';

/** 'Choose from Gallery' on any screen: the system photo picker in the native app, the screen's input on the web. */
export function openGallery(input: HTMLInputElement | null, onFile: (file: File) => void): void {
  chooseFromGallery(input, onFile).catch(() =>
    toast({ title: 'Upload failed', description: 'Please try again' }),
  );
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Where a file was picked: the texts of §5 differ between the Home card, the dialog and the camera page. */
export type UploadSurface = 'page' | 'dialog' | 'camera';

export interface ToastText {
  title: string;
  description: string;
}

/** SPEC §5: an image (MIME type image/*) of at most 10 MB, with each surface's own wording. */
export function validateImageFile(
  file: Pick<File, 'type' | 'size'>,
  surface: UploadSurface,
): ToastText | null {
  if (!file.type.startsWith('image/')) {
    return {
      title: 'Invalid file type',
      description: surface === 'page' ? 'Only images are allowed' : 'Only image files are allowed',
    };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return {
      title: 'File too large',
      description: surface === 'page' ? 'Maximum 10MB allowed' : 'Maximum file size is 10MB',
    };
  }
  return null;
}

/** The Dice Roll uploader ignores what it cannot use, silently. */
export function isUsableImage(file: Pick<File, 'type' | 'size'>): boolean {
  return validateImageFile(file, 'page') === null;
}

export type UploadState = { phase: 'idle' } | { phase: 'uploading'; progress: number };

export type UploadAction =
  | { type: 'start' }
  | { type: 'tick' }
  | { type: 'cloud-uploaded' }
  | { type: 'recorded' }
  | { type: 'failed' }
  | { type: 'reset' };

/** SPEC §4: simulated progress, +10 every 200 ms up to 80, 90 after the cloud upload, 100 once recorded. */
export function uploadReducer(state: UploadState, action: UploadAction): UploadState {
  switch (action.type) {
    case 'start':
      return { phase: 'uploading', progress: 0 };
    case 'tick':
      return state.phase === 'uploading' && state.progress < 80
        ? { phase: 'uploading', progress: Math.min(80, state.progress + 10) }
        : state;
    case 'cloud-uploaded':
      return state.phase === 'uploading'
        ? { phase: 'uploading', progress: Math.max(state.progress, 90) }
        : state;
    case 'recorded':
      return state.phase === 'uploading' ? { phase: 'uploading', progress: 100 } : state;
    case 'failed':
    case 'reset':
      return { phase: 'idle' };
  }
}

export const PROGRESS_TICK_MS = 200;

/**
 * Uploads a photo and records it: `cloud` is the upload-url → hosting → POST /photos flow, `direct` the
 * multipart POST /photos/upload. Resolves with the photo, or undefined after showing the failure toast.
 */
export function usePhotoUpload(flow: 'cloud' | 'direct') {
  const [state, dispatch] = useReducer(uploadReducer, { phase: 'idle' });
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopTicking = () => {
    clearInterval(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopTicking, []);

  const upload = useCallback(
    async (file: Blob, fileName: string): Promise<Photo | undefined> => {
      dispatch({ type: 'start' });
      timer.current = setInterval(() => dispatch({ type: 'tick' }), PROGRESS_TICK_MS);
      try {
        let photo: Photo;
        if (flow === 'direct') {
          photo = (await uploadPhoto(file, fileName)).photo;
          dispatch({ type: 'cloud-uploaded' });
        } else {
          const uploaded = await uploadToCloud(await getUploadUrl(), file, fileName);
          dispatch({ type: 'cloud-uploaded' });
          photo = await createPhoto({
            userId: null,
            originalUrl: uploaded.secure_url,
            objectPath: uploaded.public_id,
          });
        }
        stopTicking();
        dispatch({ type: 'recorded' });
        await queryClient.invalidateQueries({ queryKey: photosKey });
        // Idle again: a screen that stays (Dice Roll) must not show its uploader busy when it comes back to it.
        dispatch({ type: 'reset' });
        return photo;
      } catch {
        stopTicking();
        dispatch({ type: 'failed' });
        toast(
          flow === 'direct'
            ? { title: 'Upload failed', description: 'Please try again' }
            : { title: 'Upload failed', description: 'Failed to upload photo. Please try again.' },
        );
        return undefined;
      }
    },
    [flow, queryClient],
  );

  return { state, upload, reset: () => dispatch({ type: 'reset' }) };
}
