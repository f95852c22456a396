import type { Shade } from '@hairhue/catalogue';
import { useEffect, useEffectEvent, useState, useSyncExternalStore, type RefObject } from 'react';
import { LiveColourStore, type LiveColourSnapshot } from './live-colour-store';

interface LiveColourOptions {
  video: RefObject<HTMLVideoElement | null>;
  canvas: RefObject<HTMLCanvasElement | null>;
  /** Live colour is on and the camera is showing. */
  enabled: boolean;
  /** Which camera: a switch forgets every mask of the other one. */
  facing: string;
  shade: Shade | null;
  /** Told when live colour cannot run here. */
  onFailed: () => void;
}

/** Live colour on the camera's viewfinder (see LiveColourStore), following the page's state. */
export function useLiveColour({
  video,
  canvas,
  enabled,
  facing,
  shade,
  onFailed,
}: LiveColourOptions): LiveColourSnapshot {
  const [store] = useState(() => new LiveColourStore());
  const failed = useEffectEvent(onFailed);
  useEffect(() => {
    const camera = video.current;
    const surface = canvas.current;
    if (!enabled || !camera || !surface) return;
    store.start({ video: camera, canvas: surface, onFailed: () => failed() });
    return () => store.stop();
  }, [store, enabled, video, canvas]);
  useEffect(() => store.setShade(shade?.recipe ?? null), [store, shade]);
  useEffect(() => store.switchCamera(), [store, facing]);
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
