import type { DeviceSkinTone } from '@hairhue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';

export const skinToneKey = ['/device/skin-tone'] as const;

/** The device's own skin tone ('Not right?'); `choice` null while each photo's skin is measured. */
export function getSkinTone(): Promise<DeviceSkinTone> {
  return callRoute('getSkinTone');
}

export const skinToneQuery = () =>
  queryOptions({
    queryKey: skinToneKey,
    queryFn: getSkinTone,
    // Only this device changes it, and every change writes its answer into the cache.
    staleTime: Infinity,
  });

export function useSkinTone(enabled = true) {
  return useQuery({ ...skinToneQuery(), enabled });
}
