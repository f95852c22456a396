import type { HairCorrection, HairCorrectionRequest } from '@hairhue/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { hairCorrectionKey } from './hair-correction';
import { previewPlanesKey } from './preview-planes';

/** Replaces the photo's whole stroke list (PUT): the saved strokes and the session's, in painting order. */
export function saveHairCorrection(photoId: string, request: HairCorrectionRequest): Promise<HairCorrection> {
  return callRoute('saveHairCorrection', { params: { id: photoId }, json: request });
}

/**
 * The answer becomes the cached correction, and the preview planes are asked again: their correction
 * revision changed, so the live preview must not paint with the old hair area.
 */
export function adoptHairCorrection(queryClient: QueryClient, correction: HairCorrection): Promise<void> {
  queryClient.setQueryData(hairCorrectionKey(correction.photoId), correction);
  return queryClient.invalidateQueries({ queryKey: previewPlanesKey(correction.photoId) });
}

export function useSaveHairCorrection(photoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: HairCorrectionRequest) => saveHairCorrection(photoId, request),
    onSuccess: (correction) => adoptHairCorrection(queryClient, correction),
  });
}
