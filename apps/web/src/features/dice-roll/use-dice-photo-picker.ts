import { useRef, type ChangeEvent } from 'react';
import { isUsableImage, usePhotoUpload } from '@/lib/photo-upload';
import type { DicePhoto } from './dice-machine';

/**
 * The hidden file input of the Dice Roll screen. SPEC §5: this uploader ignores, silently, files that are not
 * images or are over 10 MB; a usable one is uploaded through the cloud flow and handed on as the chosen photo.
 */
export function useDicePhotoPicker(onPhoto: (photo: DicePhoto) => void) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, upload } = usePhotoUpload('cloud');

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still fires a change.
    event.target.value = '';
    if (!file || !isUsableImage(file)) return;
    const photo = await upload(file, file.name);
    if (photo) onPhoto({ id: photo.id, url: photo.originalUrl });
  };

  return {
    open: () => inputRef.current?.click(),
    progress: state.phase === 'uploading' ? state.progress : null,
    inputProps: {
      ref: inputRef,
      type: 'file',
      accept: 'image/*',
      className: 'sr-only',
      tabIndex: -1,
      'aria-hidden': true,
      'data-testid': 'dice-photo-input',
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
    } as const,
  };
}
