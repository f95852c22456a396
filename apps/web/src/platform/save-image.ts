import { savedFileName } from '@hairhue/contracts/constants';
import { isNativeApp } from './native';
import { saveToAlbum } from './photo-album';

export { savedFileName };

/** Saves an image to the device: the native app puts it in the Hairhue album, the web downloads the file. */
export async function saveImage(url: string, colorName: string): Promise<void> {
  if (isNativeApp()) return saveToAlbum(url, colorName);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: could not fetch the image`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = savedFileName(colorName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/** How a share went: the image file itself, a link to it, or not at all (this browser has no Web Share API). */
export type ShareOutcome = 'file' | 'link' | 'unavailable';

/** The image's address as another device can open it, even when the server handed out a relative one. */
function absoluteUrl(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * Shares an image through the Web Share API: the file where the browser can share files, else its link.
 * A share the person cancels rejects with an AbortError.
 */
export async function shareImage(url: string, colorName: string): Promise<ShareOutcome> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  const title = `My Hairhue look: ${colorName}`;
  if (typeof navigator.canShare === 'function') {
    const blob = await (await fetch(url)).blob();
    const file = new File([blob], savedFileName(colorName), { type: blob.type || 'image/jpeg' });
    const data: ShareData = { files: [file], title };
    if (navigator.canShare(data)) {
      await navigator.share(data);
      return 'file';
    }
  }
  await navigator.share({ title, url: absoluteUrl(url) });
  return 'link';
}

/** Copies the image's link to the clipboard; false where the clipboard cannot be written. */
export async function copyImageLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(absoluteUrl(url));
    return true;
  } catch {
    return false;
  }
}
