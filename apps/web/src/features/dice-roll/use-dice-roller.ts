import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { createDiceRoll, diceUsageKey, getDiceRoll } from '@/api/dice-roll';
import { newIdempotencyKey } from '@/api/idempotency-key';
import { logError } from '@/lib/log';
import { pollUntil } from '@/lib/poll';
import { untilReachableWith } from '@/lib/reconnect';
import { diceReducer, initialDiceState, isRollFinished, type DicePhoto } from './dice-machine';

/** SPEC §4: the overlay stays 1 s after the roll has finished, so the last tile is seen landing. */
export const OVERLAY_CLOSE_DELAY_MS = 1000;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Stopped', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * The dice state machine wired to the API: create the roll, poll it, close the overlay. A server restart
 * cuts calls off without an answer: they are sent again until it is back (the overlay says it is
 * reconnecting meanwhile), the POST with its tap's key so that a roll it made is found, not rolled again.
 */
export function useDiceRoller() {
  const [state, dispatch] = useReducer(diceReducer, initialDiceState);
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const roll = useCallback(
    async (photo: DicePhoto, suitsMe = false) => {
      stop();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      const untilReachable = untilReachableWith(signal, (reachable) =>
        dispatch({ type: 'connection', reachable }),
      );
      dispatch({ type: 'roll-started' });

      const idempotencyKey = newIdempotencyKey();
      const request = suitsMe ? { photoId: photo.id, suitsMe } : { photoId: photo.id };
      let created;
      try {
        created = await untilReachable(() => createDiceRoll(request, idempotencyKey));
      } catch (error) {
        if (signal.aborted) return;
        // SPEC §8: roll creation errors are only logged.
        logError('Dice roll creation failed', error);
        dispatch({ type: 'roll-failed' });
        return;
      } finally {
        // A roll was spent (or refused): the daily count on the badge changed either way.
        void queryClient.invalidateQueries({ queryKey: diceUsageKey });
      }
      if (signal.aborted) return;
      dispatch({ type: 'roll-created', roll: created });

      try {
        // The server answers with the colours done when they rendered within its wait: no poll then.
        if (!isRollFinished(created)) {
          await pollUntil(() => untilReachable(() => getDiceRoll(created.id)), isRollFinished, {
            signal,
            onValue: (value) => dispatch({ type: 'roll-updated', roll: value }),
          });
        }
        await wait(OVERLAY_CLOSE_DELAY_MS, signal);
      } catch (error) {
        if (isAbort(error)) return;
        // SPEC §8: a polling error is only logged, and it closes the overlay.
        logError('Dice roll polling failed', error);
      }
      if (!signal.aborted) dispatch({ type: 'overlay-closed' });
    },
    [queryClient, stop],
  );

  const choosePhoto = useCallback((photo: DicePhoto) => dispatch({ type: 'photo-chosen', photo }), []);

  const reset = useCallback(() => {
    stop();
    dispatch({ type: 'reset' });
  }, [stop]);

  return { state, roll, choosePhoto, reset };
}
