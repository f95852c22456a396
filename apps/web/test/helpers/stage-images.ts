import { fireEvent } from '@testing-library/react';

/**
 * Loads every image on the page as a 900×1200 photo. The editor's stage shows its photo only once the
 * photo's natural size is known, and jsdom's images have none of their own.
 */
export function loadImagesAsPhotos(): void {
  for (const image of document.querySelectorAll('img')) {
    Object.defineProperties(image, { naturalWidth: { value: 900 }, naturalHeight: { value: 1200 } });
    fireEvent.load(image);
  }
}
