import type { Shade } from '@hairhue/catalogue';
import type { HairStroke, Photo } from '@hairhue/contracts';
import { useCallback, useState } from 'react';
import { usePreviewPlanes } from '@/api/preview-planes';
import { useSubscription } from '@/lib/subscription';
import type { PreviewPlanes } from './preview-planes';
import { supportsLivePreview, useLoadedPlanes } from './use-loaded-planes';

export interface LivePreview {
  /** The photo ready to paint over; null for free devices, without WebGL2, or while loading. */
  planes: PreviewPlanes | null;
  /** The shade painted over the photo, or null when the preview is off (a result or the original shows). */
  shade: Shade | null;
  /** When the shade on screen was asked for (performance.now()), for the tap → paint measure. */
  requestedAt: number;
  /** A swatch was tapped (or the tuning moved): paint `shade`, when the preview is available. */
  show: (shade: Shade) => void;
  /** A result, the original or the comparison takes the stage. */
  hide: () => void;
  /** The brush's newest stroke is an 'add' stroke on nothing like hair, so it adds nothing. */
  newestStrokeWithoutHair: boolean;
}

/** Which stored analysis a signed URL names: its path, without the signature that changes each time. */
export function analysisPath(url: string): string {
  return new URL(url, 'http://relative.invalid').pathname;
}

/**
 * The editor's live preview (premium and trial only): each shade a person taps, painted over their photo
 * in the browser at once. Its input, the engine's analysis of the photo, is handed out to premium devices
 * only, so free devices never load it and their flow is unchanged. With `strokes` (the touch-up brush's
 * newest ones, which the analysis does not hold yet) the shade follows the corrected hair area.
 */
export function useLivePreview(
  photo: Photo,
  photoUrl: string,
  strokes: readonly HairStroke[] | null = null,
): LivePreview {
  const { status } = useSubscription();
  const { data } = usePreviewPlanes(photo.id, status.isActive && supportsLivePreview());
  // The first signed URL of an analysis is kept: a refetched one names the same image and must not reload
  // it. A saved touch-up makes another analysis, at another path: that one is loaded.
  const [planesUrl, setPlanesUrl] = useState<string | null>(null);
  if (data && (planesUrl === null || analysisPath(planesUrl) !== analysisPath(data.planesUrl))) {
    setPlanesUrl(data.planesUrl);
  }
  const { planes, newestStrokeWithoutHair } = useLoadedPlanes(
    planesUrl === null ? null : { photoUrl, planesUrl },
    strokes,
  );

  const [shown, setShown] = useState<{ shade: Shade; at: number } | null>(null);
  const show = useCallback((shade: Shade) => setShown({ shade, at: performance.now() }), []);
  const hide = useCallback(() => setShown(null), []);
  const available = planes !== null && status.isActive;
  return {
    planes: available ? planes : null,
    shade: available && shown ? shown.shade : null,
    requestedAt: shown?.at ?? 0,
    show,
    hide,
    newestStrokeWithoutHair,
  };
}
