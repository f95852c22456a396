import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isDeviceId } from '@hairhue/contracts';
import type { Database } from '../db/schema';
import type { Metrics } from '../metrics';
import { createWebhookEventRepository } from '../repositories/webhook-events';
import { UnauthorizedError, ValidationError } from '../services/errors';
import type { SubscriptionService } from '../services/subscriptions';
import { PurchaseProviderError, StoreUnavailableError } from './errors';

const appUserId = z.string().min(1).max(512);
const userIds = z.array(appUserId).max(100).nullish();

/**
 * RevenueCat's webhook envelope (API version 1.0), the fields we read. Its events carry many more fields,
 * which are let through unread.
 */
export const revenueCatWebhookSchema = z.object({
  api_version: z.string(),
  event: z.object({
    id: z.string().min(1).max(200),
    type: z.string().min(1).max(100),
    app_user_id: appUserId.nullish(),
    original_app_user_id: appUserId.nullish(),
    aliases: userIds,
    /** TRANSFER only: where the purchases were taken from, and who got them. */
    transferred_from: userIds,
    transferred_to: userIds,
    product_id: z.string().nullish(),
    period_type: z.string().nullish(),
    expiration_at_ms: z.number().nullish(),
    entitlement_ids: z.array(z.string()).nullish(),
  }),
});

export type RevenueCatWebhook = z.infer<typeof revenueCatWebhookSchema>;
export type RevenueCatEvent = RevenueCatWebhook['event'];

/** An anonymous RevenueCat id is never one of our device ids (the app always identifies with its device id). */
const ANONYMOUS_PREFIX = '$RCAnonymousID:';
/** More names than any real customer has; a body naming more is not worth that many requests. */
const MAX_USERS_PER_EVENT = 20;

/** The app users whose subscription the event may have changed. */
export function affectedAppUsers(event: RevenueCatEvent): string[] {
  const named =
    event.type === 'TRANSFER'
      ? [...(event.transferred_from ?? []), ...(event.transferred_to ?? [])]
      : [event.app_user_id, event.original_app_user_id, ...(event.aliases ?? [])];
  const ids = named.filter((id): id is string => typeof id === 'string');
  if (ids.length === 0) throw new ValidationError(`body.event: a ${event.type} event names no app user`);
  // An id outside the device-id grammar was never registered with us (anonymous ids among them).
  const ours = ids.filter((id) => !id.startsWith(ANONYMOUS_PREFIX) && isDeviceId(id));
  return [...new Set(ours)].slice(0, MAX_USERS_PER_EVENT);
}

/** RevenueCat's events for money taken: a first purchase, a renewal, a one-off purchase. */
const PURCHASE_EVENTS = new Set(['INITIAL_PURCHASE', 'RENEWAL', 'NON_RENEWING_PURCHASE']);

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export interface RevenueCatWebhookOptions {
  db: Kysely<Database>;
  /** The Authorization header value set in RevenueCat's dashboard (REVENUECAT_WEBHOOK_AUTH). */
  authorization: string;
  subscriptions: SubscriptionService;
  now: () => Date;
  log: Pick<Logger, 'info' | 'warn'>;
  metrics?: Metrics;
}

/**
 * RevenueCat's notifications. Each one makes us ask RevenueCat's REST API about the users it names
 * (RevenueCat's own advice: the event says something changed, the subscriber says what is true now, whatever
 * order events arrive in). An event is recorded as seen only once processed, so a failure answered with 503
 * is processed again when RevenueCat retries it.
 */
export function createRevenueCatWebhooks({
  db,
  authorization,
  subscriptions,
  now,
  log,
  metrics,
}: RevenueCatWebhookOptions) {
  const expected = digest(authorization);
  const events = createWebhookEventRepository(db);

  return {
    /** Compares digests, so the time taken says nothing about how much of the header was right. */
    authenticate(header: string | undefined): void {
      if (header === undefined || !timingSafeEqual(digest(header), expected)) {
        throw new UnauthorizedError('Wrong or missing webhook authorization');
      }
    },

    async receive({ event }: RevenueCatWebhook): Promise<{ received: true; duplicate: boolean }> {
      // A TEST event from the dashboard checks the wiring; it names no real customer.
      const users = event.type === 'TEST' ? [] : affectedAppUsers(event);
      if (await events.seen('revenuecat', event.id)) {
        metrics?.webhooks.inc({ provider: 'revenuecat', outcome: 'duplicate' });
        return { received: true, duplicate: true };
      }
      try {
        // Together, so a slow API costs one timeout, well within RevenueCat's wait for our answer.
        await Promise.all(users.map((user) => subscriptions.refreshAppUser(user)));
      } catch (error) {
        metrics?.webhooks.inc({ provider: 'revenuecat', outcome: 'failed' });
        if (!(error instanceof PurchaseProviderError)) throw error;
        log.warn(
          { err: error, eventId: event.id, type: event.type },
          'webhook not processed; RevenueCat will retry',
        );
        throw new StoreUnavailableError('RevenueCat is not answering; retry later');
      }
      await events.record({
        id: event.id,
        provider: 'revenuecat',
        type: event.type,
        appUserId:
          event.type === 'TRANSFER' ? (event.transferred_to?.[0] ?? null) : (event.app_user_id ?? null),
        receivedAt: now(),
      });
      metrics?.webhooks.inc({ provider: 'revenuecat', outcome: 'processed' });
      if (PURCHASE_EVENTS.has(event.type)) metrics?.purchases.inc({ provider: 'revenuecat' });
      log.info({ eventId: event.id, type: event.type, users: users.length }, 'webhook processed');
      return { received: true, duplicate: false };
    },
  };
}

export type RevenueCatWebhooks = ReturnType<typeof createRevenueCatWebhooks>;
