import type { Shade } from '@hairhue/catalogue';
import type { RenderTuning } from '@hairhue/recolour';
import { planRender } from '@hairhue/recolour';
import { useEffect, useMemo, useRef, useState } from 'react';
import { logError } from '@/lib/log';
import { useDevicePixelSize } from '@/lib/use-device-pixel-size';
import { PreviewPainter } from './preview-gl';
import type { PreviewPlanes } from './preview-planes';

/** A painter with what it was made for: the photo's pixels, and the GPU context (counted by restores). */
interface MadePainter {
  painter: PreviewPainter;
  photo: Uint8Array;
  restored: number;
}

interface LivePreviewCanvasProps {
  planes: PreviewPlanes;
  /** The shade to paint; null keeps the canvas hidden (ready for the next tap, the photo already uploaded). */
  shade: Shade | null;
  tuning: RenderTuning;
  /** When the person tapped (performance.now()), so the time to paint can be measured. */
  tappedAt: number;
}

/**
 * The shade painted over the photo in the browser, filling the photo's frame. Its canvas is as sharp as the
 * screen (CSS size × device pixel ratio), never larger than the photo; each paint records how long it took
 * from the tap in `data-paint-ms`, which the e2e suite and bench:web read.
 */
export function LivePreviewCanvas({ planes, shade, tuning, tappedAt }: LivePreviewCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [made, setMade] = useState<MadePainter | null>(null);
  /** Counts the GPU contexts the browser gave back after taking one away (a phone backgrounding the app). */
  const [restored, setRestored] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // Until the context comes back the canvas cannot paint: it steps aside, and the photo or result shows.
    const onLost = (event: Event) => {
      event.preventDefault();
      setMade(null);
    };
    const onRestored = () => setRestored((count) => count + 1);
    canvas.addEventListener('webglcontextlost', onLost);
    canvas.addEventListener('webglcontextrestored', onRestored);
    return () => {
      canvas.removeEventListener('webglcontextlost', onLost);
      canvas.removeEventListener('webglcontextrestored', onRestored);
    };
  }, []);

  const { width: photoWidth, height: photoHeight, photo } = planes;
  // As sharp as the screen, never larger than the photo.
  const shownWidth = useDevicePixelSize(canvasRef)?.width;
  const size = useMemo(() => {
    if (shownWidth === undefined) return null;
    const scale = Math.min(1, shownWidth / photoWidth);
    return { width: Math.round(photoWidth * scale), height: Math.round(photoHeight * scale) };
  }, [shownWidth, photoWidth, photoHeight]);

  // Sized ahead of the first tap: resizing a canvas clears it and reallocates its buffer.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !size) return;
    canvas.width = size.width;
    canvas.height = size.height;
  }, [size]);

  // The painter is made once per photo (and GPU context); the touch-up brush only changes its hair layer.
  const planesRef = useRef(planes);
  useEffect(() => {
    planesRef.current = planes;
  }, [planes]);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let created: PreviewPainter | null = null;
    try {
      created = PreviewPainter.create(canvas, planesRef.current);
    } catch (error) {
      logError('live preview', error);
    }
    setMade(created ? { painter: created, photo, restored } : null);
    canvas.dataset.ready = String(created !== null);
    return () => created?.dispose();
  }, [photo, restored]);
  // The painter in state until the new one is set is the one disposed above, made for the photo before (a
  // saved or reset correction loads the photo again) or for the context lost: it is never used again.
  const painter = made !== null && made.photo === photo && made.restored === restored ? made.painter : null;

  useEffect(() => {
    try {
      painter?.adoptLayer(planes);
    } catch (error) {
      logError('live preview', error);
    }
  }, [painter, planes]);

  // The tap whose paint was measured: a repaint for the touch-up brush's layer is not a tap's paint.
  const measuredTapRef = useRef<number | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!painter || !canvas || !size || !shade) return;
    painter.paint(planRender(planes.layer, shade.recipe, tuning));
    const frame = requestAnimationFrame(() => {
      if (measuredTapRef.current !== tappedAt) {
        measuredTapRef.current = tappedAt;
        canvas.dataset.paintMs = String(Math.round(performance.now() - tappedAt));
      }
      canvas.dataset.painted = `${shade.id}:${tuning.intensity}:${tuning.shine}`;
    });
    return () => cancelAnimationFrame(frame);
  }, [painter, size, planes, shade, tuning, tappedAt]);

  return (
    <canvas
      ref={canvasRef}
      data-testid="live-preview"
      aria-label={shade && painter ? `Live preview: ${shade.name}` : undefined}
      aria-hidden={shade && painter ? undefined : true}
      role={shade && painter ? 'img' : undefined}
      className={`absolute inset-0 size-full ${shade && painter ? '' : 'invisible'}`}
    />
  );
}
