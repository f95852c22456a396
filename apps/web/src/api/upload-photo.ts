import type { DirectUploadResponse } from '@hairhue/contracts';
import { apiUrl, authToken } from './client';

/** Direct upload, multipart field `photo`. A failure throws 'Upload failed: {status} - {body}'. */
export async function uploadPhoto(file: Blob, fileName: string): Promise<DirectUploadResponse> {
  const form = new FormData();
  form.append('photo', file, fileName);
  const token = authToken.get();
  const response = await fetch(apiUrl('/photos/upload'), {
    method: 'POST',
    credentials: 'include',
    headers: token ? { Authorization: `bearer ${token}` } : {},
    body: form,
  });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} - ${await response.text()}`);
  return response.json() as Promise<DirectUploadResponse>;
}
