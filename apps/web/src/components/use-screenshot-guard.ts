import { useEffect, useState } from 'react';
import { onAppStateChange } from '@/platform/app-state';

/** SPEC §4, §9: cover the page 100 ms after the app or page goes away (200 ms after a blur), for 3 s. */
export const GUARD_DELAY_MS = 100;
export const GUARD_BLUR_DELAY_MS = 200;
export const GUARD_WARNING_MS = 3_000;

/**
 * Whether the screenshot warning covers the page now. While `enabled`, the app going inactive, the page
 * being hidden or the window losing focus schedules the cover; one warning runs at a time, so the several
 * signals one app switch sends show it once.
 */
export function useScreenshotGuard(enabled: boolean): boolean {
  const [covered, setCovered] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    let showing: ReturnType<typeof setTimeout> | undefined;

    const cover = (delay: number) => {
      if (pending !== undefined || showing !== undefined) return;
      pending = setTimeout(() => {
        pending = undefined;
        setCovered(true);
        showing = setTimeout(() => {
          showing = undefined;
          setCovered(false);
        }, GUARD_WARNING_MS);
      }, delay);
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') cover(GUARD_DELAY_MS);
    };
    const onBlur = () => cover(GUARD_BLUR_DELAY_MS);

    const stopAppState = onAppStateChange((isActive) => {
      if (!isActive) cover(GUARD_DELAY_MS);
    });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('blur', onBlur);
    return () => {
      stopAppState();
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('blur', onBlur);
      clearTimeout(pending);
      clearTimeout(showing);
      // Turned off mid-warning (the person just bought Premium): uncover at once.
      setCovered(false);
    };
  }, [enabled]);

  return covered;
}
