import type { SubscriptionSyncRequest, SuccessResponse } from '@hairhue/contracts';
import { apiJson } from './client';

/** Asks the server to re-check the subscription; the answer is only logged (SPEC §7). */
export function syncSubscription(request: SubscriptionSyncRequest): Promise<SuccessResponse> {
  return apiJson('POST', '/subscriptions/sync', { json: request });
}
