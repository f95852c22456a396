import type { PhotoAppearance } from '@hairhue/contracts';
import { PHOTO_APPEARANCE_RETRY_AFTER_SECONDS } from '@hairhue/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { isNotReady } from './client';

/** The path's segments, under the photo's own key (`['/photos', photoId]`). */
export const photoAppearanceKey = (photoId: string) => ['/photos', photoId, 'appearance'] as const;

/** While a worker measures the photo (409 NOT_READY), asked again every Retry-After, about half a minute. */
const NOT_READY_RETRIES = 15;

export function getPhotoAppearance(photoId: string): Promise<PhotoAppearance> {
  return callRoute('getPhotoAppearance', { params: { id: photoId } });
}

export const photoAppearanceQuery = (photoId: string) =>
  queryOptions({
    queryKey: photoAppearanceKey(photoId),
    queryFn: () => getPhotoAppearance(photoId),
    // A photo's measurements do not change for an engine version; one answer serves the editor's visit.
    staleTime: Infinity,
    retry: (failures, error) => isNotReady(error) && failures < NOT_READY_RETRIES,
    retryDelay: PHOTO_APPEARANCE_RETRY_AFTER_SECONDS * 1000,
  });

/** What the engine measured of the photo's skin and hair ('Suits you', the salon card). */
export function usePhotoAppearance(photoId: string, enabled = true) {
  return useQuery({ ...photoAppearanceQuery(photoId), enabled });
}
