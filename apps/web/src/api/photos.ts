import type { CreatePhotoRequest, Photo } from '@hairhue/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';

/**
 * Query keys are the path's segments: a photo's own key (`['/photos', photoId]`) is the prefix of its
 * analysis, appearance and correction keys, so invalidating it reaches them too.
 */
export const photosKey = ['/photos'] as const;

/** The device's photos, newest first. */
export const photosQuery = () =>
  queryOptions({ queryKey: photosKey, queryFn: () => callRoute('listPhotos') });

export function usePhotos() {
  return useQuery(photosQuery());
}

export const photoQuery = (photoId: string) =>
  queryOptions({
    queryKey: ['/photos', photoId] as const,
    queryFn: () => callRoute('getPhoto', { params: { id: photoId } }),
  });

export function usePhoto(photoId: string) {
  return useQuery(photoQuery(photoId));
}

export function createPhoto(request: CreatePhotoRequest): Promise<Photo> {
  return callRoute('createPhoto', { json: request });
}

/** Records a photo already in storage, then refreshes the photo list. */
export function useCreatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photosKey }),
  });
}
