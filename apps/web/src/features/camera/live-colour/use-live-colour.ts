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

export interface LiveColourState extends LiveColourSnapshot {
  /**
   * The key for the canvas element: a new one each time live colour turns on, since a canvas can be handed
   * to a paint worker only once (LiveSurface).
   */
  canvasKey: number;
}

/** Live colour on the camera's viewfinder (see LiveColourStore), following the page's state. */
export function useLiveColour({
  video,
  canvas,
  enabled,
  facing,
  shade,
  onFailed,
}: LiveColourOptions): LiveColourState {
  const [store] = useState(() => new LiveColourStore());
  // Adjusted while rendering (not in an effect), so the new canvas is in the page when the session starts.
  const [session, setSession] = useState({ enabled, canvasKey: 0 });
  if (session.enabled !== enabled) {
    setSession({ enabled, canvasKey: enabled ? session.canvasKey + 1 : session.canvasKey });
  }
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
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot);
  return { ...snapshot, canvasKey: session.canvasKey };
}
