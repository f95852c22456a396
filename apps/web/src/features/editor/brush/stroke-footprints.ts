import type { HairStroke, HairStrokeTool } from '@hairhue/contracts';

/**
 * The tints of the brush's overlay: the app's rose for hair added, a teal that stands apart from it and from
 * most hair colours for hair removed. Drawn opaque on a canvas that is itself half transparent, so a later
 * stroke covers an earlier one, as it wins in the saved correction.
 */
export const STROKE_TINT: Record<HairStrokeTool, string> = { add: '#e23a78', remove: '#14b8c4' };

/**
 * Draws each stroke's footprint (its dabs joined into a band as wide as the brush) over the whole canvas,
 * in painting order. Positions are fractions of the canvas's width and height, the radius of its long side.
 */
export function drawStrokeFootprints(
  context: CanvasRenderingContext2D,
  strokes: readonly HairStroke[],
): void {
  const { width, height } = context.canvas;
  const longSide = Math.max(width, height);
  context.clearRect(0, 0, width, height);
  context.lineCap = 'round';
  context.lineJoin = 'round';
  for (const stroke of strokes) {
    const { points } = stroke;
    const radius = Math.max(0.5, stroke.radius * longSide);
    context.fillStyle = STROKE_TINT[stroke.tool];
    context.strokeStyle = STROKE_TINT[stroke.tool];
    context.lineWidth = radius * 2;
    context.beginPath();
    if (points.length === 2) {
      context.arc((points[0] ?? 0) * width, (points[1] ?? 0) * height, radius, 0, Math.PI * 2);
      context.fill();
      continue;
    }
    for (let k = 0; k + 1 < points.length; k += 2) {
      const x = (points[k] ?? 0) * width;
      const y = (points[k + 1] ?? 0) * height;
      if (k === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.stroke();
  }
}
