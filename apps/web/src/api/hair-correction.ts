import type { HairCorrection } from '@hairhue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';

/** The path's segments, under the photo's own key (`['/photos', photoId]`). */
export const hairCorrectionKey = (photoId: string) => ['/photos', photoId, 'hair-correction'] as const;

/** The photo's touch-up brush strokes; none while it uses the automatic hair area. */
export function getHairCorrection(photoId: string): Promise<HairCorrection> {
  return callRoute('getHairCorrection', { params: { id: photoId } });
}

export const hairCorrectionQuery = (photoId: string) =>
  queryOptions({
    queryKey: hairCorrectionKey(photoId),
    queryFn: () => getHairCorrection(photoId),
    // Only this device changes it, and every change writes its answer into the cache.
    staleTime: Infinity,
  });

/** Asked when the brush opens (`enabled`): the saved strokes are what a new session paints on top of. */
export function useHairCorrection(photoId: string, enabled: boolean) {
  return useQuery({ ...hairCorrectionQuery(photoId), enabled });
}
