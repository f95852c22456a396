import type { HairCorrection } from '@hairhue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { adoptHairCorrection } from './save-hair-correction';

/** 'Reset to automatic': drops the photo's strokes (DELETE); the answer holds none. */
export function resetHairCorrection(photoId: string): Promise<HairCorrection> {
  return callRoute('resetHairCorrection', { params: { id: photoId } });
}

export function useResetHairCorrection(photoId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetHairCorrection(photoId),
    onSuccess: (correction) => adoptHairCorrection(queryClient, correction),
  });
}
