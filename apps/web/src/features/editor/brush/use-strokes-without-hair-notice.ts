import type { HairCorrection } from '@hairhue/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getHairCorrection, hairCorrectionKey } from '@/api/hair-correction';
import { toast } from '@/lib/toast-store';
import { BRUSH_TEXT } from './brush-texts';

/** How often, and how many times, the saved correction is asked for until its hair area is made. */
const ASK_EVERY_MS = 1000;
const MOST_ASKS = 60;

/**
 * Tells a person whose phone has no live preview (free devices) which of the strokes just saved changed
 * nothing, as nothing under them looked like hair: the live preview says so while painting, but here only
 * the server finds out, once it has made the saved revision's hair area (shortly after Done, before or with
 * the result rendered again). Until then the correction's `strokesWithoutHair` is null, so it is asked
 * again each second, for at most a minute. `saved` is the correction the last Done saved (a new object each
 * save); `enabled` is false where the live preview already told.
 */
export function useStrokesWithoutHairNotice(saved: HairCorrection | null, enabled: boolean): void {
  const queryClient = useQueryClient();
  const waiting = enabled && saved !== null && saved.strokes.length > 0 && saved.strokesWithoutHair === null;
  const photoId = saved?.photoId ?? '';
  const revision = saved?.revision ?? 0;
  const { data } = useQuery({
    // Its own key, one per revision: the brush's cached correction is the save's answer until this has more.
    queryKey: [...hairCorrectionKey(photoId), 'strokes-without-hair', revision],
    queryFn: () => getHairCorrection(photoId),
    enabled: waiting,
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) => {
      const answer = query.state.data;
      const made =
        answer !== undefined && (answer.revision !== revision || answer.strokesWithoutHair !== null);
      return made || query.state.dataUpdateCount >= MOST_ASKS ? false : ASK_EVERY_MS;
    },
  });

  const found = data?.revision === revision ? data.strokesWithoutHair : null;
  useEffect(() => {
    if (!waiting || !found || !data) return;
    queryClient.setQueryData(hairCorrectionKey(photoId), data);
    if (found.length > 0) toast(BRUSH_TEXT.savedWithoutHair(found.length));
    // Once per save: `found` is a new array only when a new answer came.
  }, [waiting, found, data, photoId, queryClient]);
}
