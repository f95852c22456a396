import { PREVIEW_PLANES_RETRY_AFTER_SECONDS, type PreviewPlanesResponse } from '@hairhue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { isNotReady } from './client';

/** The path's segments, under the photo's own key (`['/photos', photoId]`). */
export const previewPlanesKey = (photoId: string) => ['/photos', photoId, 'preview-planes'] as const;

/** Fetched again this long before its signed URL stops working, so the URL handed on always loads. */
const URL_MARGIN_MS = 60_000;

/** While a worker analyses the photo (409 NOT_READY), asked again every Retry-After, about half a minute. */
const NOT_READY_RETRIES = 15;

export function getPreviewPlanes(photoId: string): Promise<PreviewPlanesResponse> {
  return callRoute('getPreviewPlanes', { params: { id: photoId } });
}

/** How long an answer stays fresh: until a minute before its URL expires. */
export function previewPlanesStaleTime(planes: PreviewPlanesResponse | undefined, now = Date.now()): number {
  if (!planes) return 0;
  return Math.max(0, Date.parse(planes.expiresAt) - now - URL_MARGIN_MS);
}

export const previewPlanesQuery = (photoId: string) =>
  queryOptions({
    queryKey: previewPlanesKey(photoId),
    queryFn: () => getPreviewPlanes(photoId),
    staleTime: (query) => previewPlanesStaleTime(query.state.data),
    // Unlike the spec's other queries, this answer expires: a stale one is fetched again when the editor
    // opens or the app returns to the foreground, which is when the preview may load the image again.
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    retry: (failures, error) => isNotReady(error) && failures < NOT_READY_RETRIES,
    retryDelay: PREVIEW_PLANES_RETRY_AFTER_SECONDS * 1000,
  });

/**
 * The live preview's input for a photo. Asked only when `enabled` (the caller passes whether the device is
 * premium): a free device would only get 402.
 */
export function usePreviewPlanes(photoId: string, enabled: boolean) {
  return useQuery({ ...previewPlanesQuery(photoId), enabled });
}
