import type { SubscriptionSyncRequest, SuccessResponse } from '@hairhue/contracts';
import { callRoute } from './call-route';

/** Asks the server to re-check the subscription; the answer is only logged (SPEC §7). */
export function syncSubscription(request: SubscriptionSyncRequest): Promise<SuccessResponse> {
  return callRoute('syncSubscription', { json: request });
}
