import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';

export function useDemoPhotos() {
  return useQuery({ queryKey: ['/demo-photos'], queryFn: () => callRoute('listDemoPhotos') });
}
