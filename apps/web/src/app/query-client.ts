import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '@/api/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §9: fresh and kept for 24 h, never refetched on its own, never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn('throw'),
        staleTime: DAY_MS,
        gcTime: DAY_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
