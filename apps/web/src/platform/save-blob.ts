import { isNativeApp } from './native';
import { saveToAlbum } from './photo-album';
import type { ShareOutcome } from './save-image';

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Saves an image made in the app (not a file on the server): the native app puts it in the Hairhue album
 * (the album plugin takes a base64 data URL), the web downloads it under `fileName`.
 */
export async function saveImageBlob(blob: Blob, fileName: string, colorName: string): Promise<void> {
  if (isNativeApp()) return saveToAlbum(await dataUrlOf(blob), colorName, fileName);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/**
 * Shares an image made in the app through the Web Share API, as a file. It has no address to share instead,
 * so where files cannot be shared the outcome is 'unavailable'. A share the person cancels rejects with an
 * AbortError.
 */
export async function shareImageBlob(blob: Blob, fileName: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function' || typeof navigator.canShare !== 'function') return 'unavailable';
  const data: ShareData = { files: [new File([blob], fileName, { type: blob.type })], title };
  if (!navigator.canShare(data)) return 'unavailable';
  await navigator.share(data);
  return 'file';
}
