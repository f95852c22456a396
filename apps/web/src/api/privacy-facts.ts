import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';

/** What the privacy policy says that depends on the server's configuration (its retention, its processors). */
export function usePrivacyFacts() {
  return useQuery({ queryKey: ['/privacy-facts'], queryFn: () => callRoute('getPrivacyFacts') });
}
