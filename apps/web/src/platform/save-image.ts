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

/** Shares an image through the Web Share API where the browser has it; false when it does not. */
export async function shareImage(url: string, colorName: string): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  const blob = await (await fetch(url)).blob();
  const file = new File([blob], savedFileName(colorName), { type: blob.type || 'image/jpeg' });
  const data: ShareData = { files: [file], title: `My Hairhue look: ${colorName}` };
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) {
    await navigator.share({ title: data.title, url });
    return true;
  }
  await navigator.share(data);
  return true;
}
