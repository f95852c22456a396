import type { ChangeEvent, Ref } from 'react';
import { toast } from '@/lib/toast-store';
import { chooseFromGallery } from '@/platform/camera';

/** 'Choose from Gallery': the system photo picker in the native app, this input on the web. */
export function openGallery(input: HTMLInputElement | null, onFile: (file: File) => void): void {
  chooseFromGallery(input, onFile).catch(() =>
    toast({ title: 'Upload failed', description: 'Please try again' }),
  );
}

/**
 * The hidden file picker behind every 'Choose from Gallery'. Its value is cleared after each pick so the
 * same file can be chosen again after a failed upload.
 */
export function GalleryInput({ onFile, ref }: { onFile: (file: File) => void; ref?: Ref<HTMLInputElement> }) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className="hidden"
      data-testid="gallery-input"
      onChange={handleChange}
    />
  );
}
