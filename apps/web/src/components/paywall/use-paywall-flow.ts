import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { Purchases } from '@/lib/purchases';
import { restoreSubscription } from '@/lib/restore';
import type { PlanKind } from '@/platform/purchases/types';
import { fireConfetti, stopConfetti } from './confetti';
import {
  canClose,
  initialPaywallState,
  PAYWALL_TIMINGS as T,
  paywallReducer,
  paywallVariant,
  type PaywallAlert,
} from './paywall-machine';
import type { PaywallTrigger } from './paywall-triggers';

export interface PaywallFlowOptions {
  trigger: PaywallTrigger;
  purchases: Purchases;
  onSuccess: () => void;
  onClose: () => void;
}

const PLAN_NAMES: Record<PlanKind, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/**
 * The paywall's behaviour (SPEC §4): the story's stages, loading the status and the offering, buying,
 * restoring, and closing — with every timer cancelled when the overlay goes away.
 */
export function usePaywallFlow({ trigger, purchases, onSuccess, onClose }: PaywallFlowOptions) {
  const [state, dispatch] = useReducer(paywallReducer, trigger, initialPaywallState);
  const variant = paywallVariant(trigger);
  const alive = useRef(true);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  // Handlers and timers read the latest state and callbacks without re-creating themselves.
  const stateRef = useRef(state);
  const callbacks = useRef({ onSuccess, onClose });
  useLayoutEffect(() => {
    stateRef.current = state;
    callbacks.current = { onSuccess, onClose };
  });

  /** Resolves after `ms`, unless the paywall is gone by then. */
  const after = useCallback(
    (ms: number) =>
      new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          resolve(alive.current);
        }, ms);
        timers.current.add(timer);
      }),
    [],
  );

  const exit = useCallback(
    async (then: 'success' | 'close') => {
      dispatch({ type: 'close-started' });
      if (variant === 'card' && !(await after(T.cardExit))) return;
      if (then === 'success') callbacks.current.onSuccess();
      else callbacks.current.onClose();
    },
    [after, variant],
  );

  useEffect(() => {
    alive.current = true;
    const pending = timers.current;
    return () => {
      alive.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // The story: sad, magic, happy (with the confetti), then the plans. Its own timers, so that leaving the
  // story early ('See plans', or someone already premium) stops them and the confetti with them.
  const inStory = state.screen.kind === 'story';
  useEffect(() => {
    if (!inStory) return;
    let left = false;
    const storyTimers = new Set<ReturnType<typeof setTimeout>>();
    // A beat's time counts from the frame that shows it: on a busy device that frame can come a few hundred
    // milliseconds after the beat was dispatched, which would leave the 850 ms magic beat barely readable.
    const stage = async (ms: number) => {
      await framePainted();
      if (left) return false;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          storyTimers.delete(timer);
          resolve(!left);
        }, ms);
        storyTimers.add(timer);
      });
    };
    let confettiFired = false;
    void (async () => {
      if (!(await stage(T.storySad))) return;
      dispatch({ type: 'story-step', step: 'magic' });
      if (!(await stage(T.storyMagic))) return;
      dispatch({ type: 'story-step', step: 'happy' });
      confettiFired = true;
      fireConfetti();
      if (!(await stage(T.storyHappy))) return;
      dispatch({ type: 'story-done' });
    })();
    return () => {
      left = true;
      for (const timer of storyTimers) clearTimeout(timer);
      if (confettiFired) stopConfetti();
    };
  }, [inStory]);

  // On opening: someone already premium is told so and let through; everyone else sees the plans.
  useEffect(() => {
    void (async () => {
      const status = await purchases.getSubscriptionStatus();
      if (!alive.current) return;
      if (status.isActive) {
        dispatch({ type: 'already-active' });
        if (await after(T.alreadyActiveClose)) void exit('success');
        return;
      }
      const offering = await purchases.getOfferings().catch(() => null);
      if (alive.current) dispatch({ type: 'offering-loaded', offering });
    })();
  }, [after, exit, purchases]);

  const fail = useCallback((title: string, message: string, closeAfter = false) => {
    const alert: PaywallAlert = { title, message, closeAfter };
    dispatch({ type: 'failed', alert });
  }, []);

  const purchase = useCallback(async () => {
    const { offering, plan, screen } = stateRef.current;
    if (screen.kind === 'processing') return;
    // The dice flow leaves the paywall after a failed purchase instead of returning to the plans.
    const closeAfter = trigger === 'dice_roll_premium';
    if (!offering) return fail('Purchase Not Completed', 'No subscription plans available', closeAfter);
    const pkg = offering[plan];
    if (!pkg) return fail('Purchase Not Completed', `${PLAN_NAMES[plan]} plan not available`, closeAfter);
    dispatch({ type: 'processing', action: 'purchase' });
    const result = await purchases.purchasePackage(pkg);
    if (!alive.current) return;
    if (!result.success) {
      return fail(
        'Purchase Not Completed',
        result.error ?? 'Subscription failed. Please try again.',
        closeAfter,
      );
    }
    dispatch({ type: 'succeeded', action: 'purchase' });
    fireConfetti();
    if (!(await after(T.purchaseRefresh))) return;
    await purchases.getSubscriptionStatus(true);
    if (await after(T.purchaseClose)) void exit('success');
  }, [after, exit, fail, purchases, trigger]);

  const restore = useCallback(async () => {
    if (stateRef.current.screen.kind === 'processing') return;
    dispatch({ type: 'processing', action: 'restore' });
    const outcome = await restoreSubscription(purchases, after);
    if (!alive.current) return;
    switch (outcome.kind) {
      case 'failed':
        return fail('Restore Purchases', outcome.message);
      case 'nothing-active':
        return fail('Restore Purchases', 'No active subscriptions found to restore');
      case 'restored':
        dispatch({ type: 'succeeded', action: 'restore' });
        if (await after(T.restoreClose)) void exit('success');
        return;
      case 'abandoned':
        return;
    }
  }, [after, exit, fail, purchases]);

  const requestClose = useCallback(() => {
    if (canClose(stateRef.current)) void exit('close');
  }, [exit]);

  const dismissAlert = useCallback(() => {
    const closeAfter = stateRef.current.alert?.closeAfter ?? false;
    dispatch({ type: 'alert-dismissed' });
    if (closeAfter) void exit('close');
  }, [exit]);

  const skipStory = useCallback(() => dispatch({ type: 'story-done' }), []);
  const choosePlan = useCallback((plan: PlanKind) => dispatch({ type: 'plan-chosen', plan }), []);

  return { state, variant, purchase, restore, requestClose, dismissAlert, skipStory, choosePlan };
}

/**
 * Resolves in the frame after the next one: by then the frame showing what was just dispatched has been
 * painted, and its animations (a beat's fade in) have started.
 */
function framePainted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
