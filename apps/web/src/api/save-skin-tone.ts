import type { DeviceSkinTone, SkinToneChoice } from '@hairhue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { skinToneKey } from './skin-tone';

/** Sets the device's own skin tone (PUT), used for every photo's 'Suits you' and Dice Roll. */
export function saveSkinTone(choice: SkinToneChoice): Promise<DeviceSkinTone> {
  return callRoute('saveSkinTone', { json: choice });
}

export function useSaveSkinTone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSkinTone,
    onSuccess: (answer) => queryClient.setQueryData(skinToneKey, answer),
  });
}
