import type {
  CreateTryOnRequest,
  DownloadResponse,
  HairColorTryOn,
  SuccessResponse,
} from '@hairhue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client';

export const tryOnsKey = ['/hair-color-try-ons'] as const;

/** The device's try-ons, newest first (Recent and History). */
export function useTryOns(enabled = true) {
  return useQuery<HairColorTryOn[]>({ queryKey: tryOnsKey, enabled });
}

export function createTryOn(request: CreateTryOnRequest): Promise<HairColorTryOn> {
  return apiJson('POST', '/hair-color-try-ons', { json: request });
}

export function getTryOn(tryOnId: string): Promise<HairColorTryOn> {
  return apiJson('GET', `/hair-color-try-ons/${tryOnId}`);
}

export function deleteTryOn(tryOnId: string): Promise<SuccessResponse> {
  return apiJson('DELETE', `/hair-color-try-ons/${tryOnId}`);
}

export function downloadTryOn(tryOnId: string): Promise<DownloadResponse> {
  return apiJson('GET', `/hair-color-try-ons/${tryOnId}/download`);
}

/** Deletes several try-ons in parallel (one call each), then refreshes the list. */
export function useDeleteTryOns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tryOnIds: readonly string[]) => Promise.all(tryOnIds.map(deleteTryOn)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tryOnsKey }),
  });
}
