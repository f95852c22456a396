import type { DeviceSkinTone } from '@hairhue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { skinToneKey } from './skin-tone';

/** Forgets the device's own skin tone (DELETE): each photo's skin is measured again. */
export function resetSkinTone(): Promise<DeviceSkinTone> {
  return callRoute('resetSkinTone');
}

export function useResetSkinTone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSkinTone,
    onSuccess: (answer) => queryClient.setQueryData(skinToneKey, answer),
  });
}
