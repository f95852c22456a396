import { AppError } from '../services/errors';

/** The purchase provider could not be asked (RevenueCat down, slow, or answering something unreadable). */
export class PurchaseProviderError extends Error {
  override readonly name = 'PurchaseProviderError';
}

/** 503 STORE_UNAVAILABLE: the store asked for is not the one this server sells through, or it is down. */
export class StoreUnavailableError extends AppError {
  override readonly name = 'StoreUnavailableError';

  constructor(message: string) {
    super('STORE_UNAVAILABLE', message);
  }
}
