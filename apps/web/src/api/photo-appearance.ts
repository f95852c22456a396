import { PHOTO_APPEARANCE_RETRY_AFTER_SECONDS, type PhotoAppearance } from '@hairhue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from './client';

/** The path's segments, under the photo's own key (`['/photos', photoId]`). */
export const photoAppearanceKey = (photoId: string) => ['/photos', photoId, 'appearance'] as const;

/** While a worker measures the photo (409 NOT_READY), asked again every Retry-After, about half a minute. */
const NOT_READY_RETRIES = 15;

export function getPhotoAppearance(photoId: string): Promise<PhotoAppearance> {
  return apiJson('GET', `/photos/${photoId}/appearance`);
}

function isNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NOT_READY';
}

export const photoAppearanceQuery = (photoId: string) =>
  queryOptions({
    queryKey: photoAppearanceKey(photoId),
    queryFn: () => getPhotoAppearance(photoId),
    // A photo is measured once per engine version: the answer does not change while the app runs.
    staleTime: Infinity,
    retry: (failures, error) => isNotReady(error) && failures < NOT_READY_RETRIES,
    retryDelay: PHOTO_APPEARANCE_RETRY_AFTER_SECONDS * 1000,
  });

/** What the engine measured of the photo's skin and hair ('Suits you'); every tier may ask. */
export function usePhotoAppearance(photoId: string) {
  return useQuery(photoAppearanceQuery(photoId));
}
