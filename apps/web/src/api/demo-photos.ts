import type { DemoPhotoEntry } from '@hairhue/contracts';
import { useQuery } from '@tanstack/react-query';

export function useDemoPhotos() {
  return useQuery<DemoPhotoEntry[]>({ queryKey: ['/demo-photos'] });
}
