import type { CloudinaryUploadResponse, UploadUrlResponse } from '@hairhue/contracts';
import { callRoute } from './call-route';
import { throwIfNotOk } from './client';

export function getUploadUrl(): Promise<UploadUrlResponse> {
  return callRoute('getUploadUrl');
}

/** The third-party (Cloudinary-compatible) upload: fields file, upload_preset and folder 'hair-photos'. */
export async function uploadToCloud(target: UploadUrlResponse, file: Blob, fileName: string) {
  if (!target.uploadPreset) throw new Error('Upload preset not configured');
  const form = new FormData();
  form.append('file', file, fileName);
  form.append('upload_preset', target.uploadPreset);
  form.append('folder', 'hair-photos');
  const response = await fetch(target.uploadUrl, { method: 'POST', body: form });
  await throwIfNotOk(response);
  return (await response.json()) as CloudinaryUploadResponse;
}
