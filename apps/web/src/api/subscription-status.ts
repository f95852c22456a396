import type { SubscriptionStatusResponse } from '@hairhue/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';
import { ApiError, authToken } from './client';

export const subscriptionStatusKey = ['/subscriptions/status'] as const;

/** The device's subscription and free usage; an unauthorised answer throws like any other failure. */
export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return callRoute('getSubscriptionStatus');
}

/** The query's answer is null when the server does not know the token (401), instead of an error. */
async function getSubscriptionStatusOrNull(): Promise<SubscriptionStatusResponse | null> {
  try {
    return await getSubscriptionStatus();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const subscriptionStatusQuery = () =>
  queryOptions({
    queryKey: subscriptionStatusKey,
    queryFn: getSubscriptionStatusOrNull,
    enabled: authToken.get() !== null,
  });

export function useSubscriptionStatusResponse() {
  return useQuery(subscriptionStatusQuery());
}
