import { findShade } from '@hairhue/catalogue';
import { MotionConfig } from 'motion/react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { usePhoto } from '@/api/photos';
import { Editor } from './editor';
import { PhotoMissing, PhotoLoading } from './editor-states';

/** `/hair-color/:photoId`: the try-on editor for one photo (SPEC §2). */
export function EditorPage() {
  const { photoId = '' } = useParams();
  const photo = usePhoto(photoId);
  // A photo taken with live colour on comes with the shade chosen in the camera, tried at once.
  const location = useLocation();
  const [cameraShade] = useState(() => {
    const state: unknown = location.state;
    const id =
      typeof state === 'object' && state !== null && 'cameraShade' in state ? state.cameraShade : null;
    return typeof id === 'string' ? (findShade(id) ?? null) : null;
  });

  let content;
  if (photo.data) {
    // Keyed by the photo, so history, selection and any running try-on reset when the photo changes.
    content = <Editor key={photoId} photo={photo.data} cameraShade={cameraShade} />;
  } else if (photo.isError) {
    content = <PhotoMissing />;
  } else {
    content = <PhotoLoading />;
  }
  return <MotionConfig reducedMotion="user">{content}</MotionConfig>;
}
