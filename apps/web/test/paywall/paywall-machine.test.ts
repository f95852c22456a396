import { describe, expect, it } from 'vitest';
import {
  canClose,
  initialPaywallState,
  paywallReducer,
  paywallVariant,
  type PaywallState,
} from '@/components/paywall/paywall-machine';
import { PAYWALL_TRIGGERS, type PaywallTrigger } from '@/components/paywall/paywall-triggers';

describe('paywall variants (SPEC §2)', () => {
  const expected: Record<PaywallTrigger, 'story' | 'card'> = {
    hair_color_limit: 'story',
    download_attempt: 'story',
    app_launch: 'card',
    onboarding: 'card',
    settings_upgrade: 'card',
    subscription_info: 'card',
    dice_roll_premium: 'card',
    default: 'card',
  };

  it.each(PAYWALL_TRIGGERS)('shows %s as its variant', (trigger) => {
    expect(paywallVariant(trigger)).toBe(expected[trigger]);
  });

  it('starts the story at its sad stage and the card at the plans', () => {
    expect(initialPaywallState('hair_color_limit').screen).toEqual({ kind: 'story', step: 'sad' });
    expect(initialPaywallState('settings_upgrade').screen).toEqual({ kind: 'plans' });
  });
});

describe('the paywall state machine (SPEC §4)', () => {
  const plans = initialPaywallState('default');
  const processing = paywallReducer(plans, { type: 'processing', action: 'purchase' });

  it('blocks closing while processing and once it succeeded', () => {
    expect(canClose(plans)).toBe(true);
    expect(canClose(processing)).toBe(false);
    expect(paywallReducer(processing, { type: 'close-started' }).closing).toBe(false);
    const success = paywallReducer(processing, { type: 'succeeded', action: 'purchase' });
    expect(canClose(success)).toBe(false);
  });

  it('does not start a second purchase or change plan while one is processing', () => {
    expect(paywallReducer(processing, { type: 'processing', action: 'restore' })).toBe(processing);
    expect(paywallReducer(processing, { type: 'plan-chosen', plan: 'weekly' })).toBe(processing);
  });

  it('returns to the plans with the alert after a failure', () => {
    const alert = { title: 'Purchase Failed', message: 'Purchase was cancelled', closeAfter: false };
    const failed: PaywallState = paywallReducer(processing, { type: 'failed', alert });
    expect(failed.screen).toEqual({ kind: 'plans' });
    expect(failed.alert).toEqual(alert);
    expect(paywallReducer(failed, { type: 'alert-dismissed' }).alert).toBeNull();
  });

  it('moves the story along only while it is telling it', () => {
    const story = initialPaywallState('download_attempt');
    const magic = paywallReducer(story, { type: 'story-step', step: 'magic' });
    expect(magic.screen).toEqual({ kind: 'story', step: 'magic' });
    expect(paywallReducer(magic, { type: 'story-done' }).screen).toEqual({ kind: 'plans' });
    expect(paywallReducer(plans, { type: 'story-step', step: 'happy' })).toBe(plans);
  });
});
