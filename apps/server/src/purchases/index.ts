import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { Metrics } from '../metrics';
import type { StatusCache } from '../services/status-cache';
import { createSubscriptionService, type SubscriptionService } from '../services/subscriptions';
import { createRevenueCatProvider } from './revenuecat';
import { createRevenueCatWebhooks, type RevenueCatWebhooks } from './revenuecat-webhook';
import { createSandboxProvider } from './sandbox';
import { createSandboxStoreService, type SandboxStoreService } from './sandbox-service';
import { createSandboxStore } from './sandbox-store';

export interface PurchaseServicesOptions {
  purchases: Config['purchases'];
  db: Kysely<Database>;
  now: () => Date;
  logger: Logger;
  metrics?: Metrics;
  statusCache?: StatusCache;
}

export interface PurchaseServices {
  subscriptions: SubscriptionService;
  /** Answers 503 STORE_UNAVAILABLE with PURCHASES=revenuecat. */
  sandboxStore: SandboxStoreService;
  /** PURCHASES=revenuecat only. */
  revenueCatWebhooks: RevenueCatWebhooks | undefined;
}

/** The subscription service on the configured provider, the sandbox store and RevenueCat's webhooks. */
export function createPurchaseServices({
  purchases,
  db,
  now,
  logger,
  metrics,
  statusCache,
}: PurchaseServicesOptions): PurchaseServices {
  const log = logger.child({ module: 'purchases' });
  if (purchases.provider === 'revenuecat') {
    const provider = createRevenueCatProvider({ apiBase: purchases.apiBase, secretKey: purchases.secretKey });
    const subscriptions = createSubscriptionService({ db, provider, now, log, statusCache });
    return {
      subscriptions,
      sandboxStore: createSandboxStoreService({ store: undefined, subscriptions }),
      revenueCatWebhooks: createRevenueCatWebhooks({
        db,
        authorization: purchases.webhookAuth,
        subscriptions,
        now,
        log,
        metrics,
      }),
    };
  }
  const store = createSandboxStore({ db, now });
  const subscriptions = createSubscriptionService({
    db,
    provider: createSandboxProvider(store),
    now,
    log,
    statusCache,
  });
  return {
    subscriptions,
    sandboxStore: createSandboxStoreService({ store, subscriptions, metrics }),
    revenueCatWebhooks: undefined,
  };
}
