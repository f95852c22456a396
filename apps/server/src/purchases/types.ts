/** What a purchase provider says about an app user's `premium` entitlement. */
export interface EntitlementRecord {
  productId: string;
  /** 'TRIAL' while in a free trial; 'NORMAL' otherwise (RevenueCat also reports 'INTRO'). */
  periodType: string;
  /** Null for a lifetime entitlement. An expired entitlement is reported too, with its past expiry. */
  expiresAt: Date | null;
}

export interface PurchaseProvider {
  readonly name: 'sandbox' | 'revenuecat';
  /**
   * The provider's current answer for the app user (our client device id); null when it has no entitlement.
   * Throws PurchaseProviderError when the provider cannot be asked.
   */
  fetchEntitlement(appUserId: string): Promise<EntitlementRecord | null>;
}
