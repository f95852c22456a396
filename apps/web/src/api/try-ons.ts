import type {
  CreateTryOnRequest,
  DownloadResponse,
  HairColorTryOn,
  SuccessResponse,
} from '@hairhue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';

export const tryOnsKey = ['/hair-color-try-ons'] as const;

/** The device's try-ons, newest first (Recent and History). */
export function useTryOns(enabled = true) {
  return useQuery({ queryKey: tryOnsKey, queryFn: () => callRoute('listTryOns'), enabled });
}

/**
 * Starts a try-on. Sent again with the same `idempotencyKey`, it answers the try-on the first send made
 * and spends nothing more: the way back when an answer was lost (docs/api.md, 'Sending a POST again').
 */
export function createTryOn(request: CreateTryOnRequest, idempotencyKey: string): Promise<HairColorTryOn> {
  return callRoute('createTryOn', {
    json: request,
    // The header's name is the contract's (case does not matter in HTTP).
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function getTryOn(tryOnId: string): Promise<HairColorTryOn> {
  return callRoute('getTryOn', { params: { id: tryOnId } });
}

export function deleteTryOn(tryOnId: string): Promise<SuccessResponse> {
  return callRoute('deleteTryOn', { params: { id: tryOnId } });
}

export function downloadTryOn(tryOnId: string): Promise<DownloadResponse> {
  return callRoute('downloadTryOn', { params: { id: tryOnId } });
}

/** Deletes several try-ons in parallel (one call each), then refreshes the list. */
export function useDeleteTryOns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tryOnIds: readonly string[]) => Promise.all(tryOnIds.map(deleteTryOn)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tryOnsKey }),
  });
}
