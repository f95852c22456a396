import type { CreatePhotoRequest, Photo } from '@hairhue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client';

export const photosKey = ['/photos'] as const;

export const photoQuery = (photoId: string) =>
  queryOptions({
    queryKey: ['/photos', photoId] as const,
    queryFn: () => apiJson<Photo>('GET', `/photos/${photoId}`),
  });

export function usePhoto(photoId: string) {
  return useQuery(photoQuery(photoId));
}

export function createPhoto(request: CreatePhotoRequest): Promise<Photo> {
  return apiJson('POST', '/photos', { json: request });
}

/** Records a photo already in storage, then refreshes the photo list. */
export function useCreatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}
