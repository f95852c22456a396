import type { ChangeEvent, Ref } from 'react';

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
