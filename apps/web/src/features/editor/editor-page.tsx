import { MotionConfig } from 'motion/react';
import { useParams } from 'react-router';
import { usePhoto } from '@/api/photos';
import { Editor } from './editor';
import { PhotoMissing, PhotoLoading } from './editor-states';

/** `/hair-color/:photoId`: the try-on editor for one photo (SPEC §2). */
export function EditorPage() {
  const { photoId = '' } = useParams();
  const photo = usePhoto(photoId);

  let content;
  if (photo.data) {
    // Keyed by the photo, so history, selection and any running try-on reset when the photo changes.
    content = <Editor key={photoId} photo={photo.data} />;
  } else if (photo.isError) {
    content = <PhotoMissing />;
  } else {
    content = <PhotoLoading />;
  }
  return <MotionConfig reducedMotion="user">{content}</MotionConfig>;
}
