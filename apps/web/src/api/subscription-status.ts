import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authToken, defaultQueryFn } from './client';

export const subscriptionStatusKey = ['/subscriptions/status'] as const;

export const subscriptionStatusQuery = () =>
  queryOptions({
    queryKey: subscriptionStatusKey,
    queryFn: defaultQueryFn('empty') as () => Promise<SubscriptionStatusResponse | null>,
    enabled: authToken.get() !== null,
  });

export function useSubscriptionStatusResponse() {
  return useQuery(subscriptionStatusQuery());
}
