import type { DirectUploadResponse } from '@hairhue/contracts';
import { callRoute } from './call-route';
import { ApiError } from './client';

/** Direct upload, multipart. A failure throws 'Upload failed: {status} - {body}'. */
export async function uploadPhoto(file: Blob, fileName: string): Promise<DirectUploadResponse> {
  try {
    return await callRoute('uploadPhoto', { file: { blob: file, name: fileName } });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(`Upload failed: ${error.status} - ${error.bodyText}`);
    throw error;
  }
}
