import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePhotoUpload, validateImageFile, type UploadSurface } from '@/lib/photo-upload';
import { toast } from '@/lib/toast-store';

/**
 * Home's gallery upload, shared by the upload card and the 'Add Photo' dialog so that both show the same
 * progress: validate with the surface's wording, upload through the cloud flow, then open the editor.
 */
export function useGalleryUpload() {
  const { state, upload } = usePhotoUpload('cloud');
  const navigate = useNavigate();

  const uploadFile = useCallback(
    async (file: File, surface: UploadSurface) => {
      const invalid = validateImageFile(file, surface);
      if (invalid) {
        toast(invalid);
        return;
      }
      const photo = await upload(file, file.name);
      if (photo) void navigate(`/hair-color/${photo.id}`);
    },
    [upload, navigate],
  );

  return { state, uploadFile, isUploading: state.phase === 'uploading' };
}
