import type { Shade } from '@hairhue/catalogue';
import type { HairColorTryOn, Photo } from '@hairhue/contracts';
import { DEFAULT_TUNING, type TryOnTuning } from '@hairhue/contracts/constants';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '@/api/client';
import { newIdempotencyKey } from '@/api/idempotency-key';
import { photosKey } from '@/api/photos';
import { subscriptionStatusKey } from '@/api/subscription-status';
import { createTryOn, getTryOn, tryOnsKey } from '@/api/try-ons';
import { usePaywall } from '@/components/paywall/paywall-context';
import { logError } from '@/lib/log';
import { pollUntil } from '@/lib/poll';
import { untilReachableWith } from '@/lib/reconnect';
import { canChangeHairColor, useSubscription } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import type { HistoryEntry } from './undo-stack';
import { COLOUR_TRANSITION_MS, preloadImage, REVEAL_PAUSE_MS, wait } from './reveal';
import { IDLE, tryOnPhaseReducer } from './try-on-phase';
import { tuningToSend } from './use-tuning';

/** How long the reveal waits at most for the fresh subscription status; a slow answer must not hold it up. */
export const STATUS_REFRESH_LIMIT_MS = 1500;

function refreshStatusBeforeReveal(queryClient: QueryClient): Promise<unknown> {
  return Promise.race([
    queryClient.invalidateQueries({ queryKey: subscriptionStatusKey }),
    new Promise((resolve) => setTimeout(resolve, STATUS_REFRESH_LIMIT_MS)),
  ]);
}

/** SPEC §4: 'completed' or 'failed' ends processing; anything else is still being rendered. */
function isFinished(tryOn: HairColorTryOn): boolean {
  return tryOn.status !== 'processing';
}

function isFreeLimitError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 402 && error.code === 'FREE_LIMIT_REACHED';
}

/**
 * Runs one try-on (SPEC §4): the limit check, the POST, polling, then the reveal. `onResult` receives the
 * finished result while the curtain is still up, so the editor already shows it when the curtain lifts.
 */
export function useTryOn(photo: Photo | undefined, onResult: (entry: HistoryEntry) => void) {
  const [phase, dispatch] = useReducer(tryOnPhaseReducer, IDLE);
  const { status, isLoading } = useSubscription();
  const { openPaywall } = usePaywall();
  const queryClient = useQueryClient();
  const running = useRef<AbortController | null>(null);

  // Leaving the editor stops polling and the reveal timers.
  useEffect(() => () => running.current?.abort(), []);

  /**
   * Tries `shade`; with `correctionOf`, renders that try-on (of this shade) again with the hair correction
   * just saved: no new colour change, so no limit applies and nothing is spent (the server keeps its tuning).
   */
  const tryShade = useCallback(
    async (shade: Shade, fromUrl: string, tuning: TryOnTuning = DEFAULT_TUNING, correctionOf?: string) => {
      if (running.current && !running.current.signal.aborted) return;
      const blockForLimit = () => {
        toast({ title: 'Free limit reached', description: "You've used all 3 free changes" });
        openPaywall({ trigger: 'hair_color_limit' });
      };
      // While the status is still loading the server's own check decides (a 402 lands below).
      if (!correctionOf && !isLoading && !canChangeHairColor(status)) return blockForLimit();
      if (!photo) return;

      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      // A server restart cuts calls off without an answer: they are sent again until it is back, and the
      // curtain says it is reconnecting meanwhile.
      const untilReachable = untilReachableWith(signal, (reachable) =>
        dispatch({ type: 'connection', reachable }),
      );
      dispatch({ type: 'start', shade, fromUrl });

      // Why a key rather than looking for the try-on afterwards: when the POST's answer is lost, the app
      // cannot know whether the server made the try-on (and spent a change) or never saw the request. Sent
      // again with this tap's key, the POST answers the try-on the first send made, or makes it now; so the
      // result is shown either way and a change is never spent twice. Matching the photo's try-ons by shade
      // and time instead would guess wrong with two taps of one shade or a skewed clock.
      const idempotencyKey = newIdempotencyKey();
      const request = {
        photoId: photo.id,
        colorName: shade.name,
        colorValue: shade.color,
        ...(correctionOf ? { correctionOf } : tuningToSend(tuning, status.isActive)),
      };
      try {
        let created: HairColorTryOn;
        try {
          created = await untilReachable(() => createTryOn(request, idempotencyKey));
        } catch (error) {
          if (signal.aborted) return;
          if (isFreeLimitError(error)) {
            blockForLimit();
          } else {
            logError('Try-on creation failed', error);
            toast({ title: 'Error', description: 'Failed to process hair color. Please try again.' });
          }
          return;
        }

        try {
          const tryOnId = created.id;
          // The server answers with the result when it rendered within its wait: nothing to poll then.
          const done = isFinished(created)
            ? created
            : await pollUntil(() => untilReachable(() => getTryOn(tryOnId)), isFinished, { signal });
          if (done.status === 'completed' && done.resultUrl) {
            const resultUrl = done.resultUrl;
            // The change is spent: the pill must count it before the curtain lifts, not after.
            await Promise.all([preloadImage(resultUrl), refreshStatusBeforeReveal(queryClient)]);
            await wait(REVEAL_PAUSE_MS, signal);
            dispatch({ type: 'reveal', resultUrl });
            onResult({
              tryOnId,
              resultUrl,
              colorName: shade.name,
              colorValue: shade.color,
              tuning: { intensity: done.intensity, shine: done.shine },
            });
            await wait(COLOUR_TRANSITION_MS, signal);
          } else if (done.status === 'failed') {
            toast({
              title: 'Processing failed',
              description: 'Unable to process hair color. Please try again.',
              variant: 'destructive',
            });
          }
        } catch (error) {
          // An abort means the editor has gone; any other polling error just ends processing (SPEC §4).
          if (!signal.aborted) logError('Try-on polling failed', error);
        }
      } finally {
        if (!signal.aborted) {
          running.current = null;
          dispatch({ type: 'finish' });
        }
        // However it ended (done, failed, refused, given up, or the editor left while it was on its way),
        // the server alone knows what was spent: the pill, the history and the photos are read again, so
        // the count never stays stale.
        for (const queryKey of [tryOnsKey, photosKey, subscriptionStatusKey]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      }
    },
    [isLoading, status, photo, openPaywall, queryClient, onResult],
  );

  return { phase, tryShade };
}
