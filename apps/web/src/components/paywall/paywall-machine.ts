import type { Offering, PlanKind } from '@/platform/purchases/types';
import type { PaywallTrigger } from './paywall-triggers';

/** SPEC §4, §9: every timing of the paywall, in milliseconds. */
export const PAYWALL_TIMINGS = {
  storySad: 3000,
  storyMagic: 850,
  storyHappy: 3000,
  confetti: 2000,
  /** After 'Welcome to Premium!': a forced status refresh after about 1 s, then 2 s to the close. */
  purchaseRefresh: 1000,
  purchaseClose: 2000,
  /** After a restore the status is read 2 s later (lib/restore.ts), and an active one closes 1.5 s after. */
  restoreClose: 1500,
  /** How long 'You already have an active subscription! Closing this window...' stays. */
  alreadyActiveClose: 1500,
  cardExit: 300,
} as const;

export const CONFETTI_PARTICLES = 10;

export type StoryStep = 'sad' | 'magic' | 'happy';

export type PaywallScreen =
  | { kind: 'story'; step: StoryStep }
  | { kind: 'plans' }
  | { kind: 'processing'; action: 'purchase' | 'restore' }
  | { kind: 'success'; action: 'purchase' | 'restore' }
  | { kind: 'already-active' };

export interface PaywallAlert {
  title: string;
  message: string;
  /** The dice flow closes the paywall (skip) once a failed purchase is acknowledged. */
  closeAfter: boolean;
}

export interface PaywallState {
  screen: PaywallScreen;
  /** undefined while loading; null when the store has nothing to sell. */
  offering: Offering | null | undefined;
  plan: PlanKind;
  alert: PaywallAlert | null;
  /** The card's 300 ms exit is running. */
  closing: boolean;
}

export type PaywallEvent =
  | { type: 'story-step'; step: StoryStep }
  | { type: 'story-done' }
  | { type: 'already-active' }
  | { type: 'offering-loaded'; offering: Offering | null }
  | { type: 'plan-chosen'; plan: PlanKind }
  | { type: 'processing'; action: 'purchase' | 'restore' }
  | { type: 'succeeded'; action: 'purchase' | 'restore' }
  | { type: 'failed'; alert: PaywallAlert }
  | { type: 'alert-dismissed' }
  | { type: 'close-started' };

/** SPEC §2: the story variant for the limit and download triggers, the card for every other one. */
export function paywallVariant(trigger: PaywallTrigger): 'story' | 'card' {
  return trigger === 'hair_color_limit' || trigger === 'download_attempt' ? 'story' : 'card';
}

export function initialPaywallState(trigger: PaywallTrigger): PaywallState {
  return {
    screen: paywallVariant(trigger) === 'story' ? { kind: 'story', step: 'sad' } : { kind: 'plans' },
    offering: undefined,
    // The monthly plan carries the free trial, so it is the one offered first.
    plan: 'monthly',
    alert: null,
    closing: false,
  };
}

export function isProcessing(state: PaywallState): boolean {
  return state.screen.kind === 'processing';
}

/** Closing is blocked while a purchase or restore is processing, and once it is done it closes itself. */
export function canClose(state: PaywallState): boolean {
  return state.screen.kind !== 'processing' && state.screen.kind !== 'success' && !state.closing;
}

export function paywallReducer(state: PaywallState, event: PaywallEvent): PaywallState {
  switch (event.type) {
    case 'story-step':
      return state.screen.kind === 'story'
        ? { ...state, screen: { kind: 'story', step: event.step } }
        : state;
    case 'story-done':
      return state.screen.kind === 'story' ? { ...state, screen: { kind: 'plans' } } : state;
    case 'already-active':
      return { ...state, screen: { kind: 'already-active' } };
    case 'offering-loaded':
      return { ...state, offering: event.offering };
    case 'plan-chosen':
      return isProcessing(state) ? state : { ...state, plan: event.plan };
    case 'processing':
      return isProcessing(state) ? state : { ...state, screen: { kind: 'processing', action: event.action } };
    case 'succeeded':
      return { ...state, screen: { kind: 'success', action: event.action } };
    case 'failed':
      // Back to the plans, with the reason on top.
      return { ...state, screen: { kind: 'plans' }, alert: event.alert };
    case 'alert-dismissed':
      return { ...state, alert: null };
    case 'close-started':
      return canClose(state) || state.screen.kind === 'success' ? { ...state, closing: true } : state;
  }
}
