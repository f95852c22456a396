import type { PrivacyFacts } from '@hairhue/contracts';
import { useQuery } from '@tanstack/react-query';

/** What the privacy policy says that depends on the server's configuration (its retention, its processors). */
export function usePrivacyFacts() {
  return useQuery<PrivacyFacts>({ queryKey: ['/privacy-facts'] });
}
