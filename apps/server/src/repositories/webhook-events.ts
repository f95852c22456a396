import type { Executor } from './types';

export interface WebhookEventRecord {
  id: string;
  provider: string;
  type: string;
  appUserId: string | null;
  receivedAt: Date;
}

/** Provider notifications already processed, by the provider's event id: a redelivery is recognised. */
export function createWebhookEventRepository(db: Executor) {
  return {
    async seen(provider: string, id: string): Promise<boolean> {
      const row = await db
        .selectFrom('webhook_events')
        .select('id')
        .where('id', '=', id)
        .where('provider', '=', provider)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Forgets events received before `cutoff`; returns how many. */
    async removeReceivedBefore(cutoff: Date): Promise<number> {
      const result = await db
        .deleteFrom('webhook_events')
        .where('received_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Records a processed event; recording it twice (two deliveries at once) is no error. */
    async record(event: WebhookEventRecord): Promise<void> {
      await db
        .insertInto('webhook_events')
        .values({
          id: event.id,
          provider: event.provider,
          type: event.type,
          app_user_id: event.appUserId,
          received_at: event.receivedAt,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
  };
}

export type WebhookEventRepository = ReturnType<typeof createWebhookEventRepository>;
