import type { HairStroke, HairStrokeTool } from '@hairhue/contracts';
import { motion } from 'motion/react';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { drawStrokeFootprints, STROKE_TINT } from './stroke-footprints';
import { normalisePoint, type BrushPoint } from './stroke-recorder';
import { useDevicePixelSize } from '@/lib/use-device-pixel-size';

interface BrushSurfaceProps {
  /** A live preview paints the shade underneath: the overlay is fainter, so it shows through. */
  faint: boolean;
  /** Every stroke to show, the saved ones first and the one being painted last. */
  strokes: readonly HairStroke[];
  tool: HairStrokeTool;
  /** The brush's radius, a fraction of the photo's long side. */
  radius: number;
  onStrokeStart: (point: BrushPoint) => void;
  onStrokeMove: (point: BrushPoint) => void;
  onStrokeEnd: () => void;
}

interface Cursor {
  x: number;
  y: number;
  /** The frame's long side in CSS pixels, which the radius is a fraction of. */
  longSide: number;
}

/**
 * The layer over the photo that the brush paints on: touch, pen or mouse (one pointer at a time; a second
 * finger is ignored), with the browser's own panning and zooming turned off over it (`touch-action: none`).
 * It shows the strokes as a tinted overlay and the brush's size as a ring under the finger or cursor.
 */
export function BrushSurface({
  faint,
  strokes,
  tool,
  radius,
  onStrokeStart,
  onStrokeMove,
  onStrokeEnd,
}: BrushSurfaceProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const pointerRef = useRef<number | null>(null);
  const [cursor, setCursor] = useState<Cursor | null>(null);
  const canvasSize = useDevicePixelSize(canvasRef);
  // A new size is shown once in the middle of the photo: on a touch screen no ring hovers to show it.
  const [shownRadius, setShownRadius] = useState(radius);
  const [sizeChanged, setSizeChanged] = useState(false);
  if (radius !== shownRadius) {
    setShownRadius(radius);
    setSizeChanged(true);
  }

  // Drawn on the next frame, once however many pointer moves arrived since the last.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvasSize) return;
    const frame = requestAnimationFrame(() => {
      if (canvas.width !== canvasSize.width) canvas.width = canvasSize.width;
      if (canvas.height !== canvasSize.height) canvas.height = canvasSize.height;
      const context = canvas.getContext('2d');
      if (context) drawStrokeFootprints(context, strokes);
    });
    return () => cancelAnimationFrame(frame);
  }, [strokes, canvasSize]);

  const pointOf = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      point: normalisePoint(event.clientX - box.left, event.clientY - box.top, box.width, box.height),
      cursor: {
        x: event.clientX - box.left,
        y: event.clientY - box.top,
        longSide: Math.max(box.width, box.height),
      },
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (pointerRef.current !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointerRef.current = event.pointerId;
    const { point, cursor: at } = pointOf(event);
    setCursor(at);
    onStrokeStart(point);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const { cursor: at } = pointOf(event);
    setCursor(at);
    if (pointerRef.current !== event.pointerId) return;
    // A fast finger sends several positions per frame; each counts, so the stroke follows its curve.
    const moves = event.nativeEvent.getCoalescedEvents?.() ?? [];
    const box = event.currentTarget.getBoundingClientRect();
    for (const move of moves.length > 0 ? moves : [event.nativeEvent]) {
      onStrokeMove(normalisePoint(move.clientX - box.left, move.clientY - box.top, box.width, box.height));
    }
  };

  const finish = (event: PointerEvent<HTMLElement>) => {
    if (pointerRef.current !== event.pointerId) return;
    pointerRef.current = null;
    onStrokeEnd();
    // A finger that lifts leaves no ring behind; a mouse keeps it while it hovers.
    if (event.pointerType !== 'mouse') setCursor(null);
  };

  const ringSize = cursor ? radius * cursor.longSide * 2 : 0;
  return (
    <div
      data-testid="brush-surface"
      className="absolute inset-0 touch-none select-none [-webkit-touch-callout:none]"
      style={{ cursor: 'none' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      onPointerLeave={() => {
        if (pointerRef.current === null) setCursor(null);
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      <canvas
        ref={canvasRef}
        data-testid="brush-overlay"
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 size-full ${faint ? 'opacity-25' : 'opacity-50'}`}
      />
      {sizeChanged && !cursor && canvasSize ? (
        <motion.div
          key={radius}
          aria-hidden="true"
          data-testid="brush-size-preview"
          className="pointer-events-none absolute left-1/2 top-1/2 aspect-square -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.45)]"
          style={{
            // The radius is a fraction of the long side.
            [canvasSize.width >= canvasSize.height ? 'width' : 'height']: `${radius * 200}%`,
            backgroundColor: `${STROKE_TINT[tool]}33`,
          }}
          initial={{ opacity: 1 }}
          animate={{ opacity: 0 }}
          transition={{ delay: 0.6, duration: 0.4 }}
        />
      ) : null}
      {cursor ? (
        <div
          aria-hidden="true"
          data-testid="brush-cursor"
          className="pointer-events-none absolute rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.45)]"
          style={{
            left: cursor.x - ringSize / 2,
            top: cursor.y - ringSize / 2,
            width: ringSize,
            height: ringSize,
            backgroundColor: `${STROKE_TINT[tool]}33`,
          }}
        />
      ) : null}
    </div>
  );
}
